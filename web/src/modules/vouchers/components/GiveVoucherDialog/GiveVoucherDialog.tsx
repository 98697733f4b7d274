import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId, useState } from 'react';
import type { VoucherFieldsFragment } from '../../../../generated/graphql';
import { DIALOG_WIDTH_MD } from '../../../../lib/constants';
import { errorMessage, fieldErrors } from '../../../../lib/errors';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import { PhMobileField } from '../../../../lib/forms/PhMobileField';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { isValidPhMobile, toContactNumber } from '../../../../lib/phone';
import { invalid, required } from '../../../../lib/validation';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { VoucherClaimMutation } from '../../graphql/vouchers';
import { GIVEN } from '../../voucherText';

export interface GiveVoucherDialogProps {
  voucher: VoucherFieldsFragment;
  onClose: () => void;
  /** After the code was given (e.g. refetch the list). */
  onGiven: () => void;
}

/** Gives an issued code to one customer by mobile number (+63): only that number can use it at checkout. */
export function GiveVoucherDialog({ voucher, onClose, onGiven }: GiveVoucherDialogProps) {
  const titleId = useId();
  const alert = useAlert();
  const [mobile, setMobile] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [claim, { loading }] = useMutation(VoucherClaimMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setFormError(null);
    if (mobile.trim() === '') return setFieldError(required('Mobile Number'));
    if (!isValidPhMobile(mobile)) return setFieldError(invalid('Mobile Number'));
    setFieldError(null);
    try {
      await claim({ variables: { input: { uuid: voucher.uuid, mobileNumber: toContactNumber(mobile) } } });
      alert.success(GIVEN);
      onGiven();
      onClose();
    } catch (err) {
      const onField = fieldErrors(err).mobileNumber;
      if (onField) setFieldError(onField);
      else setFormError(errorMessage(err));
    }
  };

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_MD, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Give {voucher.code} to a customer</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {voucher.promotion.title}: only this mobile number can use the code at checkout.
          </DialogContentText>
          <FormAlert message={formError} />
          <PhMobileField
            autoFocus
            required
            fullWidth
            value={mobile}
            onChange={(value) => {
              setMobile(value);
              setFieldError(null);
            }}
            error={fieldError !== null}
            helperText={fieldError ?? ' '}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <SubmitButton submitting={loading}>Give</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
