import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { RetryAlert } from '../../../../lib/feedback/RetryAlert';
import { type BuiltinCase, LANGUAGES, languageCounts, languageLabel } from '../../evaluationQuality';
import { BuiltinCaseBrowser } from './BuiltinCaseBrowser';

export interface BuiltinSetCardProps {
  /** The set; null while it loads. */
  cases: readonly BuiltinCase[] | null;
  loadError: string | null;
  onRetry: () => void;
  /** Owners and admins run evaluations. */
  canRun: boolean;
  /** A run is being started. */
  starting: boolean;
  onRun: () => void;
}

/** The built-in evaluation set: its size per language, Run built-in set, and its messages to browse. */
export function BuiltinSetCard({ cases, loadError, onRetry, canRun, starting, onRun }: BuiltinSetCardProps) {
  const [browsing, setBrowsing] = useState(false);
  const headingId = useId();
  const browserId = useId();
  const counts = cases ? languageCounts(cases) : null;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 2, alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id={headingId} variant="h3" component="h2">
            Built-in set
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {cases ? `${cases.length} messages` : 'Messages'} from Philippine online selling (English,
            Tagalog, Taglish), each with the mood, intent and facts a right answer has. It is asked of a
            sample store, so its scores compare from run to run.
          </Typography>
          {counts ? (
            <Stack
              component="ul"
              direction="row"
              aria-label="Messages per language"
              sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, gap: 2, flexWrap: 'wrap' }}
            >
              {LANGUAGES.map((language) => (
                <Typography component="li" variant="body2" key={language}>
                  {languageLabel(language)}{' '}
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {counts[language]}
                  </Box>
                </Typography>
              ))}
            </Stack>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => setBrowsing((open) => !open)}
            disabled={!cases}
            aria-expanded={browsing}
            aria-controls={browserId}
            sx={{ flex: { xs: 1, sm: 'none' } }}
          >
            {browsing ? 'Hide messages' : 'Browse messages'}
          </Button>
          {canRun ? (
            <Button
              variant="contained"
              startIcon={<PlayArrowOutlined />}
              onClick={onRun}
              disabled={starting || !cases || cases.length === 0}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              Run built-in set
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {loadError !== null ? <RetryAlert message={loadError} onRetry={onRetry} sx={{ mx: 2, mb: 2 }} /> : null}
      {!cases && loadError === null ? (
        <Skeleton variant="rounded" height={24} sx={{ mx: { xs: 2, sm: 3 }, mb: 2 }} />
      ) : null}
      <Collapse in={browsing} id={browserId} unmountOnExit>
        {cases ? (
          <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
            <BuiltinCaseBrowser cases={cases} />
          </Box>
        ) : null}
      </Collapse>
    </Card>
  );
}
