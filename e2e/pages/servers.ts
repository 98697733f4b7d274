/**
 * The servers the flows run against: one per Playwright worker, on consecutive ports from E2E_PORT.
 * Two workers on CI's two cores: one flow's browser and server wait on each other about half the time,
 * and the other worker's flow fills it.
 */
export const basePort = Number(process.env.E2E_PORT ?? 8199);
export const workers = Number(process.env.E2E_WORKERS ?? 2);

export function serverUrl(parallelIndex: number): string {
  return `http://localhost:${basePort + parallelIndex}`;
}
