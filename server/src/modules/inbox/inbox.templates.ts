import { asc, eq } from 'drizzle-orm';
import type { ContextBase } from '../../graphql/context.ts';
import type { UtilityTemplate } from '../../integrations/messenger/messenger.policy.ts';
import { MessengerError, refusalInPlainWords } from '../../integrations/messenger/messenger.port.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { newUuid } from '../../platform/ids.ts';
import {
  lockPage,
  markTemplatesSynced,
  markTemplatesSyncFailed,
  type PageRow,
  pageAccessToken,
} from '../apps/index.ts';
import { type PageUtilityTemplateRow, pageUtilityTemplates } from './inbox.tables.ts';

export type TemplateSyncDeps = Pick<ContextBase, 'db' | 'clock' | 'messenger' | 'sealer' | 'log'>;

export const templateOf = (row: PageUtilityTemplateRow): UtilityTemplate => ({
  id: row.templateId,
  name: row.name,
  language: row.language,
  category: row.category,
  status: row.status,
  parameterFormat: row.parameterFormat,
  parameters: row.parameters,
  body: row.body,
});

/** The page's templates as last read from Messenger (what the send policy may use). */
export async function pageTemplates(db: Db | Tx, pageUuid: string): Promise<UtilityTemplate[]> {
  const rows = await db
    .select()
    .from(pageUtilityTemplates)
    .where(eq(pageUtilityTemplates.pageUuid, pageUuid))
    .orderBy(asc(pageUtilityTemplates.name), asc(pageUtilityTemplates.language));
  return rows.map(templateOf);
}

/**
 * Reads the page's utility templates from Messenger and replaces what the page had. When Messenger
 * refuses (a token without page_utility_messaging, say), the templates stay as they were and the
 * reason is kept on the page, in plain words, for the console.
 */
export async function syncPageTemplates(deps: TemplateSyncDeps, page: PageRow): Promise<PageRow> {
  let found: UtilityTemplate[];
  try {
    found = await deps.messenger.utilityTemplates({
      fbPageId: page.fbPageId,
      accessToken: pageAccessToken(deps, page),
    });
  } catch (err) {
    if (!(err instanceof MessengerError)) throw err;
    deps.log.warn({ err, pageUuid: page.uuid }, "the page's utility templates could not be read");
    return (await markTemplatesSyncFailed(deps.db, page.uuid, refusalInPlainWords(err))) ?? page;
  }
  const now = deps.clock.now();
  const unique = new Map(found.map((t) => [`${t.name}\u0000${t.language}`, t]));
  return deps.db.transaction(async (tx) => {
    // One sync of a page at a time: two at once would both delete, then both insert the same names.
    await lockPage(tx, page.uuid);
    await tx.delete(pageUtilityTemplates).where(eq(pageUtilityTemplates.pageUuid, page.uuid));
    if (unique.size)
      await tx.insert(pageUtilityTemplates).values(
        [...unique.values()].map((t) => ({
          uuid: newUuid(),
          appUuid: page.appUuid,
          pageUuid: page.uuid,
          templateId: t.id,
          name: t.name,
          language: t.language,
          category: t.category,
          status: t.status,
          parameterFormat: t.parameterFormat,
          parameters: t.parameters,
          body: t.body,
          syncedAt: now,
        })),
      );
    return (await markTemplatesSynced(tx, page.uuid, now)) ?? page;
  });
}
