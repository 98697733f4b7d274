import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertBanner } from './AlertBanner';
import { AlertProvider, useAlert } from './AlertContext';

/** Buttons that raise alerts the way views do. */
function Raise() {
  const alert = useAlert();
  return (
    <>
      <button type="button" onClick={() => alert.success('Store Successfully created!')}>
        success
      </button>
      <button type="button" onClick={() => alert.error('Store Name is required')}>
        error
      </button>
    </>
  );
}

function renderBanner() {
  render(
    <AlertProvider>
      <Raise />
      <AlertBanner />
    </AlertProvider>,
  );
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AlertBanner', () => {
  it('keeps a success banner up for 2999 ms and hides it at 3000 ms (document 1 §2)', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Store Successfully created!');
    advance(2999);
    expect(screen.getByText('Store Successfully created!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Store Successfully created!')).not.toBeInTheDocument();
  });

  it('hides an error banner after the same 3000 ms', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Store Name is required');
    advance(2999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a newer alert its own full 3000 ms instead of the time left on the older one', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    expect(screen.queryByText('Store Successfully created!')).not.toBeInTheDocument();
    advance(2999);
    expect(screen.getByRole('alert')).toHaveTextContent('Store Name is required');
    advance(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
