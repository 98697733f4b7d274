import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form is being sent: the button is disabled and shows its progress. */
  submitting: boolean;
  /** Said instead of the label while sending ('Sending…'); without it a spinner shows the progress. */
  submittingLabel?: ReactNode;
}

/** A form's submit button (contained unless told otherwise), disabled while the form is sent. */
export function SubmitButton({
  submitting,
  submittingLabel,
  disabled,
  startIcon,
  variant = 'contained',
  children,
  ...props
}: SubmitButtonProps) {
  const spinner = submitting && submittingLabel === undefined;
  return (
    <Button
      {...props}
      type="submit"
      variant={variant}
      disabled={submitting || disabled}
      startIcon={spinner ? <CircularProgress size={18} color="inherit" /> : startIcon}
    >
      {submitting && submittingLabel !== undefined ? submittingLabel : children}
    </Button>
  );
}
