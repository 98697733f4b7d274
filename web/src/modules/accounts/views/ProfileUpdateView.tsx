import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Me } from '../../../app/session/SessionContext';
import { topUrl } from '../../../bundles';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { accountSecurityDefaults } from '../accountSecurity';
import { AccountSecurityForm } from '../components/AccountSecurityForm/AccountSecurityForm';
import { NAMES_FIELDS, NamesForm, type NamesValues } from '../components/NamesForm/NamesForm';
import { MeQuery, UserSettingUpdateMutation } from '../graphql/session';
import { useAccountSecuritySubmit } from '../hooks/useAccountSecuritySubmit';
import { ACCOUNT_SECURITY_REASON, updated } from '../messages';

function Section({ title, caption, children }: { title: string; caption?: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Stack spacing={0.5}>
            <Typography variant="h3" component="h2">
              {title}
            </Typography>
            {caption ? <Typography color="text.secondary">{caption}</Typography> : null}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

function UpdateForms({ user }: { user: Me }) {
  const alert = useAlert();
  const [updateNames] = useMutation(UserSettingUpdateMutation);
  const submitSecurity = useAccountSecuritySubmit(user.uuid);
  const submitNames = async (values: NamesValues) => {
    try {
      await updateNames({ variables: { input: values } });
      alert.success(updated('Profile'));
      return undefined;
    } catch (error) {
      return formFailure(error, NAMES_FIELDS);
    }
  };
  const defaults = accountSecurityDefaults(user);
  return (
    <>
      <Section title="Name">
        <NamesForm
          defaults={{ firstName: defaults.firstName, lastName: defaults.lastName }}
          onSubmit={submitNames}
        />
      </Section>
      <Section title="Account security" caption={ACCOUNT_SECURITY_REASON}>
        <AccountSecurityForm defaults={defaults} onSubmit={submitSecurity} />
      </Section>
    </>
  );
}

/** /profile/update — edit the name (userSettingUpdate) and the account security details. */
export default function ProfileUpdateView() {
  const { data, loading, error, refetch } = useQuery(MeQuery);
  const user = data?.me ?? null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 840 }}>
      <Stack spacing={1}>
        <Button
          component={RouterLink}
          to={topUrl('profile')}
          startIcon={<ArrowBackOutlined />}
          sx={{ alignSelf: 'flex-start', ml: -1 }}
        >
          My Account
        </Button>
        <Typography variant="h1">Update Account</Typography>
        <Typography color="text.secondary">Your name and the details that keep your account safe.</Typography>
      </Stack>
      {error ? <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} /> : null}
      {loading && !user ? (
        <Stack spacing={3} role="status" aria-label="Loading your account">
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={360} />
        </Stack>
      ) : null}
      {user ? <UpdateForms key={user.uuid} user={user} /> : null}
    </Stack>
  );
}
