import { useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import type { CommentReplyRuleFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { ReplyLog } from '../components/ReplyLog';
import { RuleRows } from '../components/RuleRows';
import {
  CommentReplyRuleDeleteMutation,
  CommentReplyRuleSetActiveMutation,
  CommentReplyRulesQuery,
} from '../graphql/commentReplies';
import { commentReplyRoutes } from '../routes.names';

/** Comment Auto-Reply: the store's rules with on/off, Edit and Delete, and the comments they answered. */
export default function CommentRepliesView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const alert = useAlert();
  const [removing, setRemoving] = useState<CommentReplyRuleFieldsFragment | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(CommentReplyRulesQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [setActive] = useMutation(CommentReplyRuleSetActiveMutation);
  const [remove, deleting] = useMutation(CommentReplyRuleDeleteMutation);
  if (!route) return null;
  const routes = commentReplyRoutes(route.key);
  const rules = data?.commentReplyRules;
  const createUrl = route.url(routes.create);

  const toggle = async (rule: CommentReplyRuleFieldsFragment, active: boolean) => {
    setBusy(rule.uuid);
    try {
      await setActive({ variables: { appUuid, uuid: rule.uuid, active } });
      alert.success(active ? `${rule.name} is on` : `${rule.name} is off`);
      void refetch();
    } catch (err) {
      alert.error(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  const confirmDelete = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { appUuid, uuid: removing.uuid } });
      alert.success('Rule deleted');
      setRemoving(null);
      void refetch();
    } catch (err) {
      alert.error(errorMessage(err));
    }
  };

  let body: ReactNode;
  if (error && !rules)
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} sx={{ m: 2 }} />;
  else if (loading && !rules)
    body = (
      <Skeleton variant="rounded" height={160} sx={{ m: 2 }} aria-busy="true" aria-label="Loading rules" />
    );
  else if (!rules?.length)
    body = (
      <Stack spacing={1.5} sx={{ p: { xs: 2, sm: 3 }, alignItems: 'flex-start' }}>
        <Typography>No rules yet.</Typography>
        <Typography color="text.secondary">
          Answer comments on your page's posts by themselves: a public reply under the comment, a private
          message in Messenger with a button to your store, or both. Try a comment before it goes live.
        </Typography>
        <Button component={RouterLink} to={createUrl} variant="contained" startIcon={<AddOutlined />}>
          Create your first rule
        </Button>
      </Stack>
    );
  else
    body = (
      <RuleRows
        rules={rules}
        busyUuid={busy}
        editUrl={(rule) => route.url(routes.edit, { uuid: rule.uuid })}
        onToggle={(rule, on) => void toggle(rule, on)}
        onDelete={setRemoving}
      />
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Card component="section" aria-labelledby="rules-title">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1, gap: 1, alignItems: { sm: 'center' } }}
        >
          <div style={{ flexGrow: 1 }}>
            <Typography id="rules-title" variant="h1">
              {info?.title ?? 'Comment Auto-Reply'}
            </Typography>
            <Typography color="text.secondary">
              A post's own rule answers before an every-post rule; among equals, the oldest.
            </Typography>
          </div>
          {rules?.length ? (
            <Button component={RouterLink} to={createUrl} variant="contained" startIcon={<AddOutlined />}>
              Create rule
            </Button>
          ) : null}
        </Stack>
        {body}
      </Card>
      <ReplyLog appUuid={appUuid} />
      <ConfirmDialog
        open={removing !== null}
        title={`Delete ${removing?.name ?? 'this rule'}?`}
        message="It stops answering comments now. The comments it answered stay in the log."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={deleting.loading}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
