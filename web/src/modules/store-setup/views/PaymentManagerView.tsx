import { useMutation, useQuery } from '@apollo/client/react';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Add from '@mui/icons-material/Add';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import type { PaymentAccountFieldsFragment } from '../../../generated/graphql';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { useManagerAccess } from '../../apps/hooks/useManagerAccess';
import {
  EMPTY_ACCOUNT,
  PaymentAccountDialog,
  type PaymentAccountValues,
} from '../components/PaymentAccountDialog/PaymentAccountDialog';
import {
  StorePaymentAccountCreateMutation,
  StorePaymentAccountDeleteMutation,
  StorePaymentAccountsQuery,
  StorePaymentAccountUpdateMutation,
} from '../graphql/paymentAccounts';

const NAME = 'Payment Account';

type Editing = { account: PaymentAccountFieldsFragment | null; errors: Record<string, string> };

const valuesOf = (a: PaymentAccountFieldsFragment): PaymentAccountValues => ({
  kind: a.kind,
  bankName: a.bankName,
  accountName: a.accountName,
  accountNumber: a.accountNumber,
  qr:
    a.qrPhotoUuid && a.qrImageUrl
      ? { uuid: a.qrPhotoUuid, url: a.qrImageUrl, thumbnailUrl: a.qrImageUrl }
      : null,
});

/** Payment Manager (ecommerce-payment): where customers pay by bank transfer or e-wallet, with QR codes. */
export default function PaymentManagerView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const alert = useAlert();
  const { readOnly } = useManagerAccess(appUuid);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<PaymentAccountFieldsFragment | null>(null);
  const { data, error, refetch } = useQuery(StorePaymentAccountsQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [{ query: StorePaymentAccountsQuery, variables: { appUuid } }];
  const [create, { loading: creating }] = useMutation(StorePaymentAccountCreateMutation, { refetchQueries });
  const [update, { loading: updating }] = useMutation(StorePaymentAccountUpdateMutation);
  const [remove, { loading: removingBusy }] = useMutation(StorePaymentAccountDeleteMutation, {
    refetchQueries,
  });
  const accounts = data?.storePaymentAccounts;

  const save = async (values: PaymentAccountValues) => {
    if (!editing) return;
    const fields = {
      kind: values.kind,
      bankName: values.kind === 'bank' ? values.bankName : '',
      accountName: values.accountName,
      accountNumber: values.accountNumber,
      qrPhotoUuid: values.qr?.uuid ?? null,
    };
    try {
      if (editing.account) {
        await update({ variables: { input: { uuid: editing.account.uuid, ...fields } } });
        alert.success(`${NAME} Successfully updated!`);
      } else {
        await create({ variables: { input: { appUuid, ...fields } } });
        alert.success(`${NAME} Successfully created!`);
      }
      setEditing(null);
    } catch (err) {
      const problems = fieldErrors(err);
      if (Object.keys(problems).length) setEditing({ ...editing, errors: problems });
      else alert.error(err);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { input: { uuid: removing.uuid } } });
      alert.success(`${NAME} Successfully removed!`);
    } catch (err) {
      alert.error(err);
    } finally {
      setRemoving(null);
    }
  };

  let body: ReactNode;
  if (error && !accounts) body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!accounts)
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading payment accounts">
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={88} />
      </Stack>
    );
  else if (accounts.length === 0)
    body = (
      <Card variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h3">No payment accounts yet</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Customers can pay cash on delivery. Add a bank account or a GCash or Maya number to also take bank
          transfers and e-wallet payments.
        </Typography>
      </Card>
    );
  else
    body = (
      <Stack
        component="ul"
        spacing={1.5}
        aria-label="Payment accounts"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {accounts.map((a) => (
          <Card component="li" variant="outlined" key={a.uuid} sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ color: 'primary.main', display: { xs: 'none', sm: 'block' } }} aria-hidden>
                {a.kind === 'bank' ? <AccountBalanceOutlined /> : <PhoneIphoneOutlined />}
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="h3" component="h2">
                  {a.bankName || a.kindLabel}
                </Typography>
                <Typography>{a.accountName}</Typography>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {a.accountNumber}
                </Typography>
              </Box>
              {a.qrImageUrl ? (
                <Box
                  component="img"
                  src={a.qrImageUrl}
                  alt={`QR code for ${a.bankName || a.kindLabel}`}
                  sx={{ width: 72, height: 72, objectFit: 'contain' }}
                />
              ) : null}
              {readOnly ? null : (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setEditing({ account: a, errors: {} })}
                    aria-label={`Edit ${a.bankName || a.kindLabel} ${a.accountName}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRemoving(a)}
                    aria-label={`Remove ${a.bankName || a.kindLabel} ${a.accountName}`}
                  >
                    Remove
                  </Button>
                </Stack>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h1">{info?.title ?? 'Payment Manager'}</Typography>
          <Typography color="text.secondary">
            Where customers pay you by bank transfer or e-wallet. Your checkout shows these accounts.
          </Typography>
        </Box>
        {readOnly ? null : (
          <Box>
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing({ account: null, errors: {} })}
            >
              Add account
            </Button>
          </Box>
        )}
      </Stack>
      {body}
      {editing ? (
        <PaymentAccountDialog
          appUuid={appUuid}
          title={editing.account ? 'Edit payment account' : 'Add payment account'}
          initial={editing.account ? valuesOf(editing.account) : EMPTY_ACCOUNT}
          busy={creating || updating}
          errors={editing.errors}
          onSave={(values) => void save(values)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove payment account"
        message={`Do you want to remove this ${NAME.toLowerCase()}?`}
        busy={removingBusy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
