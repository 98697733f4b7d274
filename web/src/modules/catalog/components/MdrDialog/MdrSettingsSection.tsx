import { useQuery } from '@apollo/client/react';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { canManageApp } from '../../../apps/access';
import { AppMdrQuery } from '../../graphql/mdr';
import { MDR_APPLIED_MESSAGE, mdrAsked } from '../../mdr';
import { MdrDialog } from './MdrDialog';

/**
 * In-App Store Settings: whether the 2.5% payment fee (MDR) is in the prices, and the way back into
 * the MDR dialog after Later. Nothing for main stores and the excluded bundles.
 */
export function MdrSettingsSection({ appUuid }: { appUuid: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(AppMdrQuery, { variables: { appUuid } });
  const app = data?.fetchAppByUuid;
  if (!app || !mdrAsked(app)) return null;
  const manage = canManageApp(app.myRole);
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <PercentOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography id={id} variant="h3">
            Payment fee (MDR)
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {app.mdrApplied
              ? MDR_APPLIED_MESSAGE
              : 'Not confirmed yet: the 2.5% payment fee must be included in your prices, never added at checkout.'}
          </Typography>
          {manage && !app.mdrApplied ? (
            <Stack direction="row">
              <Button variant="outlined" onClick={() => setOpen(true)}>
                Review payment fee
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </Stack>
      <MdrDialog
        appUuid={appUuid}
        bundleKey={app.bundleKey}
        open={open}
        onDismiss={() => setOpen(false)}
        onDone={() => setOpen(false)}
      />
    </Card>
  );
}
