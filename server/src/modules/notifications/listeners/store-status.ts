import type { EventBus } from '../../../platform/events.ts';
import { appByUuid } from '../../apps/index.ts';
import { storeStatusMessage } from '../notifications.rules.ts';
import { notify } from '../notifications.service.ts';

/** A store that went live, into maintenance, closed or deactivated: its team reads it in the console. */
export function registerStoreStatusListeners(events: EventBus): void {
  events.on('app.storeStatusChanged', async ({ appUuid, from, to }, deps) => {
    const app = await appByUuid(deps.db, appUuid);
    const message = app ? storeStatusMessage(app.name, from, to) : null;
    if (!app || !message) return;
    await notify({ db: deps.db, clock: deps.clock, events }, { appUuid, category: 'store_status', message });
  });
}
