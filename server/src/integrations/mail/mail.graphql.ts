import { desc } from 'drizzle-orm';
import { builder } from '../../graphql/builder.ts';
import { pageSize } from '../../platform/cursor.ts';
import { forbidden } from '../../platform/errors.ts';
import { isLoopback } from '../../platform/http.ts';
import { mailOutbox, type OutboxMailRow } from './mail.tables.ts';

const OutboxMail = builder.objectRef<OutboxMailRow>('OutboxMail').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('mailOutbox', (t) =>
  t.field({
    type: [OutboxMail],
    description:
      'Demo mode only, and only to callers on this computer: the newest mails the embedded outbox holds (FORBIDDEN otherwise).',
    args: { first: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      if (!ctx.demoMode) throw forbidden('The mailbox is only available in demo mode');
      // The outbox holds every emailed link (resets included): only a browser on this machine reads it.
      if (!isLoopback(ctx.remoteAddress)) throw forbidden('The mailbox is only available on this computer');
      return ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.seq)).limit(pageSize(args.first));
    },
  }),
);
