import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChatSupport, SUPPORT_EMAIL } from './ChatSupport';
import { SupportDialog } from './SupportDialog';

describe('ChatSupport', () => {
  it('opens a named dialog with the support contact, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<ChatSupport />);
    const button = screen.getByRole('button', { name: 'Chat with us' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Need a hand?' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });
});

describe('SupportDialog', () => {
  it('gives the same support contact from the user menu, and closes', async () => {
    const user = userEvent.setup();
    let closed = false;
    render(<SupportDialog open onClose={() => (closed = true)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Need a hand?' });
    expect(within(dialog).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(closed).toBe(true);
  });
});
