import { useQuery } from '@apollo/client/react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { topUrl } from '../../../bundles';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { ProfileDetails } from '../components/ProfileDetails/ProfileDetails';
import { MeQuery } from '../graphql/session';

/** /profile — My Account: the signed-in user's details, read-only. */
export default function ProfileView() {
  const { data, loading, error, refetch } = useQuery(MeQuery);
  return (
    <Stack spacing={3} sx={{ maxWidth: 840 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1.5 }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="h1">My Account</Typography>
          <Typography color="text.secondary">Your sign-in and contact details.</Typography>
        </Stack>
        <Button
          component={RouterLink}
          to={topUrl('profile-update')}
          variant="contained"
          startIcon={<EditOutlined />}
        >
          Edit
        </Button>
      </Stack>
      {error ? <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} /> : null}
      {loading && !data ? <Skeleton variant="rounded" height={420} /> : null}
      {data?.me ? <ProfileDetails user={data.me} /> : null}
    </Stack>
  );
}
