/** What the apps domain announces. */
export interface AppsEvents {
  'app.created': { appUuid: string; ownerUuid: string };
  'member.invited': { email: string; role: string; appName: string; inviterName: string; token: string };
  'app.recipientAdded': { email: string; kind: 'support' | 'notification'; appName: string; token: string };
}
