import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { errorMessage, fieldErrors } from '../../../../lib/errors';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { MAX_TAGS } from '../../customerTags';
import { CustomerTagsQuery, CustomerTagsSetMutation } from '../../graphql/customers';
import { TagPicker } from './TagPicker';

export interface CustomerTagsDialogProps {
  appUuid: string;
  customer: { uuid: string; name: string; tags: readonly string[] };
  onClose: () => void;
}

/** A customer's tags, edited as chips; a refusal keeps what was typed and says why. */
export function CustomerTagsDialog({ appUuid, customer, onClose }: CustomerTagsDialogProps) {
  const [tags, setTags] = useState<string[]>([...customer.tags]);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [save, saving] = useMutation(CustomerTagsSetMutation, {
    refetchQueries: [{ query: CustomerTagsQuery, variables: { appUuid } }],
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setAlert(null);
    try {
      await save({ variables: { appUuid, uuid: customer.uuid, tags } });
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      setError(fields.tags);
      setAlert(fields.tags ? null : errorMessage(err));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="customer-tags-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="customer-tags-title">Tags for {customer.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={alert} />
            <TagPicker
              appUuid={appUuid}
              value={tags}
              onChange={setTags}
              error={error}
              helperText={`Up to ${MAX_TAGS}: letters, digits, spaces and hyphens. Press Enter after each.`}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton submitting={saving.loading}>Save tags</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
