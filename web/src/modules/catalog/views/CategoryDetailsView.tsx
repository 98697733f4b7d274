import { useMutation, useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { CategoryDetails } from '../components/CategoryDetails/CategoryDetails';
import { CategoriesQuery, CategoryDeleteMutation, CategoryQuery } from '../graphql/categories';
import { useCatalogRoute } from '../hooks/useCatalogRoute';
import { CATEGORY_REMOVED, REMOVE_CATEGORY_QUESTION } from '../messages';

/** ecommerce-categories-details and every bundle's equivalent. */
export default function CategoryDetailsView() {
  const route = useCatalogRoute();
  const uuid = route?.uuid ?? '';
  const alert = useAlert();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);
  const { data, error, refetch } = useQuery(CategoryQuery, { variables: { uuid }, skip: uuid === '' });
  const [remove, { loading: busy }] = useMutation(CategoryDeleteMutation, {
    refetchQueries: [CategoriesQuery],
  });

  if (!route) return null;
  if (error) return <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  const category = data?.category;
  if (!category)
    return <Skeleton variant="rounded" height={280} sx={{ maxWidth: 720 }} aria-label="Loading category" />;

  const confirmRemove = async () => {
    try {
      await remove({ variables: { input: { uuid: category.uuid } } });
      alert.success(CATEGORY_REMOVED);
      navigate(route.listUrl);
    } catch (e) {
      alert.error(e);
      setRemoving(false);
    }
  };

  return (
    <>
      <CategoryDetails
        name={category.name}
        description={category.description}
        productsCount={category.productsCount}
        parent={category.parent ?? null}
        subcategories={category.children}
        editUrl={route.editUrl(category.uuid)}
        listUrl={route.listUrl}
        detailsUrl={route.detailsUrl ?? route.editUrl}
        onRemove={() => setRemoving(true)}
      />
      <ConfirmDialog
        open={removing}
        title="Remove category"
        message={REMOVE_CATEGORY_QUESTION}
        detail={category.name}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(false)}
      />
    </>
  );
}
