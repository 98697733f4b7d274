import { appStatusLabel, UNDER_MAINTENANCE } from './format';

export interface AppStatusLike {
  status: string;
  maintenance: boolean;
}

/** Only an Active app, not under maintenance, opens the inbox (document 1 §2, §4). */
export function canOpenInbox(app: AppStatusLike): boolean {
  return appStatusLabel(app) === 'Active';
}

/**
 * The blocking message shown when the inbox cannot open (document 1 §8), or null when it can:
 * 'Your app is {status lowercased}.' followed by what to do about it.
 */
export function inboxBlockedMessage(app: AppStatusLike): string | null {
  if (canOpenInbox(app)) return null;
  const label = appStatusLabel(app);
  let advice = 'Please contact the support team.';
  if (label === UNDER_MAINTENANCE) advice = 'Please disable the maintenance mode to use this feature.';
  else if (label === 'Unlaunched') advice = 'Please launch your app to use this feature.';
  return `Your app is ${label.toLowerCase()}. ${advice}`;
}
