import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { canManageApp } from '../access';
import { AppMaintenanceQuery, AppStoreStatusUpdateMutation } from '../graphql/maintenance';
import { useAppRoute } from '../hooks/useAppRoute';
import {
  isMerchantStoreStatus,
  MAINTENANCE_MESSAGE_MAX,
  MERCHANT_STATUS_CHOICES,
  type MerchantStoreStatus,
  maintenanceBlocked,
  maintenanceMessageProblem,
} from '../maintenance';

/** app-maintenance: open the store, put it under maintenance with a message for customers, or close it. */
export default function MaintenanceView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const alert = useAlert();
  const appUuid = route?.appUUID ?? '';
  const { data, loading, error, refetch } = useQuery(AppMaintenanceQuery, {
    variables: { appUuid },
    skip: !route,
  });
  const [save, { loading: saving }] = useMutation(AppStoreStatusUpdateMutation);
  const app = data?.fetchAppByUuid;
  const [status, setStatus] = useState<MerchantStoreStatus>('active_store');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!app) return;
    if (isMerchantStoreStatus(app.storeStatus)) setStatus(app.storeStatus);
    setMessage(app.maintenanceMessage);
  }, [app]);

  const title = <Typography variant="h1">{info?.title ?? 'Maintenance'}</Typography>;
  if (loading && !app)
    return (
      <Stack spacing={3}>
        {title}
        <Skeleton variant="rounded" height={260} aria-label="Loading store status" />
      </Stack>
    );
  if (!app)
    return (
      <Stack spacing={3}>
        {title}
        <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
      </Stack>
    );

  const blocked = maintenanceBlocked(app.storeStatus);
  const manager = canManageApp(app.myRole);
  const problem = touched ? maintenanceMessageProblem(message) : null;
  const onSave = async () => {
    setTouched(true);
    if (maintenanceMessageProblem(message)) return;
    try {
      await save({
        variables: {
          input: {
            appUuid,
            storeStatus: status,
            ...(status === 'maintenance' ? { maintenanceMessage: message } : {}),
          },
        },
      });
      alert.success('Store Status Successfully updated!');
    } catch (err) {
      alert.error(err);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Box>
        {title}
        <Typography color="text.secondary">
          Take {app.name} offline for a while, or close it, without losing anything.
        </Typography>
      </Box>
      <Card component="section" aria-labelledby="store-status-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography id="store-status-title" variant="h3">
            Store status
          </Typography>
          <Chip
            size="small"
            label={app.storeStatusLabel}
            color={app.storeStatus === 'active_store' ? 'success' : 'default'}
          />
        </Stack>
        {blocked ? (
          <Alert severity="info">{blocked}</Alert>
        ) : (
          <Stack spacing={2}>
            {manager ? null : (
              <Alert severity="info">Only the store owner or an admin can change this.</Alert>
            )}
            <FormControl disabled={!manager || saving}>
              <FormLabel id="store-status-choice">What customers get</FormLabel>
              <RadioGroup
                aria-labelledby="store-status-choice"
                value={status}
                onChange={(event) => {
                  if (isMerchantStoreStatus(event.target.value)) setStatus(event.target.value);
                }}
              >
                {MERCHANT_STATUS_CHOICES.map((choice) => (
                  <FormControlLabel
                    key={choice.value}
                    value={choice.value}
                    control={<Radio />}
                    label={
                      <Box sx={{ py: 0.5 }}>
                        <Typography>{choice.label}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {choice.help}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {status === 'maintenance' ? (
              <TextField
                label="Message for customers"
                multiline
                minRows={3}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                onBlur={() => setTouched(true)}
                disabled={!manager || saving}
                error={problem !== null}
                helperText={
                  problem ??
                  `${message.trim().length}/${MAINTENANCE_MESSAGE_MAX}. Shown on your store while it is under maintenance.`
                }
              />
            ) : null}
            {manager ? (
              <Box>
                <Button variant="contained" onClick={() => void onSave()} disabled={saving}>
                  {saving ? 'Saving…' : 'Save'}
                </Button>
              </Box>
            ) : null}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
