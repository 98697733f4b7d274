import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { newUuid } from '../../platform/ids.ts';
import type { Mailer } from './mail.port.ts';
import { mailOutbox } from './mail.tables.ts';

/** Keeps mail in the database instead of sending it (no mail server needed on the embedded default). */
export function createOutboxMailer(db: Db, clock: Clock): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({
        uuid: newUuid(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        createdAt: clock.now(),
      });
    },
    close: async () => undefined,
  };
}
