import { useSyncExternalStore } from 'react';
import { matchTopRoute, topRoutes } from '../../bundles';
import { DEV_MAILBOX_PATH } from '../../modules/accounts/urls';
import { askedOnce } from '../askedOnce';

/** The profile fields the Complete user profile dialog asks for (document 1 §4), with their labels. */
export const PROFILE_FIELDS = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['birthdate', 'Birthdate'],
  ['contactNumber', 'Mobile Number'],
  ['businessEmailAddress', 'Business Email Address'],
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number][0];

export type ProfileFacts = { role: string } & { [K in ProfileField]?: string | null };

/** Affiliates are not asked to complete their profile (document 1 §6). */
const EXEMPT_ROLES: ReadonlySet<string> = new Set(['affiliate', 'affiliate_manager']);

function isEmpty(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Labels of the profile fields the user has left empty, in the dialog's order. */
export function missingProfileFields(user: ProfileFacts): string[] {
  return PROFILE_FIELDS.filter(([key]) => isEmpty(user[key])).map(([, label]) => label);
}

/** The account page (/profile, /profile/update) and guided setup (/diy..., /affiliate-v2/diy...) never show it. */
function isExemptPath(pathname: string): boolean {
  return /^\/profile(\/|$)/.test(pathname) || /(^|\/)diy(\/|$)/.test(pathname);
}

/**
 * Document 1 §4: the Complete user profile dialog opens when any of first name, last name,
 * birthdate, contact number or business email is empty, except for affiliates, on the account
 * page and in guided setup.
 */
export function needsProfileCompletion(user: ProfileFacts | null | undefined, pathname: string): boolean {
  if (!user) return false;
  if (EXEMPT_ROLES.has(user.role)) return false;
  if (isExemptPath(pathname)) return false;
  return missingProfileFields(user).length > 0;
}

/**
 * The account prompts (this dialog and the unverified-email banner) belong to the signed-in
 * console: never on public pages (sign-in, emailed-link pages, invitations, the developer mailbox),
 * which a signed-in user may also open.
 */
export function showsAccountPrompts(pathname: string): boolean {
  if (pathname === DEV_MAILBOX_PATH) return false;
  return matchTopRoute(topRoutes, pathname)?.route.public !== true;
}

/** "Later" on the Complete user profile dialog: it stops opening by itself for this user in this browser. */
export const profileLater = askedOnce('suki.profileLater');

const laterListeners = new Set<() => void>();

/** Answers "Later" for this user, and tells every part of the console that waited on the dialog. */
export function deferProfile(userUuid: string): void {
  profileLater.defer(userUuid);
  for (const listener of laterListeners) listener();
}

function subscribeLater(listener: () => void): () => void {
  laterListeners.add(listener);
  return () => {
    laterListeners.delete(listener);
  };
}

/**
 * Whether the Complete user profile dialog is open for this user on this page (due, and not answered
 * "Later"): the store's MDR and order-reminder dialogs wait while it shows, and go on after Later.
 */
export function useProfileDialogOpen(
  user: (ProfileFacts & { uuid: string }) | null | undefined,
  pathname: string,
): boolean {
  const deferred = useSyncExternalStore(
    subscribeLater,
    () => (user ? profileLater.deferred(user.uuid) : false),
    () => false,
  );
  return needsProfileCompletion(user, pathname) && !deferred;
}
