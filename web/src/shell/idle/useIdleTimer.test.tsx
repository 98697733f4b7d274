import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleTimer } from './useIdleTimer';

const IDLE = 20 * 60 * 1000;
const DELAY = 5000;

function setup(enabled = true) {
  const onLogout = vi.fn();
  const hook = renderHook(
    (props: { enabled: boolean }) =>
      useIdleTimer({ enabled: props.enabled, idleMs: IDLE, logoutDelayMs: DELAY, onLogout }),
    { initialProps: { enabled } },
  );
  return { onLogout, ...hook };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useIdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns idle exactly at the limit and logs out 5 seconds later', () => {
    const { result, onLogout } = setup();
    advance(IDLE - 1);
    expect(result.current.idle).toBe(false);
    advance(1);
    expect(result.current.idle).toBe(true);
    advance(DELAY - 1);
    expect(onLogout).not.toHaveBeenCalled();
    advance(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('restarts the limit on mouse, key, touch and scroll activity', () => {
    const { result } = setup();
    advance(IDLE - 1000);
    act(() => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    advance(IDLE - 1000);
    expect(result.current.idle).toBe(false);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    advance(IDLE - 1);
    expect(result.current.idle).toBe(false);
    act(() => {
      document.body.dispatchEvent(new Event('scroll'));
    });
    advance(IDLE - 1);
    expect(result.current.idle).toBe(false);
    advance(1);
    expect(result.current.idle).toBe(true);
  });

  it('ignores activity once the dialog is up: logout still follows', () => {
    const { result, onLogout } = setup();
    advance(IDLE);
    expect(result.current.idle).toBe(true);
    act(() => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    advance(DELAY);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('logs out at once on logoutNow and never twice', () => {
    const { result, onLogout } = setup();
    advance(IDLE);
    act(() => result.current.logoutNow());
    expect(onLogout).toHaveBeenCalledTimes(1);
    advance(DELAY * 2);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled (signed out)', () => {
    const { result, onLogout } = setup(false);
    advance(IDLE + DELAY);
    expect(result.current.idle).toBe(false);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('stops watching when disabled mid-way', () => {
    const { result, onLogout, rerender } = setup();
    advance(IDLE);
    rerender({ enabled: false });
    advance(DELAY);
    expect(result.current.idle).toBe(false);
    expect(onLogout).not.toHaveBeenCalled();
  });
});
