/**
 * Every status that changes is a state machine written as data: a transition table (from → the
 * statuses it may move to) and the words a merchant reads for each status. One helper checks every
 * move the same way and refuses a wrong one with a sentence, never a silent overwrite.
 */
import { conflict } from './errors.ts';

export type Move = { ok: true } | { ok: false; reason: string };

export interface StateMachine<S extends string> {
  /** What is moving, as a merchant says it ("Order status", "Suggested reply"). */
  readonly what: string;
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  readonly labels: Readonly<Record<S, string>>;
  /** Whether `from → to` is allowed, with the refusal in plain words when not. */
  move(from: S, to: S): Move;
  /** As move, but throws CONFLICT with the refusal. */
  assert(from: S, to: S): void;
  /** The statuses `from` may move to: exactly its row of the table. */
  next(from: S): readonly S[];
  /** True when nothing may follow `status`. */
  isFinal(status: S): boolean;
}

export function stateMachine<S extends string>(
  what: string,
  transitions: Readonly<Record<S, readonly NoInfer<S>[]>>,
  labels: Readonly<Record<NoInfer<S>, string>>,
): StateMachine<S> {
  const move = (from: S, to: S): Move => {
    if (!Object.hasOwn(transitions, to)) return { ok: false, reason: `${what} is invalid` };
    if (from === to) return { ok: false, reason: `The ${what.toLowerCase()} is already ${labels[to]}` };
    if (transitions[from]?.includes(to)) return { ok: true };
    return {
      ok: false,
      reason: `The ${what.toLowerCase()} cannot change from ${labels[from]} to ${labels[to]}`,
    };
  };
  return {
    what,
    transitions,
    labels,
    move,
    assert(from, to) {
      const verdict = move(from, to);
      if (!verdict.ok) throw conflict(verdict.reason);
    },
    next: (from) => transitions[from] ?? [],
    isFinal: (status) => (transitions[status] ?? []).length === 0,
  };
}
