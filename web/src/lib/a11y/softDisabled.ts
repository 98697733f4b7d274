import type { MouseEvent } from 'react';

/** A MUI button's props while it is (or is not) inactive. */
export interface SoftDisabledProps {
  'aria-disabled'?: true;
  className?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Props for a MUI button that can turn inactive while it has focus (Next on the last page, a button
 * that waits for its own request): it then looks and acts disabled (aria-disabled, MUI's disabled
 * style, presses ignored) but stays focusable, so the keyboard user is not dropped to the page.
 */
export function softDisabled(inactive: boolean, onClick: () => void): SoftDisabledProps {
  return inactive
    ? { 'aria-disabled': true, className: 'Mui-disabled', onClick: (event) => event.preventDefault() }
    : { onClick: () => onClick() };
}
