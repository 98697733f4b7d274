import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhMobileField, type PhMobileFieldProps } from './PhMobileField';

function Controlled({ initial = '', ...props }: Partial<PhMobileFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <PhMobileField {...props} value={value} onChange={setValue} />;
}

function setup(props: Partial<PhMobileFieldProps> & { initial?: string } = {}) {
  const user = userEvent.setup();
  render(<Controlled {...props} />);
  return { user, input: screen.getByLabelText(props.label?.toString() ?? 'Mobile Number') };
}

describe('PhMobileField', () => {
  it('formats the number as +63 NNN NNN NNNN while it is typed', async () => {
    const { user, input } = setup();
    await user.type(input, '09171234567');
    expect(input).toHaveValue('+63 917 123 4567');
  });

  it('keeps only valid characters and stops at ten digits (16 characters)', async () => {
    const { user, input } = setup();
    await user.type(input, '+63 9a1b7');
    expect(input).toHaveValue('+63 917');
    await user.type(input, '123456789');
    expect(input).toHaveValue('+63 917 123 4567');
    expect(input).toHaveAttribute('maxLength', '16');
  });

  it('lets the +63 prefix be typed and deleted one character at a time', async () => {
    const { user, input } = setup();
    await user.type(input, '+6');
    expect(input).toHaveValue('+6');
    await user.type(input, '3');
    expect(input).toHaveValue('+63');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('+6');
  });

  it('keeps the caret before the digits that followed it when editing inside the number', async () => {
    const { user, input } = setup({ initial: '+63 917 12' });
    // Typing 5 right after '917': the number regroups, the caret stays after the 5.
    await user.type(input, '5', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(input).toHaveValue('+63 917 512');
    await waitFor(() => expect((input as HTMLInputElement).selectionStart).toBe(9));
  });

  it('is a tel input that passes its label, name, state and messages through', async () => {
    const onBlur = vi.fn();
    const { user, input } = setup({
      label: 'Support Contact Number (optional)',
      name: 'supportContactNumber',
      error: true,
      helperText: 'Support Contact Number is invalid',
      onBlur,
    });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputMode', 'tel');
    expect(input).toHaveAttribute('autoComplete', 'tel');
    expect(input).toHaveAttribute('name', 'supportContactNumber');
    expect(input).toHaveAttribute('placeholder', '+63 9XX XXX XXXX');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Support Contact Number is invalid');
    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('can be disabled', () => {
    const { input } = setup({ disabled: true });
    expect(input).toBeDisabled();
  });
});
