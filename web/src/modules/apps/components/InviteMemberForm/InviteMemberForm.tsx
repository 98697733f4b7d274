import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { select, zEmail } from '../../../../lib/validation';
import { INVITABLE_ROLES, ROLE_LABELS } from '../../access';

export const inviteMemberSchema = z.object({
  email: zEmail('Email'),
  role: z.enum(INVITABLE_ROLES, { error: () => select('Role') }),
});

export type InviteMemberValues = z.output<typeof inviteMemberSchema>;
export type InviteMemberField = keyof InviteMemberValues;
export const INVITE_MEMBER_FIELDS: readonly InviteMemberField[] = ['email', 'role'];

export interface InviteMemberFormProps {
  /** Sends the invitation; resolves with the server's refusal (its field messages show here), or nothing when done. */
  onSubmit: (values: InviteMemberValues) => Promise<FormFailure<InviteMemberField> | undefined>;
  onCancel: () => void;
}

/** Email and Role (Admin, Store Manager); errors once a field is touched or the form sent. */
export function InviteMemberForm({ onSubmit, onCancel }: InviteMemberFormProps) {
  const form = useForm({
    resolver: zodResolver(inviteMemberSchema),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'store_manager' as InviteMemberValues['role'] },
  });
  const { control, register, formState } = form;
  const { shownError, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(withServerFailure(onSubmit));
  const { isSubmitting } = formState;
  const emailError = shownError('email');
  const roleError = shownError('role');

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Invite member">
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        autoFocus
        disabled={isSubmitting}
        error={Boolean(emailError)}
        helperText={emailError ?? 'The invitation link is sent to this address.'}
        {...register('email')}
      />
      <Controller
        name="role"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label="Role"
            disabled={isSubmitting}
            error={Boolean(roleError)}
            helperText={
              roleError ??
              (field.value === 'admin'
                ? 'Admins manage the store and its members.'
                : 'Store managers run the store day to day.')
            }
            {...field}
          >
            {INVITABLE_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton submitting={isSubmitting} submittingLabel="Sending…">
          Send invitation
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
