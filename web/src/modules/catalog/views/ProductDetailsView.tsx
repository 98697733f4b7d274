import { useMutation, useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { ProductDetails } from '../components/ProductDetails/ProductDetails';
import { ProductDeleteMutation, ProductQuery, ProductsQuery } from '../graphql/products';
import { useProductRoute } from '../hooks/useProductRoute';
import { PRODUCT_REMOVED, REMOVE_PRODUCT_QUESTION } from '../messages';

/** ecommerce-product-details and every bundle's equivalent. */
export default function ProductDetailsView() {
  const route = useProductRoute();
  const uuid = route?.uuid ?? '';
  const alert = useAlert();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);
  const { data, error, refetch } = useQuery(ProductQuery, {
    variables: { uuid },
    skip: uuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [remove, { loading: busy }] = useMutation(ProductDeleteMutation, { refetchQueries: [ProductsQuery] });

  if (!route) return null;
  const product = data?.product;
  if (error && !product) return <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!product)
    return <Skeleton variant="rounded" height={420} sx={{ maxWidth: 960 }} aria-label="Loading product" />;

  const confirmRemove = async () => {
    try {
      await remove({ variables: { input: { uuid: product.uuid } } });
      alert.success(PRODUCT_REMOVED);
      navigate(route.listUrl);
    } catch (e) {
      alert.error(e);
      setRemoving(false);
    }
  };

  return (
    <>
      <ProductDetails
        product={product}
        listUrl={route.listUrl}
        editUrl={route.editUrl ? route.editUrl(product.uuid) : null}
        onRemove={() => setRemoving(true)}
      />
      <ConfirmDialog
        open={removing}
        title="Remove product"
        message={REMOVE_PRODUCT_QUESTION}
        detail={product.name}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(false)}
      />
    </>
  );
}
