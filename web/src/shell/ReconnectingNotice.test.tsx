import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveStatus, OFFLINE_NOTICE_MS } from '../app/liveStatus';
import { ReconnectingNotice } from './ReconnectingNotice';

describe('ReconnectingNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => liveStatus.connected());
    vi.useRealTimers();
  });

  it('says "Reconnecting…" only once the live channel has been down for 3 s, and goes when it is back', () => {
    render(<ReconnectingNotice />);
    act(() => liveStatus.closed());
    act(() => vi.advanceTimersByTime(OFFLINE_NOTICE_MS - 100));
    expect(screen.queryByText(/Reconnecting…/)).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reconnecting… Live updates will catch up by themselves.',
    );
    act(() => liveStatus.connected());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(/Reconnecting…/)).toBeNull();
  });

  it('does not show for a short blip', () => {
    render(<ReconnectingNotice />);
    act(() => liveStatus.closed());
    act(() => vi.advanceTimersByTime(1000));
    act(() => liveStatus.connected());
    act(() => vi.advanceTimersByTime(OFFLINE_NOTICE_MS));
    expect(screen.queryByText(/Reconnecting…/)).toBeNull();
  });
});
