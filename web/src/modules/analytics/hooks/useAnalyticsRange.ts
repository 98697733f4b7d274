import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { manilaToday, paramsFor, type RangeChoice, type RangePreset, rangeFromParams } from '../range';

export interface AnalyticsRange {
  range: RangeChoice;
  today: string;
  choose: (preset: RangePreset, custom?: { from: string; to: string }) => void;
}

/** The page's date range, read from and written to the URL's search params (a reload keeps it). */
export function useAnalyticsRange(): AnalyticsRange {
  const [params, setParams] = useSearchParams();
  const today = manilaToday();
  const range = useMemo(() => rangeFromParams(params, today), [params, today]);
  const choose = useCallback(
    (preset: RangePreset, custom?: { from: string; to: string }) =>
      // Replace: stepping through ranges should not fill the Back button's history.
      setParams((current) => paramsFor(current, preset, custom), { replace: true }),
    [setParams],
  );
  return { range, today, choose };
}
