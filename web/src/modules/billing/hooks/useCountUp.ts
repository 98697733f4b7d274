import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { countUpValue } from '../billingWidget';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * `target` counted up to over `durationMs` (from 0 at first, then from the value shown), one frame
 * at a time; at once when the user prefers reduced motion or the browser cannot animate.
 */
export function useCountUp(target: number, durationMs: number): number {
  const reduced = useMediaQuery(REDUCED_MOTION, { noSsr: true });
  const animates = !reduced && typeof requestAnimationFrame === 'function';
  const [value, setValue] = useState(animates ? 0 : target);
  const shown = useRef(value);

  useEffect(() => {
    if (!animates) {
      shown.current = target;
      setValue(target);
      return;
    }
    const from = shown.current;
    if (from === target) return;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const elapsed = now - start;
      const next = countUpValue(from, target, elapsed, durationMs);
      shown.current = next;
      setValue(next);
      if (elapsed < durationMs) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, animates]);

  return animates ? value : target;
}
