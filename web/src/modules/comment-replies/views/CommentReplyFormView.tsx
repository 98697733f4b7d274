import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import type { CommentReplyRuleInput } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { ReplyTester } from '../components/ReplyTester';
import { RuleForm } from '../components/RuleForm';
import {
  CommentReplyRuleCreateMutation,
  CommentReplyRuleQuery,
  CommentReplyRulesQuery,
  CommentReplyRuleUpdateMutation,
} from '../graphql/commentReplies';
import { commentReplyRoutes } from '../routes.names';

/** Create or edit a comment auto-reply rule, with the dry-run tester beside the form. */
export function CommentReplyFormView({ mode }: { mode: 'create' | 'edit' }) {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const { uuid = '' } = useParams();
  const alert = useAlert();
  const navigate = useNavigate();
  const existing = useQuery(CommentReplyRuleQuery, {
    variables: { appUuid, uuid },
    skip: mode === 'create' || uuid === '' || appUuid === '',
  });
  const refetchQueries = [{ query: CommentReplyRulesQuery, variables: { appUuid } }];
  const [create] = useMutation(CommentReplyRuleCreateMutation, { refetchQueries });
  const [update] = useMutation(CommentReplyRuleUpdateMutation);
  if (!route) return null;
  const routes = commentReplyRoutes(route.key);

  const save = async (input: CommentReplyRuleInput) => {
    if (mode === 'create') {
      const r = await create({ variables: { appUuid, input } });
      alert.success('Rule created: try a comment');
      const created = r.data?.commentReplyRuleCreate.uuid;
      void navigate(created ? route.url(routes.edit, { uuid: created }) : route.url(routes.list));
    } else {
      await update({ variables: { appUuid, uuid, input } });
      alert.success('Rule saved');
    }
  };
  const backToList = () => void navigate(route.url(routes.list));

  const rule = existing.data?.commentReplyRule ?? null;
  let form: ReactNode;
  if (mode === 'create')
    form = (
      <RuleForm appUuid={appUuid} rule={null} submitLabel="Create" onSubmit={save} onCancel={backToList} />
    );
  else if (existing.error && !rule)
    form = <RetryAlert message={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />;
  else if (!rule)
    form = <Skeleton variant="rounded" height={480} aria-busy="true" aria-label="Loading rule" />;
  else
    form = (
      <RuleForm
        key={rule.uuid}
        appUuid={appUuid}
        rule={rule}
        submitLabel="Save"
        onSubmit={save}
        onCancel={backToList}
      />
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <div>
        <Typography variant="h1">{info?.title ?? 'Comment Auto-Reply'}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          When someone comments on your page's posts, answer under the comment, in Messenger, or both.
        </Typography>
      </div>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        {form}
        {/* Once the rule is here: its post fills the tester's, and nothing typed is lost to a remount. */}
        {(mode === 'create' || rule) && (
          <ReplyTester key={rule?.uuid ?? 'new'} appUuid={appUuid} postId={rule?.postId ?? ''} />
        )}
      </Box>
    </Stack>
  );
}

export const CommentReplyCreateView = () => <CommentReplyFormView mode="create" />;
export const CommentReplyEditView = () => <CommentReplyFormView mode="edit" />;
