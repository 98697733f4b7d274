import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate } from 'react-router';
import { dashboardUrl } from '../../../bundles';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useSetupApp } from '../hooks';
import { resumeUrl } from '../progress';

/** /diy/{appUuid}/step-redirecter: opens the first setup step the store has not done, or its dashboard. */
export default function StepRedirecterView() {
  const { app, error, refetch } = useSetupApp();
  if (app) return <Navigate to={resumeUrl(app, dashboardUrl(app.bundleKey, app.uuid))} replace />;
  if (error)
    return (
      <Box sx={{ maxWidth: 600, mx: 'auto' }}>
        <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
      </Box>
    );
  return <LinearProgress aria-label="Finding where you left off" />;
}
