import { useMutation } from '@apollo/client/react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { type CustomerValues, customerFieldsFromServer, customerInput } from '../customerForm';
import {
  AppHasDefaultPaymentMethodQuery,
  BillingCustomerCreateMutation,
  CustomerDetailsQuery,
} from '../graphql/paymentMethods';
import { CUSTOMER_CREATED } from '../paymentMethods';
import { CustomerForm } from './CustomerForm';

export interface BillingCustomerDialogProps {
  appUuid: string;
  open: boolean;
  onClose: () => void;
}

/** The payment-method modal billing pages open when the store has no customer at the provider (document 3 §2). */
export function BillingCustomerDialog({ appUuid, open, onClose }: BillingCustomerDialogProps) {
  const alert = useAlert();
  const [create] = useMutation(BillingCustomerCreateMutation, {
    refetchQueries: [CustomerDetailsQuery, AppHasDefaultPaymentMethodQuery],
    awaitRefetchQueries: true,
  });
  const save = async (values: CustomerValues) => {
    try {
      await create({ variables: { input: customerInput(appUuid, values) } });
      alert.success(CUSTOMER_CREATED);
      onClose();
      return undefined;
    } catch (err) {
      const result = formFailure(err, customerFieldsFromServer);
      if (result.message) alert.error(err);
      return result.fields ? result : {};
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="billing-customer-title"
      slotProps={{ paper: { sx: { width: 480, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="billing-customer-title">Connect a payment method</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          First, who should we bill? A payment method is required for automatic monthly billing of your
          subscription and transaction fees.
        </DialogContentText>
        <CustomerForm onSubmit={save} />
      </DialogContent>
    </Dialog>
  );
}
