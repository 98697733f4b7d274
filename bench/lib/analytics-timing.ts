/** bench/analytics's timings: runs timed in rotation, and their median and p95. */

export interface Timing {
  median: number;
  p95: number;
  runs: number;
}
export const stats = (t: number[]): Timing => {
  const s = [...t].sort((x, y) => x - y);
  return {
    median: s[Math.floor(s.length / 2)] ?? 0,
    p95: s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] ?? 0,
    runs: s.length,
  };
};

/**
 * Times each of `runs` in rotation, so that all see the same machine: on shared cores a burst of other
 * work lands on each alike. A run given fewer `counts` (the slow raw baseline) is spread evenly among
 * the others' rounds rather than bunched at the start. Each run is first run `warm` times untimed.
 */
export async function measureTogether(
  runs: Array<() => Promise<unknown>>,
  counts: number[],
  warm: number[],
): Promise<Timing[]> {
  for (let i = 0; i < Math.max(...warm); i++)
    for (const [j, run] of runs.entries()) if (i < (warm[j] ?? 0)) await run();
  const rounds = Math.max(...counts);
  const times: number[][] = runs.map(() => []);
  for (let i = 0; i < rounds; i++)
    for (let j = 0; j < runs.length; j++) {
      const k = (i + j) % runs.length;
      const n = counts[k] ?? rounds;
      // Run k's n runs fall on rounds 0, r/n, 2r/n, …
      if (Math.floor(((i + 1) * n) / rounds) === Math.floor((i * n) / rounds)) continue;
      const start = performance.now();
      await runs[k]?.();
      times[k]?.push(performance.now() - start);
    }
  return times.map(stats);
}
