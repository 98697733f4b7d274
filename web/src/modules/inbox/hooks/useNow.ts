import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (the list's "3:07 PM" turns into "Yesterday" at midnight). */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
