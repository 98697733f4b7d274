import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TEST_CATALOGUE } from '../../testing/catalogue';
import { CategoryPicker } from './CategoryPicker';
import { type CategorySelection, initialSelection } from './categorySelection';

function Harness({ start = initialSelection(TEST_CATALOGUE) }: { start?: CategorySelection }) {
  const [value, setValue] = useState(start);
  return <CategoryPicker value={value} onChange={setValue} />;
}

const group = (name: string) => screen.getByRole('group', { name });
const primaryBox = (name: string) => within(group(name)).getByRole('checkbox', { name });

describe('CategoryPicker', () => {
  it('has the default label and Please Select, with primaries collapsed', () => {
    render(<Harness />);
    expect(screen.getByText('Merchant Category')).toBeInTheDocument();
    expect(screen.getByText('Please Select')).toBeInTheDocument();
    expect(within(group('Audio')).queryByRole('checkbox', { name: 'Speakers' })).not.toBeInTheDocument();
  });

  it('choosing a primary ticks and shows all its secondaries; choosing again clears and hides them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(primaryBox('Audio'));
    expect(primaryBox('Audio')).toBeChecked();
    for (const name of ['Headphones', 'Speakers', 'Microphones']) {
      expect(within(group('Audio')).getByRole('checkbox', { name })).toBeChecked();
    }
    expect(screen.getByText('Selected: 1 Primary Category, 3 Secondary Categories')).toBeInTheDocument();
    await user.click(primaryBox('Audio'));
    expect(primaryBox('Audio')).not.toBeChecked();
    expect(screen.getByText('Please Select')).toBeInTheDocument();
  });

  it('shows a partly chosen primary as indeterminate and turns it off with its last secondary', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(within(group('Caterers')).getByRole('button', { name: 'Show Caterers options' }));
    const filipino = within(group('Caterers')).getByRole('checkbox', { name: 'Filipino' });
    await user.click(filipino);
    expect(primaryBox('Caterers')).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByText('Selected: 1 Primary Category, 1 Secondary Category')).toBeInTheDocument();
    await user.click(filipino);
    expect(primaryBox('Caterers')).not.toBeChecked();
    expect(primaryBox('Caterers')).toHaveAttribute('data-indeterminate', 'false');
  });

  it('keeps Street Food untouched when Filipino is chosen under Caterers', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(within(group('Caterers')).getByRole('button', { name: 'Show Caterers options' }));
    await user.click(within(group('Caterers')).getByRole('checkbox', { name: 'Filipino' }));
    await user.click(within(group('Street Food')).getByRole('button', { name: 'Show Street Food options' }));
    expect(within(group('Street Food')).getByRole('checkbox', { name: 'Filipino' })).not.toBeChecked();
    expect(primaryBox('Street Food')).not.toBeChecked();
  });
});
