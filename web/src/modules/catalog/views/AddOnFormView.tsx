import { useMutation, useQuery } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { AddOnForm } from '../components/AddOnForm/AddOnForm';
import { ADD_ON_FORM_FIELDS, type AddOnFormValues, addOnFormStart, addOnInput } from '../forms';
import { AddOnCreateMutation, AddOnQuery, AddOnsQuery, AddOnUpdateMutation } from '../graphql/addOns';
import { useCatalogRoute } from '../hooks/useCatalogRoute';
import { ADD_ON_CREATED, ADD_ON_UPDATED } from '../messages';

/** ecommerce-addons-new and -edit (and every bundle's equivalents). */
export default function AddOnFormView() {
  const route = useCatalogRoute();
  const appUuid = route?.appUuid ?? '';
  const uuid = route?.uuid;
  const alert = useAlert();
  const navigate = useNavigate();
  const existing = useQuery(AddOnQuery, { variables: { uuid: uuid ?? '' }, skip: !uuid });
  const [create] = useMutation(AddOnCreateMutation, { refetchQueries: [AddOnsQuery] });
  const [update] = useMutation(AddOnUpdateMutation, { refetchQueries: [AddOnsQuery] });

  if (!route) return null;
  if (existing.error)
    return <RetryAlert message={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />;
  const addOn = existing.data?.addOn;
  if (uuid && !addOn)
    return <Skeleton variant="rounded" height={360} sx={{ maxWidth: 640 }} aria-label="Loading add-on" />;

  const save = async (values: AddOnFormValues) => {
    try {
      const input = addOnInput(values);
      if (uuid) await update({ variables: { input: { uuid, ...input } } });
      else await create({ variables: { input: { appUuid, ...input } } });
      alert.success(uuid ? ADD_ON_UPDATED : ADD_ON_CREATED);
      navigate(route.listUrl);
      return undefined;
    } catch (error) {
      return formFailure(error, ADD_ON_FORM_FIELDS);
    }
  };

  return (
    <AddOnForm
      key={addOn?.uuid ?? 'new'}
      title={uuid ? 'Edit Add-On' : 'Create Add-On'}
      initialValues={addOnFormStart(addOn)}
      cancelUrl={route.listUrl}
      onSubmit={save}
    />
  );
}
