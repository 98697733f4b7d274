/** The accounts domain's public surface: what other domains, the composition root and the seed use. */
import './accounts.recovery.graphql.ts';

export type { AccountsEvents } from './accounts.events.ts';
export { AccountTypeEnum, SignInPayload, UserType } from './accounts.graphql.ts';
export { EmailConfirmInput } from './accounts.recovery.graphql.ts';
export { type ReferredUser, referredUsers } from './accounts.referred.ts';
export {
  ACCOUNT_TYPES,
  type AccountType,
  fullName,
  INVALID_LINK,
  isEmail,
  isPhContactNumber,
  nameProblems,
  normalizeEmail,
  passwordProblem,
} from './accounts.rules.ts';
export {
  authenticate,
  createUser,
  findUserByEmail,
  issueToken,
  type NewUser,
  usersByUuids,
} from './accounts.service.ts';
export { forgetSessions, SESSION_CACHE_MS } from './accounts.sessions.ts';
export { signInSucceeded, verifyCredentials } from './accounts.signin.ts';
export type { UserRow } from './accounts.tables.ts';
export { registerAccountsMailListeners } from './listeners/send-mail.ts';
