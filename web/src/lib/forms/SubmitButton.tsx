import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { softDisabled } from '../a11y/softDisabled';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form is being sent: the button looks and acts disabled and shows its progress. */
  submitting: boolean;
  /** Said instead of the label while sending ('Sending…'); without it a spinner shows the progress. */
  submittingLabel?: ReactNode;
}

/**
 * A form's submit button (contained unless told otherwise), inactive while the form is sent. While
 * sending it stays focusable (aria-disabled, not disabled), so the keyboard user who pressed it keeps
 * their place instead of being dropped to the page; a press, or Enter in a field (the browser clicks
 * the submit button), does not send the form again.
 */
export function SubmitButton({
  submitting,
  submittingLabel,
  disabled,
  startIcon,
  variant = 'contained',
  className,
  onClick,
  children,
  ...props
}: SubmitButtonProps) {
  const spinner = submitting && submittingLabel === undefined;
  const sending = submitting && !disabled;
  return (
    <Button
      {...props}
      type="submit"
      variant={variant}
      disabled={disabled}
      onClick={onClick}
      // Inactive while sending, yet focusable; a press (even the browser's for Enter) sends nothing.
      {...(sending ? softDisabled(true, () => undefined) : {})}
      className={sending ? `${className ?? ''} Mui-disabled`.trim() : className}
      startIcon={spinner ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
    >
      {submitting && submittingLabel !== undefined ? submittingLabel : children}
    </Button>
  );
}
