import type { EventBus } from '../../../platform/events.ts';
import { pageByUuid } from '../../apps/index.ts';
import { syncPageTemplates } from '../inbox.templates.ts';

/** A newly connected page's utility templates are read from Messenger at once (order updates after 24 h). */
export function registerInboxTemplateListeners(events: EventBus): void {
  events.on('apps.pageConnected', async ({ pageUuid }, deps) => {
    const page = await pageByUuid(deps.db, pageUuid);
    if (page) await syncPageTemplates(deps, page);
  });
}
