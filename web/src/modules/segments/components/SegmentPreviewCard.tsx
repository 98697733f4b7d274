import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SegmentPreviewQuery } from '../../../generated/graphql';
import { formatDate } from '../../../lib/format';
import { customersLabel } from '../segmentRules';

export interface SegmentPreviewCardProps {
  preview: SegmentPreviewQuery['customerSegmentPreview'] | null;
  loading: boolean;
  /** The rules cannot be counted yet (a rule is incomplete): said in plain words. */
  problem: string | null;
}

/** How many customers the rules match now, and the first few of them; updates as the rules change. */
export function SegmentPreviewCard({ preview, loading, problem }: SegmentPreviewCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="segment-preview-title">
      <Stack spacing={1}>
        <Typography id="segment-preview-title" variant="subtitle2" component="h3">
          Matching now
        </Typography>
        <Typography role="status" variant="h5" component="p" aria-busy={loading}>
          {problem ? '—' : preview ? customersLabel(preview.count, preview.countCapped) : 'Counting…'}
        </Typography>
        {problem && <Alert severity="info">{problem}</Alert>}
        {!problem && preview && preview.sample.length > 0 && (
          <Stack
            component="ul"
            aria-label="Sample of matching customers"
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {preview.sample.map((c) => (
              <Typography component="li" key={c.uuid} variant="body2">
                {c.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  · active {formatDate(c.lastActiveAt)}
                </Typography>
              </Typography>
            ))}
          </Stack>
        )}
        {!problem && preview?.count === 0 && (
          <Typography variant="body2" color="text.secondary">
            No customer matches every rule yet.
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
