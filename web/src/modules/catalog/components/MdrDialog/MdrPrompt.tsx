import { useQuery } from '@apollo/client/react';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { canManageApp } from '../../../apps/access';
import { AppMdrQuery } from '../../graphql/mdr';
import { deferMdr, isMdrDeferred, mdrDue } from '../../mdr';
import { MdrDialog } from './MdrDialog';

export interface MdrPromptProps {
  appUuid: string;
  /** Another dialog is open: the MDR dialog waits (one dialog at a time). */
  blocked?: boolean;
}

/**
 * Inside an app, for its owner and admins, while the fee is not confirmed (document 3 §4): a banner
 * asking about the 2.5% payment fee (MDR) that opens the MDR dialog. Later hides it for this store in
 * this browser (issue 15: ask once); In-App Store Settings keeps the way back. A banner rather than a
 * dialog opening by itself, so it never stands in front of another prompt or the merchant's work.
 * Fetch failures are logged only, like the other setup prompts.
 */
export function MdrPrompt({ appUuid, blocked = false }: MdrPromptProps) {
  const { data, error } = useQuery(AppMdrQuery, { variables: { appUuid } });
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  const app = data?.fetchAppByUuid;
  const [closed, setClosed] = useState(() => isMdrDeferred(appUuid));
  const [open, setOpen] = useState(false);
  if (!app || closed || !canManageApp(app.myRole)) return null;
  // The dialog stays while open: applying sets mdrApplied before its completion step shows.
  if (!mdrDue(app) && !open) return null;
  return (
    <>
      <Alert
        severity="info"
        role="region"
        aria-label="Payment fee (MDR)"
        icon={<PercentOutlined />}
        sx={{
          mb: 2,
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          alignItems: { sm: 'center' },
          '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0, overflowWrap: 'anywhere' },
          '& .MuiAlert-action': {
            width: { xs: '100%', sm: 'auto' },
            justifyContent: 'flex-end',
            ml: { xs: 0, sm: 'auto' },
            pt: { xs: 0, sm: 0.5 },
          },
        }}
        action={
          <Stack direction="row" spacing={1}>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                deferMdr(appUuid);
                setClosed(true);
              }}
            >
              Later
            </Button>
            <Button color="inherit" size="small" variant="outlined" onClick={() => setOpen(true)}>
              Review
            </Button>
          </Stack>
        }
      >
        Is the 2.5% payment fee (MDR) already included in all your product prices? It can't be added at
        checkout.
      </Alert>
      <MdrDialog
        appUuid={appUuid}
        bundleKey={app.bundleKey}
        open={open && !blocked}
        onDismiss={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          setClosed(true);
        }}
      />
    </>
  );
}
