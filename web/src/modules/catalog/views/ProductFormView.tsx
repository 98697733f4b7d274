import { useMutation, useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { indentedCategories } from '../categoryTree';
import { ProductForm } from '../components/ProductForm/ProductForm';
import { AddOnsQuery } from '../graphql/addOns';
import { CategoryOptionsQuery } from '../graphql/categories';
import {
  ProductCreateMutation,
  ProductQuery,
  ProductsQuery,
  ProductUpdateMutation,
} from '../graphql/products';
import { useProductRoute } from '../hooks/useProductRoute';
import { PRODUCT_CREATED, PRODUCT_UPDATED } from '../messages';
import { type ProductFormValues, productFailure, productFormStart, productInput } from '../productForm';

/** The add-ons a product can offer (an app has tens, not hundreds). */
const ADD_ON_CHOICES = 100;

/** ecommerce-product-new and -edit (and every bundle's equivalents): one form for both. */
export default function ProductFormView() {
  const route = useProductRoute();
  const appUuid = route?.appUuid ?? '';
  const uuid = route?.uuid;
  const alert = useAlert();
  const navigate = useNavigate();
  const existing = useQuery(ProductQuery, {
    variables: { uuid: uuid ?? '' },
    skip: !uuid,
    fetchPolicy: 'network-only',
  });
  const categories = useQuery(CategoryOptionsQuery, { variables: { appUuid }, skip: appUuid === '' });
  const addOns = useQuery(AddOnsQuery, {
    variables: { appUuid, first: ADD_ON_CHOICES, after: null, search: null },
    skip: appUuid === '',
  });
  // The saved product is what its details screen shows next; lists refetch when they are shown.
  const [create] = useMutation(ProductCreateMutation, {
    refetchQueries: [ProductsQuery],
    update: (cache, { data }) => {
      const saved = data?.productCreate;
      if (saved)
        cache.writeQuery({ query: ProductQuery, variables: { uuid: saved.uuid }, data: { product: saved } });
    },
  });
  const [update] = useMutation(ProductUpdateMutation, {
    refetchQueries: [ProductsQuery],
    update: (cache, { data }) => {
      const saved = data?.productUpdate;
      if (saved)
        cache.writeQuery({ query: ProductQuery, variables: { uuid: saved.uuid }, data: { product: saved } });
    },
  });

  if (!route) return null;
  const failed = existing.error ?? categories.error ?? addOns.error;
  if (failed)
    return (
      <RetryAlert
        message={errorMessage(failed)}
        onRetry={() => {
          if (uuid) void existing.refetch();
          void categories.refetch();
          void addOns.refetch();
        }}
      />
    );
  const product = existing.data?.product;
  if ((uuid && !product) || !categories.data || !addOns.data)
    return <Skeleton variant="rounded" height={480} sx={{ maxWidth: 960 }} aria-label="Loading product" />;

  const save = async (values: ProductFormValues) => {
    try {
      const input = productInput(values);
      const saved = uuid
        ? (await update({ variables: { input: { uuid, ...input } } })).data?.productUpdate
        : (await create({ variables: { input: { appUuid, ...input } } })).data?.productCreate;
      alert.success(uuid ? PRODUCT_UPDATED : PRODUCT_CREATED);
      const savedUuid = saved?.uuid ?? uuid;
      navigate(savedUuid && route.detailsUrl ? route.detailsUrl(savedUuid) : route.listUrl);
      return undefined;
    } catch (error) {
      return productFailure(error);
    }
  };

  return (
    <ProductForm
      key={product?.uuid ?? 'new'}
      title={uuid ? 'Edit Product' : 'Create Product'}
      appUuid={appUuid}
      initialValues={productFormStart(product)}
      categories={indentedCategories(categories.data.categories.edges.map((e) => e.node))}
      addOns={addOns.data.addOns.edges.map((e) => e.node)}
      cancelUrl={uuid && route.detailsUrl ? route.detailsUrl(uuid) : route.listUrl}
      onSubmit={save}
    />
  );
}
