import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type FormFailure, formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { canManageApp } from '../access';
import {
  INVITE_MEMBER_FIELDS,
  type InviteMemberField,
  InviteMemberForm,
  type InviteMemberValues,
} from '../components/InviteMemberForm/InviteMemberForm';
import { MemberInviteMutation, MembersQuery } from '../graphql/members';
import { AppSetupQuery } from '../graphql/settings';
import { useAppRoute } from '../hooks/useAppRoute';

export const INVITATION_CREATED = 'Invitation Successfully created!';

/** settings/members/create: invite by email with a role, then back to Manage Access. */
export default function MemberNewView() {
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const alert = useAlert();
  const navigate = useNavigate();
  const setup = useQuery(AppSetupQuery, { variables: { appUuid }, skip: appUuid === '' });
  const [invite] = useMutation(MemberInviteMutation);
  const myRole = setup.data?.fetchAppByUuid.myRole;
  const listUrl = route?.url('members') ?? '/apps';

  const submit = async (values: InviteMemberValues): Promise<FormFailure<InviteMemberField> | undefined> => {
    try {
      await invite({
        variables: { input: { appUuid, email: values.email, role: values.role } },
        update: (cache, { data }) => {
          const member = data?.memberInvite;
          if (!member) return;
          cache.updateQuery({ query: MembersQuery, variables: { appUuid } }, (current) =>
            current && !current.members.some((m) => m.uuid === member.uuid)
              ? { members: [...current.members, member] }
              : current,
          );
        },
      });
      alert.success(INVITATION_CREATED);
      navigate(listUrl);
      return undefined;
    } catch (err) {
      const failure = formFailure(err, INVITE_MEMBER_FIELDS);
      if (failure.message) alert.error(err);
      return failure;
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">Invite member</Typography>
        <Typography color="text.secondary">
          They get an email with a link to sign up and join this store with the role you choose.
        </Typography>
      </Stack>
      {myRole !== undefined && !canManageApp(myRole) ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={listUrl}>
              Back
            </Button>
          }
        >
          Only the store owner and admins can invite members.
        </Alert>
      ) : (
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <InviteMemberForm onSubmit={submit} onCancel={() => navigate(listUrl)} />
        </Card>
      )}
    </Stack>
  );
}
