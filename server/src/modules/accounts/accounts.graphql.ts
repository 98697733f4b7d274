import { builder } from '../../graphql/builder.ts';
import {
  accountSecurityUpdate,
  resendBusinessEmailVerification,
  unverifiedBusinessEmail,
  updateSettings,
} from './accounts.profile.ts';
import { ACCOUNT_TYPES, fullName } from './accounts.rules.ts';
import { destroyAuthToken } from './accounts.service.ts';
import { signIn } from './accounts.signin.ts';
import type { UserRow } from './accounts.tables.ts';

export const AccountTypeEnum = builder.enumType('AccountType', { values: ACCOUNT_TYPES });

export const UserType = builder.objectRef<UserRow>('User').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    fullName: t.string({ resolve: (u) => fullName(u) }),
    email: t.exposeString('email'),
    role: t.field({ type: AccountTypeEnum, resolve: (u) => u.role as (typeof ACCOUNT_TYPES)[number] }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    affiliateCode: t.exposeString('affiliateCode', { nullable: true }),
    contactDialCode: t.exposeString('contactDialCode', { nullable: true }),
    contactNumber: t.exposeString('contactNumber', { nullable: true }),
    birthdate: t.field({ type: 'Date', nullable: true, resolve: (u) => u.birthdate }),
    authorizedNetworkDashboard: t.exposeBoolean('authorizedNetworkDashboard'),
    businessEmailAddress: t.exposeString('businessEmailAddress', { nullable: true }),
    emailConfirmed: t.boolean({ resolve: (u) => u.emailConfirmedAt !== null }),
    businessEmailVerified: t.boolean({ resolve: (u) => u.businessEmailVerifiedAt !== null }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: UserType,
    nullable: true,
    description: 'The signed-in user; null without a valid token.',
    resolve: (_root, _args, ctx) => ctx.session?.user ?? null,
  }),
);

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    userType: t.string({
      required: true,
      description: 'The login type of /login/{userType}: client, affiliate...',
    }),
    affiliateCode: t.string({
      description:
        'The affiliate_code of /login/client?affiliate_code=X: records the referring sales partner on a client account without one; an unknown code is ignored.',
    }),
  }),
});

export const SignInPayload = builder.objectRef<{ token: string; user: UserRow }>('SignInPayload').implement({
  fields: (t) => ({ token: t.exposeString('token'), user: t.expose('user', { type: UserType }) }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: SignInPayload,
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: (_root, { input }, ctx) => signIn(ctx, input),
  }),
);

const DestroyAuthTokenInput = builder.inputType('DestroyAuthTokenInput', {
  fields: (t) => ({ token: t.string({ required: true }) }),
});
const GeneratedTokenLog = builder.objectRef<{ uuid: string }>('GeneratedTokenLog').implement({
  fields: (t) => ({ uuid: t.exposeID('uuid') }),
});
const DestroyAuthTokenPayload = builder
  .objectRef<{ generatedTokenLog: { uuid: string } }>('DestroyAuthTokenPayload')
  .implement({
    fields: (t) => ({ generatedTokenLog: t.expose('generatedTokenLog', { type: GeneratedTokenLog }) }),
  });

builder.mutationField('destroyAuthToken', (t) =>
  t.field({
    type: DestroyAuthTokenPayload,
    args: { input: t.arg({ type: DestroyAuthTokenInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      generatedTokenLog: await destroyAuthToken(ctx, input.token),
    }),
  }),
);

const UserSettingUpdateInput = builder.inputType('UserSettingUpdateInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    contactDialCode: t.string(),
    contactNumber: t.string({ description: 'Without +63 and spaces, e.g. 9171234567.' }),
    businessEmailAddress: t.string(),
    birthdate: t.field({ type: 'Date' }),
  }),
});

builder.mutationField('userSettingUpdate', (t) =>
  t.field({
    type: UserType,
    args: { input: t.arg({ type: UserSettingUpdateInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateSettings(ctx, input),
  }),
);

const AccountSecurityUpdateInput = builder.inputType('AccountSecurityUpdateInput', {
  fields: (t) => ({
    userUuid: t.id({ required: true }),
    contactNumber: t.string({ required: true, description: 'Without +63 and spaces, e.g. 9171234567.' }),
    contactDialCode: t.string({ required: true }),
    businessEmailAddress: t.string({ required: true }),
    birthdate: t.field({ type: 'Date', required: true }),
  }),
});

builder.mutationField('accountSecurityUpdate', (t) =>
  t.field({
    type: UserType,
    description:
      'Account Security Update dialog: birthdate, mobile number, business email (re-verified when changed).',
    args: { input: t.arg({ type: AccountSecurityUpdateInput, required: true }) },
    resolve: (_root, { input }, ctx) => accountSecurityUpdate(ctx, input),
  }),
);

builder.queryField('unverifiedUserBusinessEmail', (t) =>
  t.string({
    nullable: true,
    description:
      "The user's business email while it is unverified; null once verified. Only for the signed-in user.",
    args: { userUuid: t.arg.id({ required: true }) },
    resolve: (_root, { userUuid }, ctx) => unverifiedBusinessEmail(ctx, userUuid),
  }),
);

builder.mutationField('userResendVerificationEmail', (t) =>
  t.field({
    type: UserType,
    args: { userUuid: t.arg.id({ required: true }) },
    resolve: (_root, { userUuid }, ctx) => resendBusinessEmailVerification(ctx, userUuid),
  }),
);
