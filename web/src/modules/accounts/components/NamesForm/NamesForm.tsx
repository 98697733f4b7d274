import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { zRequiredString } from '../../../../lib/validation';
import { NAME_MAX } from '../../accountSecurity';
import { NameFields } from '../NameFields/NameFields';

const namesSchema = z.object({
  firstName: zRequiredString('First Name', { max: NAME_MAX }),
  lastName: zRequiredString('Last Name', { max: NAME_MAX }),
});

export type NamesValues = z.output<typeof namesSchema>;
export type NamesField = keyof NamesValues;
export const NAMES_FIELDS: readonly NamesField[] = ['firstName', 'lastName'];

export interface NamesFormProps {
  defaults: NamesValues;
  onSubmit: (values: NamesValues) => Promise<FormFailure<NamesField> | undefined>;
}

/** First Name and Last Name (userSettingUpdate). */
export function NamesForm({ defaults, onSubmit }: NamesFormProps) {
  const form = useForm({ resolver: zodResolver(namesSchema), mode: 'onTouched', defaultValues: defaults });
  const { reset, formState } = form;
  const { registerField, formError, withServerFailure } = useFieldFeedback(form);

  const submit = form.handleSubmit(
    withServerFailure(async (values) => {
      const failure = await onSubmit(values);
      if (!failure) reset(values);
      return failure;
    }),
  );

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label="Name">
      <FormAlert message={formError} />
      <NameFields firstName={registerField('firstName')} lastName={registerField('lastName')} />
      <SubmitButton
        size="large"
        submitting={formState.isSubmitting}
        disabled={!formState.isDirty}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' } }}
      >
        Save name
      </SubmitButton>
    </Stack>
  );
}
