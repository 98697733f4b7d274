import { eq } from 'drizzle-orm';
import type { EventBus } from '../../../platform/events.ts';
import { pages } from '../../apps/apps.tables.ts';
import { syncPageTemplates } from '../inbox.templates.ts';

/** A newly connected page's utility templates are read from Messenger at once (order updates after 24 h). */
export function registerInboxTemplateListeners(events: EventBus): void {
  events.on('inbox.pageConnected', async ({ pageUuid }, deps) => {
    const [page] = await deps.db.select().from(pages).where(eq(pages.uuid, pageUuid));
    if (page) await syncPageTemplates(deps, page);
  });
}
