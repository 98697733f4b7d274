import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true after). A widget
 * far down the dashboard asks the server only once the merchant scrolls towards it, which keeps the
 * overview's first load inside its budget (docs/design.md, the request path). Without
 * IntersectionObserver (an old browser, the test DOM) it is near at once.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
