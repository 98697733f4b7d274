import { useMutation, useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { AddOnList, type AddOnListItem } from '../components/AddOnList/AddOnList';
import { CatalogListCard } from '../components/CatalogListCard/CatalogListCard';
import { AddOnDeleteMutation, AddOnsQuery } from '../graphql/addOns';
import { useCatalogRoute } from '../hooks/useCatalogRoute';
import { useKeysetPages } from '../hooks/useKeysetPages';
import { ADD_ON_REMOVED, REMOVE_ADD_ON_QUESTION } from '../messages';

/** ecommerce-addons and every bundle's equivalent. */
export default function AddOnListView() {
  const route = useCatalogRoute();
  const appUuid = route?.appUuid ?? '';
  const alert = useAlert();
  const pages = useKeysetPages();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const [removing, setRemoving] = useState<AddOnListItem | null>(null);
  const { data, loading, error, refetch } = useQuery(AddOnsQuery, {
    variables: { appUuid, first: pages.size, after: pages.after, search: term || null },
    skip: appUuid === '',
    notifyOnNetworkStatusChange: true,
  });
  const [remove, { loading: removeBusy }] = useMutation(AddOnDeleteMutation);
  const connection = data?.addOns;
  const addOns = (connection?.edges ?? []).map((e) => e.node);

  const confirmRemove = async () => {
    if (removing === null) return;
    try {
      await remove({ variables: { input: { uuid: removing.uuid } } });
      alert.success(ADD_ON_REMOVED);
      await refetch();
    } catch (e) {
      alert.error(e);
    } finally {
      setRemoving(null);
    }
  };

  if (!route) return null;
  return (
    <>
      <CatalogListCard
        title="Add-Ons"
        searchLabel="Search add-ons"
        search={search}
        onSearchChange={(next) => {
          setSearch(next);
          pages.reset();
        }}
        createLabel="Create add-on"
        createUrl={route.createUrl}
        loading={loading && !connection}
        error={error && !connection ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        isEmpty={addOns.length === 0}
        empty={
          term
            ? `No add-on matches "${term}".`
            : 'No add-ons yet. Offer extras like gift wrap or extra rice that customers can add to an order.'
        }
        pageSize={pages.size}
        onPageSizeChange={pages.setSize}
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={connection?.pageInfo.hasNextPage ?? false}
        onPrevious={pages.previous}
        onNext={() => pages.next(connection?.pageInfo.endCursor)}
      >
        <AddOnList addOns={addOns} editUrl={route.editUrl} onRemove={setRemoving} />
      </CatalogListCard>
      <ConfirmDialog
        open={removing !== null}
        title="Remove add-on"
        message={REMOVE_ADD_ON_QUESTION}
        detail={removing?.name}
        busy={removeBusy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
