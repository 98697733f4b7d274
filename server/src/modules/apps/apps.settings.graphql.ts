import { builder } from '../../graphql/builder.ts';
import { EmailConfirmInput, SignInPayload } from '../accounts/index.ts';
import { AppType, CategoryTreeNode, MemberRoleEnum } from './apps.graphql.ts';
import type { MemberView } from './apps.members.ts';
import {
  acceptInvitation,
  invitationDetails,
  inviteMember,
  listMembers,
  revokeMember,
  updateMemberRole,
} from './apps.members.ts';
import { appOrThrow } from './apps.service.ts';
import {
  categoryDescriptionOf,
  confirmRecipient,
  resendRecipientVerification,
  unverifiedRecipients,
  updateCategoryDescription,
  updateSupportDetails,
} from './apps.support.ts';

/** Manage Access (members, invitations), support contact details, merchant category and description. */

const MemberStatusEnum = builder.enumType('MemberStatus', { values: ['active', 'invited'] as const });

const MemberType = builder.objectRef<MemberView>('Member').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid', { description: "The member's user uuid, or the pending invitation's uuid." }),
    email: t.exposeString('email'),
    fullName: t.exposeString('fullName', { nullable: true }),
    role: t.expose('role', { type: MemberRoleEnum }),
    status: t.expose('status', { type: MemberStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('members', (t) =>
  t.field({
    type: [MemberType],
    description: 'Members and pending invitations of an app (every member may read).',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_root, { appUuid }, ctx) => listMembers(ctx, appUuid),
  }),
);

const MemberInviteInput = builder.inputType('MemberInviteInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    email: t.string({ required: true }),
    role: t.field({ type: MemberRoleEnum, required: true }),
  }),
});
builder.mutationField('memberInvite', (t) =>
  t.field({
    type: MemberType,
    description: 'Owner or admin: invite an email to the app with a role; mails the sign-up link.',
    args: { input: t.arg({ type: MemberInviteInput, required: true }) },
    resolve: (_root, { input }, ctx) => inviteMember(ctx, input),
  }),
);

const MemberRevokeInput = builder.inputType('MemberRevokeInput', {
  fields: (t) => ({ appUuid: t.id({ required: true }), memberUuid: t.id({ required: true }) }),
});
const MemberRevokePayload = builder.objectRef<{ memberUuid: string }>('MemberRevokePayload').implement({
  fields: (t) => ({ memberUuid: t.exposeID('memberUuid') }),
});
builder.mutationField('memberRevoke', (t) =>
  t.field({
    type: MemberRevokePayload,
    description: 'Owner or admin: remove a member or cancel a pending invitation.',
    args: { input: t.arg({ type: MemberRevokeInput, required: true }) },
    resolve: (_root, { input }, ctx) => revokeMember(ctx, input),
  }),
);

const MemberRoleUpdateInput = builder.inputType('MemberRoleUpdateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    memberUuid: t.id({ required: true }),
    role: t.field({ type: MemberRoleEnum, required: true, description: 'admin or store_manager.' }),
  }),
});
builder.mutationField('memberRoleUpdate', (t) =>
  t.field({
    type: MemberType,
    description: "Owner or admin: change a member's store role (admin or store manager; never the owner's).",
    args: { input: t.arg({ type: MemberRoleUpdateInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateMemberRole(ctx, input),
  }),
);

const InvitationType = builder
  .objectRef<{ email: string; role: string; appName: string; inviterName: string; accountExists: boolean }>(
    'Invitation',
  )
  .implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      role: t.field({ type: MemberRoleEnum, resolve: (i) => i.role as 'admin' | 'store_manager' }),
      appName: t.exposeString('appName'),
      inviterName: t.exposeString('inviterName'),
      accountExists: t.exposeBoolean('accountExists'),
    }),
  });
builder.queryField('invitation', (t) =>
  t.field({
    type: InvitationType,
    description: "An invitation's details for its sign-up page; refused when invalid, used or expired.",
    args: { invitationToken: t.arg.string({ required: true }) },
    resolve: (_root, { invitationToken }, ctx) => invitationDetails(ctx, invitationToken),
  }),
);

