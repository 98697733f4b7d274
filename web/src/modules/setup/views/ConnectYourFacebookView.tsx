import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { ConnectFacebookPage } from '../../page-connection';
import { SetupLayout } from '../components/SetupLayout';
import { useSetupApp } from '../hooks';
import { stepUrl } from '../progress';

/** Step 2: connect the store's Facebook page; Continue once a page is connected. */
export default function ConnectYourFacebookView() {
  const { appUuid, app, error, refetch } = useSetupApp();
  const next = app ? stepUrl('customize-mini-app', app) : null;
  return (
    <SetupLayout
      app={app}
      current="connect-your-facebook"
      title="Connect Your Facebook"
      intro="Your customers message your Facebook page; Suki answers them there and shows you every conversation."
    >
      {error && !app ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {!app && !error ? <LinearProgress aria-label="Loading your store" /> : null}
      <ConnectFacebookPage appUuid={appUuid} onConnected={() => void refetch()} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {next ? (
          <Button component={RouterLink} to={next} variant="contained">
            Continue
          </Button>
        ) : null}
      </Stack>
    </SetupLayout>
  );
}
