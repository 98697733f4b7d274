/**
 * Whether the live channel has been down long enough to say so: "Reconnecting…" shows once the socket
 * has been closed for 3 s while subscriptions wanted it, and goes as soon as it is connected again.
 */
export const OFFLINE_NOTICE_MS = 3000;

type Listener = () => void;
let offline = false;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (offline === next) return;
  offline = next;
  for (const l of listeners) l();
}

export const liveStatus = {
  isOffline: () => offline,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The socket closed (and will be retried). */
  closed() {
    timer ??= setTimeout(() => {
      timer = null;
      set(true);
    }, OFFLINE_NOTICE_MS);
  },
  /** The socket is connected (or no longer wanted). */
  connected() {
    if (timer) clearTimeout(timer);
    timer = null;
    set(false);
  },
};
