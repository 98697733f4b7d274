/**
 * A new broadcast started from another screen (a store announcement's "Broadcast"): what the composer
 * begins with, handed over in the router's state so nothing is saved until the merchant saves it.
 */
export interface BroadcastStart {
  name: string;
  message: string;
  /** The product its one button opens; null: the button opens the store. */
  product: { uuid: string; name: string } | null;
}

const KEY = 'broadcastStart';

/** The router state that opens the composer with `start`. */
export const broadcastStartState = (start: BroadcastStart) => ({ [KEY]: start });

/** The start handed over in `state`, when it is one. */
export function broadcastStartOf(state: unknown): BroadcastStart | null {
  const start = (state as Record<string, unknown> | null)?.[KEY] as Partial<BroadcastStart> | undefined;
  if (!start || typeof start.message !== 'string' || typeof start.name !== 'string') return null;
  const product =
    start.product && typeof start.product.uuid === 'string' && typeof start.product.name === 'string'
      ? { uuid: start.product.uuid, name: start.product.name }
      : null;
  return { name: start.name, message: start.message, product };
}
