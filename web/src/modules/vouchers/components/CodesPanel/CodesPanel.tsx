import { useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import type { VoucherFieldsFragment, VoucherStatus } from '../../../../generated/graphql';
import { errorMessage } from '../../../../lib/errors';
import { CatalogListCard } from '../../../catalog/components/CatalogListCard/CatalogListCard';
import { useDebouncedValue } from '../../../catalog/hooks/useDebouncedValue';
import { useKeysetPages } from '../../../catalog/hooks/useKeysetPages';
import { rangeLabel } from '../../../catalog/productList';
import { VouchersQuery } from '../../graphql/vouchers';
import type { ProgramKind } from '../../voucherForm';
import { GiveVoucherDialog } from '../GiveVoucherDialog/GiveVoucherDialog';
import { VoucherRows } from '../VoucherRows/VoucherRows';

export interface CodesPanelProps {
  appUuid: string;
  title: string;
  /** null: both kinds. */
  kinds: readonly ProgramKind[] | null;
  status: VoucherStatus;
  /** Said when there is no code at this status yet (with what to do about it). */
  empty: ReactNode;
  /** Offer "Give to customer" on issued codes (owners and admins). */
  canGive?: boolean;
}

/** The codes at one status, newest first: search by code, keyset pages and the total. */
export function CodesPanel({ appUuid, title, kinds, status, empty, canGive = false }: CodesPanelProps) {
  const pages = useKeysetPages();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed).trim();
  const filterKey = `${status}|${search}`;
  const [pagedKey, setPagedKey] = useState(filterKey);
  if (pagedKey !== filterKey) {
    setPagedKey(filterKey);
    pages.reset();
  }
  const [giving, setGiving] = useState<VoucherFieldsFragment | null>(null);
  const { data, loading, error, refetch } = useQuery(VouchersQuery, {
    variables: {
      appUuid,
      kinds: kinds ? [...kinds] : null,
      status,
      search: search || null,
      first: pages.size,
      after: pages.after,
    },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.vouchers;
  const vouchers = (connection?.edges ?? []).map((e) => e.node);

  return (
    <>
      <CatalogListCard
        title={title}
        searchLabel="Search code"
        search={typed}
        onSearchChange={setTyped}
        createLabel=""
        createUrl={null}
        loading={loading && !connection}
        error={error && !connection ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        isEmpty={vouchers.length === 0}
        empty={search !== '' ? `No code matches “${search}”.` : empty}
        pageSize={pages.size}
        onPageSizeChange={pages.setSize}
        page={pages.page}
        summary={
          connection ? rangeLabel(pages.page, pages.size, vouchers.length, connection.totalCount) : undefined
        }
        hasPrevious={pages.hasPrevious}
        hasNext={connection?.pageInfo.hasNextPage ?? false}
        onPrevious={pages.previous}
        onNext={() => pages.next(connection?.pageInfo.endCursor)}
        maxWidth={1100}
      >
        <VoucherRows vouchers={vouchers} onGive={canGive ? setGiving : undefined} />
      </CatalogListCard>
      {giving ? (
        <GiveVoucherDialog voucher={giving} onClose={() => setGiving(null)} onGiven={() => void refetch()} />
      ) : null}
    </>
  );
}
