import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CommentReplyStatus } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useKeysetPages } from '../../catalog/hooks/useKeysetPages';
import { CommentReplyLogQuery } from '../graphql/commentReplies';
import { STATUS_COLOR } from '../ruleText';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });

function Outcome(p: { kind: string; status: CommentReplyStatus; label: string; error: string | null }) {
  if (p.status === 'NONE') return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" color={STATUS_COLOR[p.status]} label={`${p.kind}: ${p.label}`} />
      {p.error && (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {p.error}
        </Typography>
      )}
    </Stack>
  );
}

/** The comments the rules answered, newest first, a page at a time, with each reply's outcome. */
export function ReplyLog({ appUuid }: { appUuid: string }) {
  const pages = useKeysetPages(10);
  const { data, loading, error, refetch } = useQuery(CommentReplyLogQuery, {
    variables: { appUuid, first: pages.size, after: pages.after },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.commentReplyLog;
  const entries = (connection?.edges ?? []).map((e) => e.node);
  let body: ReactNode;
  if (error && !connection)
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} sx={{ m: 2 }} />;
  else if (loading && !connection)
    body = (
      <Skeleton
        variant="rounded"
        height={120}
        sx={{ m: 2 }}
        aria-busy="true"
        aria-label="Loading answered comments"
      />
    );
  else if (entries.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ p: { xs: 2, sm: 3 } }}>
        No comments answered yet. When someone comments on your page's posts and a rule matches, it shows
        here.
      </Typography>
    );
  else
    body = (
      <Box component="ul" aria-label="Answered comments" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((e) => (
          <Box
            component="li"
            key={e.uuid}
            aria-label={`${e.fromName ?? 'Someone'}: ${e.message}`}
            sx={{ px: { xs: 2, sm: 3 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <strong>{e.fromName ?? 'Someone'}</strong> commented “{e.message}”
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {when(e.commentedAt)} · post {e.postId} · rule {e.ruleName}
            </Typography>
            <Stack spacing={0.5} sx={{ mt: 0.5 }}>
              <Outcome
                kind="Public"
                status={e.publicStatus}
                label={e.publicStatusLabel}
                error={e.publicError}
              />
              <Outcome
                kind="Private"
                status={e.privateStatus}
                label={e.privateStatusLabel}
                error={e.privateError}
              />
            </Stack>
          </Box>
        ))}
      </Box>
    );
  return (
    <Card component="section" aria-labelledby="reply-log-title">
      <Stack direction="row" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1, alignItems: 'center', gap: 1 }}>
        <Typography id="reply-log-title" variant="h2" sx={{ flexGrow: 1 }}>
          Comments answered
        </Typography>
        <Button size="small" onClick={() => void refetch()}>
          Refresh
        </Button>
      </Stack>
      {body}
      {(pages.hasPrevious || connection?.pageInfo.hasNextPage) && (
        <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'flex-end', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            Page {pages.page}
          </Typography>
          <Button size="small" disabled={!pages.hasPrevious} onClick={pages.previous}>
            Newer
          </Button>
          <Button
            size="small"
            disabled={!connection?.pageInfo.hasNextPage}
            onClick={() => pages.next(connection?.pageInfo.endCursor)}
          >
            Older
          </Button>
        </Stack>
      )}
    </Card>
  );
}
