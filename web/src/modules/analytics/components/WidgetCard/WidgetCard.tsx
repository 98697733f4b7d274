import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, type Ref, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../../lib/feedback/RetryAlert';

export interface WidgetCardProps {
  title: string;
  /** Under the title: the range the figure covers, or what it is. */
  subtitle?: string;
  /** The figure's own page ("View all"), where the bundle has one. */
  detailUrl?: string | undefined;
  /** Saves the CSV of what the widget shows; absent while there is nothing to save. */
  onDownload?: (() => void) | undefined;
  loading: boolean;
  /**
   * Not asked for yet (far below the screen): room kept, without a skeleton, so a page counts as
   * loaded while what it has not asked for waits.
   */
  idle?: boolean;
  error: string | null;
  onRetry: () => void;
  /** The empty state in plain words: what will appear here, and when. Null when there is data. */
  empty: string | null;
  children?: ReactNode;
  /** The card's element, for widgets that load once scrolled near. */
  cardRef?: Ref<HTMLElement> | undefined;
}

/**
 * One widget: a named region with its heading, its links, and its loading (skeletons), error
 * (plain words with Retry), empty (what will appear here) and loaded states.
 */
export function WidgetCard(p: WidgetCardProps) {
  const headingId = useId();
  let body: ReactNode;
  if (p.idle) body = <Box sx={{ minHeight: 112 }} />;
  else if (p.error !== null) body = <RetryAlert message={p.error} onRetry={p.onRetry} />;
  else if (p.loading)
    body = (
      <Stack spacing={1} role="status" aria-label={`Loading ${p.title.toLowerCase()}`}>
        <Skeleton variant="rounded" height={32} />
        <Skeleton variant="rounded" height={32} />
        <Skeleton variant="rounded" height={32} />
      </Stack>
    );
  else if (p.empty !== null) body = <Typography color="text.secondary">{p.empty}</Typography>;
  else body = p.children;
  const ready = !p.idle && p.error === null && !p.loading && p.empty === null;
  return (
    <Card
      ref={p.cardRef}
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem' }}>
            {p.title}
          </Typography>
          {p.subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {p.subtitle}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          {ready && p.onDownload ? (
            <Button
              size="small"
              startIcon={<DownloadOutlined />}
              onClick={p.onDownload}
              aria-label={`Download CSV of ${p.title.toLowerCase()}`}
            >
              Download CSV
            </Button>
          ) : null}
          {p.detailUrl ? (
            <Button
              size="small"
              component={RouterLink}
              to={p.detailUrl}
              aria-label={`View all ${p.title.toLowerCase()}`}
            >
              View all
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {body}
    </Card>
  );
}
