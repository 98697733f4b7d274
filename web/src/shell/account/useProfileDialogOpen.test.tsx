import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferProfile, useProfileDialogOpen } from './profileCompletion';

const user = { uuid: 'u-1', role: 'client', birthdate: null, mobileNumber: null, businessEmail: null };

afterEach(() => localStorage.clear());

describe('useProfileDialogOpen', () => {
  it('is due until the user answers Later, and every waiting prompt hears it at once', () => {
    const { result } = renderHook(() => useProfileDialogOpen(user, '/apps/ecommerce-b2c/a/overview'));
    expect(result.current).toBe(true);
    act(() => deferProfile('u-1'));
    expect(result.current).toBe(false);
    // Still answered after a reload (this browser).
    const again = renderHook(() => useProfileDialogOpen(user, '/apps/ecommerce-b2c/a/overview'));
    expect(again.result.current).toBe(false);
  });
});
