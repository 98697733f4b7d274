import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { PhMobileField } from '../../../../lib/forms/PhMobileField';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import {
  type AccountSecurityField,
  type AccountSecurityValues,
  accountSecurityFormSchema,
  todayInManila,
} from '../../accountSecurity';
import { BirthdateField } from '../BirthdateField/BirthdateField';
import { NameFields } from '../NameFields/NameFields';

export interface AccountSecurityFormProps {
  /** Starting values (accountSecurityDefaults(user)). */
  defaults: Required<AccountSecurityValues>;
  /** Also ask for First Name and Last Name (a profile that lacks them). */
  withNames?: boolean;
  /** Saves; resolves with the server's refusal to show, or nothing when saved. */
  onSubmit: (values: AccountSecurityValues) => Promise<FormFailure<AccountSecurityField> | undefined>;
  submitLabel?: string;
  /** Shown beside Submit (the profile dialog's Log out). */
  secondaryAction?: ReactNode;
  /** Today in Manila, 'YYYY-MM-DD' (tests pin it). */
  today?: string;
}

/**
 * The Account Security form (document 1 §2, §5): Birthdate (date picker with Cancel and OK, in
 * the past), Mobile Number (+63 NNN NNN NNNN, at most 16 characters) and Business Email Address,
 * all required; errors show once a field is touched.
 */
export function AccountSecurityForm({
  defaults,
  withNames = false,
  onSubmit,
  submitLabel = 'Submit',
  secondaryAction,
  today: pinnedToday,
}: AccountSecurityFormProps) {
  const today = useMemo(() => pinnedToday ?? todayInManila(), [pinnedToday]);
  const schema = useMemo(() => accountSecurityFormSchema({ withNames, today }), [withNames, today]);
  const form = useForm({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: defaults });
  const { control, formState } = form;
  const { fieldProps, registerField, formError, withServerFailure } = useFieldFeedback(form);

  const submit = form.handleSubmit(
    withServerFailure(({ firstName, lastName, ...security }) =>
      onSubmit(withNames ? { firstName, lastName, ...security } : security),
    ),
  );

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label="Account security">
      <FormAlert message={formError} />
      {withNames ? (
        <NameFields firstName={registerField('firstName')} lastName={registerField('lastName')} />
      ) : null}
      <Controller
        control={control}
        name="birthdate"
        render={({ field }) => (
          <BirthdateField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            today={today}
            {...fieldProps('birthdate')}
          />
        )}
      />
      <Controller
        control={control}
        name="contactNumber"
        render={({ field }) => (
          <PhMobileField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            {...fieldProps('contactNumber')}
          />
        )}
      />
      <TextField
        label="Business Email Address"
        type="email"
        autoComplete="email"
        {...registerField('businessEmailAddress')}
      />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        {secondaryAction}
        <SubmitButton size="large" submitting={formState.isSubmitting}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
