import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../session/SessionContext';

/** /404 (not-found), also shown in place of an app that does not exist. */
export default function NotFoundView() {
  const { token } = useSession();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2 }}>
      <Typography
        variant="h1"
        component="p"
        sx={{ fontSize: { xs: '3rem', sm: '4rem' }, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography variant="h2" component="h1">
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        The page you are looking for does not exist or is not yours to see.
      </Typography>
      <Button component={RouterLink} to={token ? '/apps' : '/login/client'} variant="contained">
        {token ? 'Back to My In-App Stores' : 'Go to sign in'}
      </Button>
    </Stack>
  );
}
