import type { ContextBase } from '../../graphql/context.ts';
import type { EventBus } from '../../platform/events.ts';
import { EVALUATION_JOB, processEvaluationRun } from './assistant.evaluation.ts';
import { processAssistQueue, sweepNegativeSentiment } from './assistant.service.ts';

export const ASSIST_JOB = 'assistant.queue';
export const NEGATIVE_SWEEP_JOB = 'assistant.negative-sentiment-reminders';

/**
 * The assistant's background work: the suggestion queue (kicked on every customer message, and
 * swept every 15 s for anything a dead process left), the 10-minute unhappy-customer reminders, and
 * evaluation runs.
 */
export function defineInboxJobs(base: ContextBase): void {
  base.jobs.define(ASSIST_JOB, () => processAssistQueue(base), 15_000);
  base.jobs.define(NEGATIVE_SWEEP_JOB, async () => void (await sweepNegativeSentiment(base)), 60_000);
  base.jobs.define(
    EVALUATION_JOB,
    (payload, run) =>
      processEvaluationRun(base, String((payload as { runUuid?: unknown }).runUuid), run.lastAttempt),
    undefined,
    { maxAttempts: 3 },
  );
  // Work queued before a restart (or by the demo seed) is picked up at once.
  void base.jobs.kick(ASSIST_JOB);
}

/**
 * A customer wrote: sentiment and the suggested reply are claimed from the database by this process's
 * worker, now. The delivery waits for the queue's job to be written (not for its run), so the worker's
 * drain that delivered this event sees it: nothing waiting on the worker (a test, a shutdown) finds it
 * idle before the suggestion is made.
 */
export function registerAssistantListeners(events: EventBus): void {
  events.on('inbox.customerMessageReceived', (_message, { jobs }) => jobs.kick(ASSIST_JOB));
}

/** The plan usage, live: a suggestion used a reply of the month (billing's subscription reads it). */
export function registerAssistantLiveListeners(events: EventBus): void {
  events.on('assistant.replySuggested', ({ appUuid }, { pubsub }) =>
    pubsub.publish('appEnterprisePlan', appUuid, { appUuid }),
  );
}
