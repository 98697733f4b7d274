import { useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { VoucherBatchFieldsFragment } from '../../../../generated/graphql';
import { errorMessage } from '../../../../lib/errors';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../../apps/components/ConfirmDialog/ConfirmDialog';
import { CatalogListCard } from '../../../catalog/components/CatalogListCard/CatalogListCard';
import { useDebouncedValue } from '../../../catalog/hooks/useDebouncedValue';
import { useKeysetPages } from '../../../catalog/hooks/useKeysetPages';
import { rangeLabel } from '../../../catalog/productList';
import { VoucherBatchEndMutation, VoucherBatchesQuery } from '../../graphql/vouchers';
import type { ProgramKind } from '../../voucherForm';
import { kindWords } from '../../voucherRoutes';
import { END_QUESTION, ENDED } from '../../voucherText';
import { ProgramRows } from '../ProgramRows/ProgramRows';
import { VoucherFormDialog } from '../VoucherFormDialog/VoucherFormDialog';

const BOTH_INTRO =
  'Create a voucher batch to give single-use codes to customers, or a rebate customers earn with an order.';

export interface ProgramsPanelProps {
  appUuid: string;
  title: string;
  /** The kinds listed: one (store management) or both (store manager). */
  kinds: readonly ProgramKind[];
  /** Create: opens the form dialog for this kind, or follows this link (a page of its own). */
  create: { kind: ProgramKind } | { url: string; label: string };
}

/** Voucher batches and/or rebates with their counts: search, keyset pages, Create, Edit (dialog) and End. */
export function ProgramsPanel({ appUuid, title, kinds, create }: ProgramsPanelProps) {
  const alert = useAlert();
  const pages = useKeysetPages();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed).trim();
  const [pagedKey, setPagedKey] = useState(search);
  if (pagedKey !== search) {
    setPagedKey(search);
    pages.reset();
  }
  const [editing, setEditing] = useState<VoucherBatchFieldsFragment | 'new' | null>(null);
  const [ending, setEnding] = useState<VoucherBatchFieldsFragment | null>(null);
  const { data, loading, error, refetch } = useQuery(VoucherBatchesQuery, {
    variables: {
      appUuid,
      kinds: [...kinds],
      status: null,
      search: search || null,
      first: pages.size,
      after: pages.after,
    },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [end, { loading: endBusy }] = useMutation(VoucherBatchEndMutation);
  const connection = data?.promotions;
  const programs = (connection?.edges ?? []).map((e) => e.node);
  const single = kinds.length === 1 ? kindWords(kinds[0] ?? 'VOUCHER') : null;
  const plural = single ? (single.kind === 'VOUCHER' ? 'voucher batches' : 'rebates') : 'vouchers or rebates';

  const createButton = (label: string): ReactNode =>
    'kind' in create ? (
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        onClick={() => setEditing('new')}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {label}
      </Button>
    ) : null;
  // The empty list's own call to create stands alone; a search that finds nothing keeps the header's.
  const headerCreate = programs.length > 0 || search !== '';
  const createLabel = 'kind' in create ? `Create ${kindWords(create.kind).singular}` : create.label;
  const empty =
    search !== '' ? (
      `No ${plural} match “${search}”.`
    ) : (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>No {plural} yet.</Typography>
        <Typography color="text.secondary">{single ? single.intro : BOTH_INTRO}</Typography>
        {'kind' in create ? (
          createButton(`Create your first ${kindWords(create.kind).singular}`)
        ) : (
          <Button component={RouterLink} to={create.url} variant="contained" startIcon={<AddOutlined />}>
            {create.label}
          </Button>
        )}
      </Stack>
    );

  const confirmEnd = async () => {
    if (!ending) return;
    try {
      await end({ variables: { uuid: ending.uuid } });
      alert.success(ENDED);
      await refetch();
    } catch (err) {
      alert.error(err);
    } finally {
      setEnding(null);
    }
  };

  return (
    <>
      <CatalogListCard
        title={title}
        searchLabel="Search title"
        search={typed}
        onSearchChange={setTyped}
        createLabel={createLabel}
        createUrl={'url' in create && headerCreate ? create.url : null}
        actions={'kind' in create && headerCreate ? createButton(createLabel) : null}
        loading={loading && !connection}
        error={error && !connection ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        isEmpty={programs.length === 0}
        empty={empty}
        pageSize={pages.size}
        onPageSizeChange={pages.setSize}
        page={pages.page}
        summary={
          connection ? rangeLabel(pages.page, pages.size, programs.length, connection.totalCount) : undefined
        }
        hasPrevious={pages.hasPrevious}
        hasNext={connection?.pageInfo.hasNextPage ?? false}
        onPrevious={pages.previous}
        onNext={() => pages.next(connection?.pageInfo.endCursor)}
        maxWidth={1100}
      >
        <ProgramRows programs={programs} showKind={kinds.length > 1} onEdit={setEditing} onEnd={setEnding} />
      </CatalogListCard>
      {editing !== null ? (
        <VoucherFormDialog
          appUuid={appUuid}
          kind={
            editing === 'new' ? ('kind' in create ? create.kind : 'VOUCHER') : (editing.kind as ProgramKind)
          }
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void refetch()}
        />
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title="End now"
        message={END_QUESTION}
        detail={ending?.title}
        confirmLabel="End now"
        busy={endBusy}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setEnding(null)}
      />
    </>
  );
}
