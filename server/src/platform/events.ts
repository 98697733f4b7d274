import type { Courier } from '../integrations/couriers/couriers.port.ts';
import type { Mailer } from '../integrations/mail/mail.port.ts';
import type { Messenger } from '../integrations/messenger/messenger.port.ts';
import type { Meta } from '../integrations/meta/meta.port.ts';
import type { PaymentProvider } from '../integrations/payments/payments.port.ts';
import type { Storage } from '../integrations/storage/storage.port.ts';
import type { DomainEvents } from '../modules/events.ts';
import type { Clock } from './clock.ts';
import type { Db, Tx } from './db.ts';
import type { JobRun, Jobs } from './jobs.ts';
import type { Logger } from './logger.ts';
import type { PubSub } from './pubsub.ts';
import type { Sealer } from './seal.ts';

/**
 * Domain events (DESIGN.md rule 5): services announce what happened; listeners (notifications, live
 * pushes, mail...) run after the transaction commits, never inside it and never inside the request.
 * The catalogue of events is modules/events.ts, assembled from each domain's `<domain>.events.ts`.
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
  /** Facebook page edges (subscriptions, Messenger profile); null when Meta login is not set up. */
  meta: Meta | null;
  /** Opens sealed page access tokens. */
  sealer: Sealer;
  /** Uploaded files (product photos). */
  storage: Storage;
  /** The payment provider (Xendit, or the sandbox on the embedded default). */
  payments: PaymentProvider;
  /** The express courier (Grab Express, Lalamove, or the local fake). */
  courier: Courier;
}

/** A delivery's attempt: a listener may give up gracefully on its last one instead of throwing. */
export type Delivery = Pick<JobRun, 'attempts' | 'lastAttempt'>;
type Listener<K extends EventName> = (
  payload: DomainEvents[K],
  deps: ListenerDeps,
  delivery: Delivery,
) => Promise<void> | void;
export type Pending = { [K in EventName]: { name: K; payload: DomainEvents[K] } }[EventName];

/**
 * The transactional outbox (docs/design.md): an event is written, as one job per listener, in the
 * transaction of the change that raised it; this process's worker (or another's) delivers it after the
 * commit, retrying with backoff, and keeps it as failed after the last attempt. Nothing a listener does
 * (mail, Messenger, live pushes) runs inside the request. Listeners must be idempotent: a delivery
 * interrupted by a crash is delivered again.
 */
export class EventBus {
  private readonly kinds = new Map<EventName, string[]>();
  private group: string | null = null;

  constructor(private readonly deps: ListenerDeps) {}

  /** Registers a module's listeners under a stable name (it names their deliveries in the database). */
  register(group: string, registration: (events: EventBus) => void): void {
    this.group = group;
    try {
      registration(this);
    } finally {
      this.group = null;
    }
  }

  on<K extends EventName>(name: K, listener: Listener<K>): void {
    if (!this.group) throw new Error(`listener for ${name} registered outside EventBus.register`);
    const kind = `event:${name}:${this.group}`;
    if (this.deps.jobs.has(kind)) throw new Error(`two listeners named ${kind}`);
    this.deps.jobs.define(kind, async (payload, run) => listener(payload as DomainEvents[K], this.deps, run));
    this.kinds.set(name, [...(this.kinds.get(name) ?? []), kind]);
  }

  /** Writes each event's deliveries (one per listener) with `tx`: they exist only if it commits. */
  async write(tx: Db | Tx, events: readonly Pending[]): Promise<void> {
    for (const event of events) {
      for (const kind of this.kinds.get(event.name) ?? []) {
        await this.deps.jobs.enqueue(tx, kind, event.payload);
      }
    }
  }

  /** After a commit that wrote deliveries: this process's worker starts on them at once. */
  wake(): void {
    void this.deps.jobs.drain();
  }

  /** Raises events that belong to no transaction of their own. */
  async publish(events: readonly Pending[]): Promise<void> {
    await this.write(this.deps.db, events);
    this.wake();
  }
}

export interface Emitter {
  emit<K extends EventName>(name: K, payload: DomainEvents[K]): void;
}

/** Runs `work` in one transaction; the events it emits are written in it and delivered after the commit. */
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
  const result = await ctx.db.transaction(async (tx) => {
    const value = await work(tx, emitter);
    await ctx.events.write(tx, pending);
    return value;
  });
  if (pending.length > 0) ctx.events.wake();
  return result;
}
