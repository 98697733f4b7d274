import { useMutation } from '@apollo/client/react';
import { formatPhMobile } from '../../../../lib/phone';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { splitEmailList } from '../../access';
import {
  SupportContactDialog,
  type SupportContactInput,
} from '../../components/SupportContactDialog/SupportContactDialog';
import {
  AppSetupQuery,
  FetchUnverifiedSupportEmailsQuery,
  UpdateSupportDetailsMutation,
} from '../../graphql/settings';

export const SUPPORT_DETAILS_SUCCESS = 'Email Verification Sent';
export const SUPPORT_DETAILS_FAILURE = 'Error Updating App Support Contact Details';

export interface SupportContactDialogContainerProps {
  appUuid: string;
  open: boolean;
  supportEmailList: string | null | undefined;
  supportContactNumber: string | null | undefined;
  onClose: () => void;
}

/** Support Contact Details with its request: success and failure alerts of document 1 §8; always closes afterwards. */
export function SupportContactDialogContainer({
  appUuid,
  open,
  supportEmailList,
  supportContactNumber,
  onClose,
}: SupportContactDialogContainerProps) {
  const alert = useAlert();
  const [update] = useMutation(UpdateSupportDetailsMutation, {
    refetchQueries: [
      { query: AppSetupQuery, variables: { appUuid } },
      { query: FetchUnverifiedSupportEmailsQuery, variables: { appUuid } },
    ],
  });

  const submit = async (input: SupportContactInput) => {
    try {
      await update({ variables: { input: { appUuid, ...input } } });
      alert.success(SUPPORT_DETAILS_SUCCESS);
    } catch (error) {
      console.error(error);
      alert.error(SUPPORT_DETAILS_FAILURE);
    }
  };

  return (
    <SupportContactDialog
      open={open}
      initialEmails={splitEmailList(supportEmailList)}
      initialNumber={supportContactNumber ? formatPhMobile(supportContactNumber) : ''}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