const InvitationAcceptInput = builder.inputType('InvitationAcceptInput', {
  fields: (t) => ({
    invitationToken: t.string({ required: true }),
    password: t.string({ required: true }),
    firstName: t.string(),
    lastName: t.string(),
  }),
});
builder.mutationField('invitationAccept', (t) =>
  t.field({
    type: SignInPayload,
    description:
      "Accept an invitation: creates the account (or checks the existing one's password) and signs in.",
    args: { input: t.arg({ type: InvitationAcceptInput, required: true }) },
    resolve: (_root, { input }, ctx) => acceptInvitation(ctx, input),
  }),
);

for (const [field, kind] of [
  ['fetchUnverifiedSupportEmails', 'support'],
  ['fetchUnverifiedNotificationEmails', 'notification'],
] as const) {
  builder.queryField(field, (t) =>
    t.stringList({
      args: { appUuid: t.arg.id({ required: true }) },
      resolve: (_root, { appUuid }, ctx) => unverifiedRecipients(ctx, appUuid, kind),
    }),
  );
}

builder.mutationField('appResendVerificationEmail', (t) =>
  t.field({
    type: AppType,
    args: { appUuid: t.arg.id({ required: true }), supportEmail: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => resendRecipientVerification(ctx, args.appUuid, args.supportEmail),
  }),
);

const UpdateSupportDetailsInput = builder.inputType('UpdateSupportDetailsInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    supportEmailList: t.string({ required: true, description: 'One comma-joined string of emails.' }),
    supportContactNumber: t.string({ description: 'Without +63 and spaces, e.g. 9171234567.' }),
  }),
});
const UpdateSupportDetailsPayload = builder
  .objectRef<{ supportEmailList: string; supportContactNumber: string | null }>('UpdateSupportDetailsPayload')
  .implement({
    fields: (t) => ({
      supportEmailList: t.exposeString('supportEmailList'),
      supportContactNumber: t.exposeString('supportContactNumber', { nullable: true }),
    }),
  });
builder.mutationField('updateSupportDetails', (t) =>
  t.field({
    type: UpdateSupportDetailsPayload,
    args: { input: t.arg({ type: UpdateSupportDetailsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateSupportDetails(ctx, input),
  }),
);

const EmailRecipientConfirmPayload = builder
  .objectRef<{ email: string; appName: string }>('EmailRecipientConfirmPayload')
  .implement({ fields: (t) => ({ email: t.exposeString('email'), appName: t.exposeString('appName') }) });
builder.mutationField('emailRecipientConfirm', (t) =>
  t.field({
    type: EmailRecipientConfirmPayload,
    description:
      'Confirms a support or notification email recipient of an app (/support-email-recipient-confirmation/{token}, /email-recipient-confirmation/{token}).',
    args: { input: t.arg({ type: EmailConfirmInput, required: true }) },
    resolve: (_root, { input }, ctx) => confirmRecipient(ctx, input.confirmationToken),
  }),
);

const AppCategoryDescription = builder
  .objectRef<ReturnType<typeof categoryDescriptionOf>>('AppCategoryDescription')
  .implement({
    fields: (t) => ({
      appUuid: t.exposeID('appUuid'),
      categoryTree: t.expose('categoryTree', { type: [CategoryTreeNode] }),
      businessDescription: t.exposeString('businessDescription', { nullable: true }),
    }),
  });
builder.queryField('appCategoryDescription', (t) =>
  t.field({
    type: AppCategoryDescription,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: async (_root, { appUuid }, ctx) => categoryDescriptionOf(await appOrThrow(ctx, appUuid)),
  }),
);

const AppCategoryDescriptionInput = builder.inputType('AppCategoryDescriptionInput', {
  description:
    "secondaryCategories are qualified by their primary: 'Caterers > Filipino' (the Food groups share one cuisine list).",
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    primaryCategories: t.stringList({ required: true }),
    secondaryCategories: t.stringList({ required: true }),
    businessDescription: t.string({ required: true }),
  }),
});
builder.mutationField('appCategoryDescriptionUpdate', (t) =>
  t.field({
    type: AppCategoryDescription,
    args: { input: t.arg({ type: AppCategoryDescriptionInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateCategoryDescription(ctx, input),
  }),
);
