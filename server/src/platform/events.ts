import type { Mailer } from '../integrations/mail/mail.port.ts';
import type { Messenger } from '../integrations/messenger/messenger.port.ts';
import type { Storage } from '../integrations/storage/storage.port.ts';
import type { DomainEvents } from '../modules/events.ts';
import type { Clock } from './clock.ts';
import type { Db, Tx } from './db.ts';
import type { Jobs } from './jobs.ts';
import type { Logger } from './logger.ts';
import type { PubSub } from './pubsub.ts';
import type { Sealer } from './seal.ts';

/**
 * Domain events (DESIGN.md rule 5): services announce what happened; listeners (notifications, live
 * pushes, mail...) run after the transaction commits, never inside it. The catalogue of events is
 * modules/events.ts, assembled from each domain's `<domain>.events.ts`.
 */
export type EventName = keyof DomainEvents;

export interface ListenerDeps {
  db: Db;
  pubsub: PubSub;
  log: Logger;
  clock: Clock;
  mailer: Mailer;
  /** Absolute base for links in mail, e.g. http://localhost:8080. */
  publicUrl: string;
  /** Background jobs of this process (kick one after a commit). */
  jobs: Jobs;
  messenger: Messenger;
  /** Opens sealed page access tokens. */
  sealer: Sealer;
  /** Uploaded files (product photos). */
  storage: Storage;
}

type Listener<K extends EventName> = (payload: DomainEvents[K], deps: ListenerDeps) => Promise<void> | void;
type Pending = { [K in EventName]: { name: K; payload: DomainEvents[K] } }[EventName];

export class EventBus {
  private readonly listeners = new Map<EventName, Listener<EventName>[]>();

  constructor(private readonly deps: ListenerDeps) {}

  on<K extends EventName>(name: K, listener: Listener<K>): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as unknown as Listener<EventName>);
    this.listeners.set(name, list);
  }

  /** Runs every listener of each event; a failing listener is logged and never fails the caller. */
  async dispatch(events: readonly Pending[]): Promise<void> {
    for (const event of events) {
      for (const listener of this.listeners.get(event.name) ?? []) {
        try {
          await listener(event.payload, this.deps);
        } catch (err) {
          this.deps.log.error({ err, event: event.name }, 'event listener failed');
        }
      }
    }
  }
}

export interface Emitter {
  emit<K extends EventName>(name: K, payload: DomainEvents[K]): void;
}

/** Runs `work` in one transaction; the events it emits are dispatched only after the commit. */
export async function inTransaction<T>(
  ctx: { db: Db; events: EventBus },
  work: (tx: Tx, emitter: Emitter) => Promise<T>,
): Promise<T> {
  const pending: Pending[] = [];
  const emitter: Emitter = {
    emit(name, payload) {
      pending.push({ name, payload } as Pending);
    },
  };
  const result = await ctx.db.transaction((tx) => work(tx, emitter));
  await ctx.events.dispatch(pending);
  return result;
}
