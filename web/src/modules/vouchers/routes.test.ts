import { describe, expect, it } from 'vitest';
import { allAppRoutes } from '../../bundles/registry';
import { vouchersScreens } from './routes';

describe('vouchers screens', () => {
  it('serve store management vouchers and rebates, and every store-manager screen set voucher route', () => {
    const names: string[] = allAppRoutes().map((r) => r.name);
    const wanted = [
      'store-management-vouchers',
      'store-management-rebates',
      ...['store-manager', 'main-distributor'].flatMap((p) => [
        `${p}-vouchers`,
        `${p}-vouchers-redemption`,
        `${p}-vouchers-new`,
      ]),
    ];
    expect(wanted.filter((n) => !names.includes(n))).toEqual([]);
    expect(Object.keys(vouchersScreens).sort()).toEqual([...wanted].sort());
  });
});
