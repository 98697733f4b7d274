import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { errorMessage } from '../../../../lib/errors';
import { type FormFailure, formFailure } from '../../../../lib/forms/formFailure';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { initialSelection, toCategoryInput } from '../../components/CategoryPicker/categorySelection';
import { MerchantCategoryDialog } from '../../components/MerchantCategoryDialog/MerchantCategoryDialog';
import {
  type MerchantCategoryField,
  type MerchantCategoryValues,
  merchantCategoryFieldErrors,
} from '../../components/MerchantCategoryDialog/merchantCategorySchema';
import {
  AppCategoryDescriptionQuery,
  AppCategoryDescriptionUpdateMutation,
  AppSetupQuery,
  CategoryCatalogueQuery,
} from '../../graphql/settings';

export const MERCHANT_CATEGORY_SUCCESS = 'Merchant Category Successfully updated!';

export interface MerchantCategoryDialogContainerProps {
  appUuid: string;
  open: boolean;
  /** Cancel (from settings) or Later (when it opened by itself); without it the form must be sent. */
  onDismiss?: () => void;
  dismissLabel?: string;
  onSaved: () => void;
}

/** The Merchant Category and Description form with its data: the catalogue, the app's saved choice, the save. */
export function MerchantCategoryDialogContainer({
  appUuid,
  open,
  onDismiss,
  dismissLabel,
  onSaved,
}: MerchantCategoryDialogContainerProps) {
  const alert = useAlert();
  const catalogue = useQuery(CategoryCatalogueQuery, { skip: !open });
  const saved = useQuery(AppCategoryDescriptionQuery, {
    variables: { appUuid },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [save] = useMutation(AppCategoryDescriptionUpdateMutation, {
    refetchQueries: [{ query: AppSetupQuery, variables: { appUuid } }],
    awaitRefetchQueries: true,
  });

  const options = catalogue.data?.categoryCatalogue;
  const current = saved.data?.appCategoryDescription;
  const start = useMemo(
    () =>
      options && current
        ? {
            selection: initialSelection(options, current.categoryTree),
            description: current.businessDescription ?? '',
          }
        : null,
    [options, current],
  );

  const submit = async (
    values: MerchantCategoryValues,
  ): Promise<FormFailure<MerchantCategoryField> | undefined> => {
    try {
      await save({
        variables: {
          input: {
            appUuid,
            ...toCategoryInput(values.categories),
            businessDescription: values.businessDescription,
          },
        },
      });
      alert.success(MERCHANT_CATEGORY_SUCCESS);
      onSaved();
      return undefined;
    } catch (error) {
      const failure = formFailure(error, merchantCategoryFieldErrors);
      if (failure.message) alert.error(error);
      return failure;
    }
  };

  const loadError = catalogue.error ?? saved.error;
  return (
    <MerchantCategoryDialog
      open={open}
      form={
        start
          ? { initialSelection: start.selection, initialDescription: start.description, onSubmit: submit }
          : null
      }
      loadError={loadError && !start ? errorMessage(loadError) : null}
      onRetry={() => {
        void catalogue.refetch();
        void saved.refetch();
      }}
      onDismiss={onDismiss}
      dismissLabel={dismissLabel}
    />
  );
}
