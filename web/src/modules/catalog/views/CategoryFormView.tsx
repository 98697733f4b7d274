import { useMutation, useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { parentOptions } from '../categoryTree';
import { CategoryForm } from '../components/CategoryForm/CategoryForm';
import { CATEGORY_FORM_FIELDS, type CategoryFormValues, categoryFormStart, categoryInput } from '../forms';
import {
  CategoriesQuery,
  CategoryCreateMutation,
  CategoryOptionsQuery,
  CategoryQuery,
  CategoryUpdateMutation,
} from '../graphql/categories';
import { useCatalogRoute } from '../hooks/useCatalogRoute';
import { CATEGORY_CREATED, CATEGORY_UPDATED } from '../messages';

/** ecommerce-categories-new and -edit (and every bundle's equivalents): one form for both. */
export default function CategoryFormView() {
  const route = useCatalogRoute();
  const appUuid = route?.appUuid ?? '';
  const uuid = route?.uuid;
  const alert = useAlert();
  const navigate = useNavigate();
  const existing = useQuery(CategoryQuery, { variables: { uuid: uuid ?? '' }, skip: !uuid });
  const options = useQuery(CategoryOptionsQuery, { variables: { appUuid }, skip: appUuid === '' });
  const refetchQueries = [CategoriesQuery, CategoryOptionsQuery];
  const [create] = useMutation(CategoryCreateMutation, { refetchQueries });
  const [update] = useMutation(CategoryUpdateMutation, { refetchQueries });

  if (!route) return null;
  const failed = existing.error ?? options.error;
  if (failed)
    return (
      <RetryAlert
        message={errorMessage(failed)}
        onRetry={() => {
          if (uuid) void existing.refetch();
          void options.refetch();
        }}
      />
    );
  const category = existing.data?.category;
  if ((uuid && !category) || !options.data)
    return <Skeleton variant="rounded" height={320} sx={{ maxWidth: 640 }} aria-label="Loading category" />;

  const save = async (values: CategoryFormValues) => {
    try {
      const input = categoryInput(values);
      if (uuid) await update({ variables: { input: { uuid, ...input } } });
      else await create({ variables: { input: { appUuid, ...input } } });
      alert.success(uuid ? CATEGORY_UPDATED : CATEGORY_CREATED);
      navigate(route.listUrl);
      return undefined;
    } catch (error) {
      return formFailure(error, CATEGORY_FORM_FIELDS);
    }
  };

  const all = options.data.categories.edges.map((e) => e.node);
  return (
    <CategoryForm
      key={category?.uuid ?? 'new'}
      title={uuid ? 'Edit Category' : 'Create Category'}
      initialValues={categoryFormStart(category)}
      parents={parentOptions(all, uuid)}
      cancelUrl={route.listUrl}
      onSubmit={save}
    />
  );
}
