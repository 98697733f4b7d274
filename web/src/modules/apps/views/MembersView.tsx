import { useMutation, useQuery } from '@apollo/client/react';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { MeQuery } from '../../accounts/graphql/session';
import { canManageApp } from '../access';
import { ConfirmDialog } from '../components/ConfirmDialog/ConfirmDialog';
import { MembersList } from '../components/MembersList/MembersList';
import { MemberRevokeMutation, MemberRoleUpdateMutation, MembersQuery } from '../graphql/members';
import { AppSetupQuery } from '../graphql/settings';
import { useAppRoute } from '../hooks/useAppRoute';
import { canChangeRole, canRevoke, type Member, sortMembers } from '../members';

export const REMOVE_MEMBER_QUESTION = 'Do you want to remove this member?';
export const MEMBER_REMOVED = 'Member Successfully removed!';

/** settings/members (Manage Access): members and pending invitations; owners and admins invite and remove. */
export default function MembersView() {
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const alert = useAlert();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [removing, setRemoving] = useState<Member | null>(null);
  const [busy, setBusy] = useState(false);

  const setup = useQuery(AppSetupQuery, { variables: { appUuid }, skip: appUuid === '' });
  // The session primes Me; reading only the cache keeps this screen off the network for it.
  const me = useQuery(MeQuery, { fetchPolicy: 'cache-only' });
  const { data, loading, error, refetch } = useQuery(MembersQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [revoke] = useMutation(MemberRevokeMutation);
  const [changeRole] = useMutation(MemberRoleUpdateMutation);

  const myRole = setup.data?.fetchAppByUuid.myRole;
  const myEmail = me.data?.me?.email;
  const manage = canManageApp(myRole);
  const members = useMemo(() => sortMembers(data?.members ?? []), [data]);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const result = await revoke({
        variables: { input: { appUuid, memberUuid: removing.uuid } },
        update: (cache, { data: answer }) => {
          const gone = answer?.memberRevoke.memberUuid;
          if (!gone) return;
          cache.updateQuery({ query: MembersQuery, variables: { appUuid } }, (current) =>
            current ? { members: current.members.filter((m) => m.uuid !== gone) } : current,
          );
        },
      });
      if (result.data) alert.success(MEMBER_REMOVED);
    } catch (err) {
      alert.error(err);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const onRoleChange = async (member: Member, role: 'admin' | 'store_manager') => {
    try {
      await changeRole({ variables: { input: { appUuid, memberUuid: member.uuid, role } } });
      alert.success('Member Successfully updated!');
    } catch (err) {
      alert.error(err);
    }
  };

  let body: ReactNode;
  if (error && !data) {
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (loading && !data) {
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading members">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  } else if (members.length === 0) {
    body = (
      <Card sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h3">No members yet</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Invite an admin or a store manager to help run this store.
        </Typography>
      </Card>
    );
  } else {
    body = (
      <MembersList
        members={members}
        layout={wide ? 'table' : 'cards'}
        revocable={(member) => canRevoke(myRole, member, myEmail)}
        isMe={(member) => myEmail !== undefined && member.email.toLowerCase() === myEmail.toLowerCase()}
        onRevoke={setRemoving}
        roleEditable={(member) => canChangeRole(myRole, member, myEmail)}
        onRoleChange={(member, role) => void onRoleChange(member, role)}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1040 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box>
          <Typography variant="h1">Manage Access</Typography>
          <Typography color="text.secondary">
            Who can sign in to this store, with which role, and pending invitations.
          </Typography>
        </Box>
        {manage && route ? (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Outlined />}
            component={RouterLink}
            to={route.url('member-new')}
            sx={{ flexShrink: 0 }}
          >
            Invite member
          </Button>
        ) : null}
      </Stack>
      {myRole !== undefined && !manage ? (
        <Alert severity="info">Only the store owner and admins can invite or remove members.</Alert>
      ) : null}
      {body}
      <ConfirmDialog
        open={removing !== null}
        title="Remove member"
        message={REMOVE_MEMBER_QUESTION}
        detail={removing ? removing.email : undefined}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
