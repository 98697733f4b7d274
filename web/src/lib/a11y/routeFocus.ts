/**
 * Where keyboard and screen-reader focus goes after a route change: to the new page's heading (its
 * first h1 inside main), or to main itself when the page has none, never left on <body>. Used by the
 * console and the storefront alike (lib/ is shared).
 */

/** The main region's id: the skip link's target. */
export const MAIN_ID = 'main-content';

const CHROME = 'header, nav, [role="navigation"], [role="banner"]';

/**
 * Whether focus should move to the new page: it was dropped (on <body> or on an element that left the
 * page) or sits in the navigation chrome (side menu, top bar, breadcrumb) that led here. A control
 * inside the page that survived the change, or an open dialog, keeps it.
 */
export function shouldMoveFocus(active: Element | null, doc: Document): boolean {
  if (focusDropped(active, doc)) return true;
  if (active === null) return true;
  if (active.closest('[role="dialog"], [aria-modal="true"]')) return false;
  if (active.closest(CHROME)) return true;
  // The main region itself (the skip link's target) is a place, not a control.
  return active.id === MAIN_ID;
}

/** Focus was dropped: it is on <body>, or on an element that has left the page. */
export function focusDropped(active: Element | null, doc: Document): boolean {
  return active === null || active === doc.body || active === doc.documentElement || !active.isConnected;
}

/** The new page's heading: the first h1 inside main, if there is one yet. */
export function pageHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`#${MAIN_ID} h1, main h1`);
}

/** Focuses an element that is not a control (a heading, a region) without adding it to the tab order. */
export function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

export interface MoveFocusOptions {
  /** How long to wait for the page's heading (lazy chunks, data) before settling for main. */
  timeoutMs: number;
  /**
   * Move only a dropped focus (a change of query, such as sign-in → ?mode=forgot, that removed the
   * focused control); a control that is still there keeps it.
   */
  onlyIfDropped?: boolean;
}

/**
 * Moves focus to the new page's heading once it is rendered, or to main after `timeoutMs`; answers
 * a function that stops waiting. Focus the user has meanwhile put inside the page stays where it is.
 */
export function moveFocusWhenReady(
  doc: Document,
  { timeoutMs, onlyIfDropped = false }: MoveFocusOptions,
): () => void {
  let done = false;
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    done = true;
    observer?.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
  const settle = (target: HTMLElement | null) => {
    stop();
    const move = onlyIfDropped ? focusDropped : shouldMoveFocus;
    if (target && move(doc.activeElement, doc)) focusElement(target);
  };
  const tryHeading = () => {
    const heading = pageHeading(doc);
    if (heading === null) return false;
    settle(heading);
    return true;
  };
  if (tryHeading()) return stop;
  observer = new MutationObserver(() => {
    if (!done) tryHeading();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  timer = setTimeout(() => {
    if (!done) settle(pageHeading(doc) ?? doc.getElementById(MAIN_ID) ?? doc.querySelector('main'));
  }, timeoutMs);
  return stop;
}
