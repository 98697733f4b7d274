import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DIALOG_WIDTH_LG } from '../../../../lib/constants';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import {
  type CaseFormField,
  type CaseFormInput,
  type CaseFormValues,
  caseFormSchema,
  INTENT_LABEL,
  MESSAGE_LABEL,
  PRODUCTS_LABEL,
  productNames,
  splitProductText,
} from '../../evaluation';
import { INTENT_LABELS, INTENTS } from '../../labels';

export interface EvaluationCaseDialogProps {
  /** 'create' for Add, 'edit' for Edit. */
  mode: 'create' | 'edit';
  initialValues: CaseFormInput;
  /** Saves; resolves with the server's refusal (its field messages show here), or nothing when saved. */
  onSubmit: (values: CaseFormValues) => Promise<FormFailure<CaseFormField> | undefined>;
  onClose: () => void;
}

/** Add / Edit an evaluation case: the customer message, the intent it should be read as, the products to offer. */
export function EvaluationCaseDialog({ mode, initialValues, onSubmit, onClose }: EvaluationCaseDialogProps) {
  const form = useForm<CaseFormInput, unknown, CaseFormValues>({
    resolver: zodResolver(caseFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { control, formState } = form;
  const { registerField, fieldProps, formError, withServerFailure } = useFieldFeedback(form);
  const [productText, setProductText] = useState('');
  const submit = form.handleSubmit(withServerFailure(onSubmit));
  const { isSubmitting } = formState;
  const title = mode === 'create' ? 'Add evaluation case' : 'Edit evaluation case';

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="evaluation-case-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_LG, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="evaluation-case-title">{title}</DialogTitle>
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <FormAlert message={formError} />
            <TextField
              label={MESSAGE_LABEL}
              multiline
              minRows={2}
              maxRows={6}
              required
              autoFocus
              disabled={isSubmitting}
              placeholder="e.g. Magkano po ang ube jam?"
              {...registerField('message')}
            />
            <Controller
              name="expectedIntent"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  required
                  label={INTENT_LABEL}
                  disabled={isSubmitting}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  {...fieldProps('expectedIntent')}
                >
                  {INTENTS.map((intent) => (
                    <MenuItem key={intent} value={intent}>
                      {INTENT_LABELS[intent]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="expectedProducts"
              control={control}
              render={({ field }) => {
                const commit = (text: string) => {
                  field.onChange(productNames([...field.value, ...splitProductText(text)]));
                  setProductText('');
                };
                const { error, helperText } = fieldProps('expectedProducts');
                return (
                  <Autocomplete<string, true, false, true>
                    multiple
                    freeSolo
                    options={[]}
                    value={field.value}
                    inputValue={productText}
                    disabled={isSubmitting}
                    onChange={(_event, next, reason) => {
                      if (reason === 'createOption') commit(productText);
                      else field.onChange(next.filter((name) => field.value.includes(name)));
                    }}
                    onInputChange={(_event, next, reason) => {
                      if (reason === 'reset') return;
                      if (/[,;]/.test(next)) commit(next);
                      else setProductText(next);
                    }}
                    onBlur={() => {
                      if (productText.trim() !== '') commit(productText);
                      field.onBlur();
                    }}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={PRODUCTS_LABEL}
                        error={error}
                        helperText={
                          helperText ??
                          'Names of the products a good reply offers; press Enter after each. Optional.'
                        }
                      />
                    )}
                  />
                );
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <SubmitButton submitting={isSubmitting} submittingLabel="Saving…">
            Save
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
