import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { MerchantCategoryForm, type MerchantCategoryFormProps } from './MerchantCategoryForm';

export const MERCHANT_CATEGORY_TITLE = 'Merchant Category and Description';

export interface MerchantCategoryDialogProps {
  open: boolean;
  /** The form's data; null while it loads. */
  form: Omit<MerchantCategoryFormProps, 'onDismiss' | 'dismissLabel'> | null;
  loadError?: string | null;
  onRetry?: () => void;
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** Persistent: a click outside or Escape never closes it; only its own buttons do. */
export function MerchantCategoryDialog({
  open,
  form,
  loadError,
  onRetry,
  onDismiss,
  dismissLabel,
}: MerchantCategoryDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  let body: ReactNode;
  if (loadError) {
    body = (
      <DialogContent>
        <Alert
          severity="error"
          action={
            <Stack direction="row" spacing={1}>
              {onRetry ? (
                <Button color="inherit" size="small" onClick={onRetry}>
                  Retry
                </Button>
              ) : null}
              {onDismiss ? (
                <Button color="inherit" size="small" onClick={onDismiss}>
                  Close
                </Button>
              ) : null}
            </Stack>
          }
        >
          {loadError}
        </Alert>
      </DialogContent>
    );
  } else if (form === null) {
    body = (
      <DialogContent aria-busy="true" aria-label="Loading categories">
        <Stack spacing={1.5}>
          <Skeleton width="70%" />
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      </DialogContent>
    );
  } else {
    body = <MerchantCategoryForm {...form} onDismiss={onDismiss} dismissLabel={dismissLabel} />;
  }

  return (
    <Dialog
      open={open}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="merchant-category-title"
    >
      <DialogTitle id="merchant-category-title">{MERCHANT_CATEGORY_TITLE}</DialogTitle>
      {body}
    </Dialog>
  );
}
