import { builder } from '../../graphql/builder.ts';
import { SuccessPayload } from '../../graphql/payloads.ts';
import {
  accountUnlock,
  emailConfirm,
  passwordReset,
  passwordResetRequest,
  signUp,
} from './accounts.signup.ts';

/** Sign-up, email confirmation, password reset and unlock: the public account flows. */

const EmailPayload = (name: string) =>
  builder
    .objectRef<{ email: string }>(name)
    .implement({ fields: (t) => ({ email: t.exposeString('email') }) });

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    affiliateCode: t.string(),
  }),
});
builder.mutationField('signUp', (t) =>
  t.field({
    type: EmailPayload('SignUpPayload'),
    description:
      'Always answers the same (the address gets a confirmation link, or a notice when it already has an account).',
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, { input }, ctx) => signUp(ctx, input),
  }),
);

export const EmailConfirmInput = builder.inputType('EmailConfirmInput', {
  fields: (t) => ({ confirmationToken: t.string({ required: true }) }),
});
builder.mutationField('emailConfirm', (t) =>
  t.field({
    type: EmailPayload('EmailConfirmPayload'),
    args: { input: t.arg({ type: EmailConfirmInput, required: true }) },
    resolve: (_root, { input }, ctx) => emailConfirm(ctx, input.confirmationToken),
  }),
);

const PasswordResetRequestInput = builder.inputType('PasswordResetRequestInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});
builder.mutationField('passwordResetRequest', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Always succeeds; a reset link is mailed when the address has an account.',
    args: { input: t.arg({ type: PasswordResetRequestInput, required: true }) },
    resolve: (_root, { input }, ctx) => passwordResetRequest(ctx, input.email),
  }),
);

const PasswordResetInput = builder.inputType('PasswordResetInput', {
  fields: (t) => ({
    resetPasswordToken: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});
builder.mutationField('passwordReset', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Sets the new password, unlocks the account and signs out every session.',
    args: { input: t.arg({ type: PasswordResetInput, required: true }) },
    resolve: (_root, { input }, ctx) => passwordReset(ctx, input),
  }),
);

const AccountUnlockInput = builder.inputType('AccountUnlockInput', {
  fields: (t) => ({ unlockToken: t.string({ required: true }) }),
});
builder.mutationField('accountUnlock', (t) =>
  t.field({
    type: SuccessPayload,
    args: { input: t.arg({ type: AccountUnlockInput, required: true }) },
    resolve: (_root, { input }, ctx) => accountUnlock(ctx, input.unlockToken),
  }),
);
