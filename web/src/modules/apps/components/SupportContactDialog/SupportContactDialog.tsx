import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { DIALOG_WIDTH_LG } from '../../../../lib/constants';
import { PhMobileField } from '../../../../lib/forms/PhMobileField';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { isValidPhMobile, toContactNumber } from '../../../../lib/phone';
import { invalid, isValidEmail, required } from '../../../../lib/validation';
import { EmailChipsField } from '../EmailChipsField/EmailChipsField';
import { commitEmailText } from '../EmailChipsField/emailChips';

export const SUPPORT_EMAILS_LABEL = 'Support Email Recipients';
export const SUPPORT_NUMBER_LABEL = 'Support Contact Number';

/** Support dialog (document 1 §5): at least one valid e-mail; the contact number is optional. */
export const supportContactSchema = z.object({
  supportEmails: z.array(z.string()).check(
    z.minLength(1, required(SUPPORT_EMAILS_LABEL)),
    z.refine((emails) => emails.every(isValidEmail), invalid(SUPPORT_EMAILS_LABEL)),
  ),
  supportContactNumber: z
    .string()
    .check(z.refine((value) => value.trim() === '' || isValidPhMobile(value), invalid(SUPPORT_NUMBER_LABEL))),
});

export type SupportContactValues = z.output<typeof supportContactSchema>;

/** What updateSupportDetails takes besides appUuid: one comma-joined string, the number without +63 and spaces. */
export interface SupportContactInput {
  supportEmailList: string;
  supportContactNumber: string | null;
}

export function toSupportContactInput(values: SupportContactValues): SupportContactInput {
  const number = values.supportContactNumber.trim();
  return {
    supportEmailList: values.supportEmails.join(','),
    supportContactNumber: number === '' ? null : toContactNumber(number),
  };
}

export interface SupportContactDialogProps {
  open: boolean;
  initialEmails: readonly string[];
  /** The display form, '+63 917 123 4567', or ''. */
  initialNumber: string;
  /** Sends the request; the dialog closes itself when it ends, success or failure. */
  onSubmit: (input: SupportContactInput) => Promise<void>;
  onClose: () => void;
}

/** The form; the dialog unmounts it when closed, so each opening starts from the saved values. */
function SupportContactForm({
  initialEmails,
  initialNumber,
  onSubmit,
  onClose,
}: Omit<SupportContactDialogProps, 'open'>) {
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);
  const form = useForm({
    resolver: zodResolver(supportContactSchema),
    mode: 'onTouched',
    defaultValues: { supportEmails: [...initialEmails], supportContactNumber: initialNumber },
  });
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { touchedFields, isSubmitted, isSubmitting },
  } = form;
  const { shownError, fieldProps } = useFieldFeedback(form);

  /** Adds the typed addresses; returns false when some were refused. */
  const commit = (typed: string): boolean => {
    const result = commitEmailText(getValues('supportEmails'), typed);
    setValue('supportEmails', result.emails, {
      shouldTouch: true,
      shouldDirty: true,
      shouldValidate: isSubmitted || Boolean(touchedFields.supportEmails),
    });
    setText(result.remaining);
    setRefused(result.invalid);
    return !result.invalid;
  };

  const send = handleSubmit(async (values) => {
    await onSubmit(toSupportContactInput(values));
    onClose();
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The form is touched on submit; the request goes out only when everything is valid.
    const accepted = text.trim() === '' || commit(text);
    if (!accepted) {
      await handleSubmit(() => undefined)();
      return;
    }
    await send();
  };

  const emailsError = refused ? invalid(SUPPORT_EMAILS_LABEL) : shownError('supportEmails');

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography color="text.secondary">
            Customer inquiries go to these addresses. Each new address gets an email to verify it.
          </Typography>
          <Controller
            name="supportEmails"
            control={control}
            render={({ field }) => (
              <EmailChipsField
                label={SUPPORT_EMAILS_LABEL}
                emails={field.value}
                onEmailsChange={(emails) => {
                  field.onChange(emails);
                  field.onBlur();
                }}
                text={text}
                onTextChange={(next) => {
                  setText(next);
                  if (refused) setRefused(false);
                }}
                onCommit={(typed) => void commit(typed)}
                onBlur={field.onBlur}
                error={emailsError}
                helperText="Type an address and press Enter or comma."
                disabled={isSubmitting}
                autoFocus
              />
            )}
          />
          <Controller
            name="supportContactNumber"
            control={control}
            render={({ field }) => (
              <PhMobileField
                label={`${SUPPORT_NUMBER_LABEL} (optional)`}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                {...fieldProps('supportContactNumber')}
                disabled={isSubmitting}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton submitting={isSubmitting} submittingLabel="Submitting…">
          Submit
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

/** Support Contact Details (persistent, width 600): Escape and clicks outside never close it. */
export function SupportContactDialog({ open, ...props }: SupportContactDialogProps) {
  return (
    <Dialog
      open={open}
      aria-labelledby="support-contact-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_LG, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="support-contact-title">Support Contact Details</DialogTitle>
      <SupportContactForm {...props} />
    </Dialog>
  );
}
