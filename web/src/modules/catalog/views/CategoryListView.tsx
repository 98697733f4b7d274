import { useMutation, useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { flattenCategories } from '../categoryTree';
import { CatalogListCard } from '../components/CatalogListCard/CatalogListCard';
import { CategoryList, type CategoryListItem } from '../components/CategoryList/CategoryList';
import { CategoriesQuery, CategoryDeleteMutation } from '../graphql/categories';
import { useCatalogRoute } from '../hooks/useCatalogRoute';
import { useKeysetPages } from '../hooks/useKeysetPages';
import { CATEGORY_REMOVED, REMOVE_CATEGORY_QUESTION } from '../messages';

interface Row extends CategoryListItem {
  children?: Row[] | null;
}

/**
 * ecommerce-categories and every bundle's equivalent: top-level categories with their subcategories
 * indented; a search lists every matching category with its parent's name.
 */
export default function CategoryListView() {
  const route = useCatalogRoute();
  const appUuid = route?.appUuid ?? '';
  const alert = useAlert();
  const pages = useKeysetPages();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const [removing, setRemoving] = useState<Row | null>(null);
  const { data, loading, error, refetch } = useQuery(CategoriesQuery, {
    variables: {
      appUuid,
      first: pages.size,
      after: pages.after,
      search: term || null,
      topLevel: term === '',
    },
    skip: appUuid === '',
    notifyOnNetworkStatusChange: true,
  });
  const [remove, { loading: removeBusy }] = useMutation(CategoryDeleteMutation);

  const connection = data?.categories;
  const roots: Row[] = (connection?.edges ?? []).map(({ node }) => ({
    ...node,
    parentName: term ? (node.parent?.name ?? null) : null,
    children: term ? [] : node.children.map((c) => ({ ...c, children: c.children })),
  }));

  const confirmRemove = async () => {
    if (removing === null) return;
    try {
      await remove({ variables: { input: { uuid: removing.uuid } } });
      alert.success(CATEGORY_REMOVED);
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
        title="Categories"
        searchLabel="Search categories"
        search={search}
        onSearchChange={(next) => {
          setSearch(next);
          pages.reset();
        }}
        createLabel="Create category"
        createUrl={route.createUrl}
        loading={loading && !connection}
        error={error && !connection ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        isEmpty={roots.length === 0}
        empty={
          term
            ? `No category matches "${term}".`
            : 'No categories yet. Group your products into categories so customers find them faster.'
        }
        pageSize={pages.size}
        onPageSizeChange={pages.setSize}
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={connection?.pageInfo.hasNextPage ?? false}
        onPrevious={pages.previous}
        onNext={() => pages.next(connection?.pageInfo.endCursor)}
      >
        <CategoryList
          rows={flattenCategories(roots)}
          detailsUrl={route.detailsUrl}
          editUrl={route.editUrl}
          onRemove={setRemoving}
        />
      </CatalogListCard>
      <ConfirmDialog
        open={removing !== null}
        title="Remove category"
        message={REMOVE_CATEGORY_QUESTION}
        detail={removing?.name}
        busy={removeBusy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
