/**
 * bench/analytics's view of the server's SQL, and its comparison of two answers. Importing this module
 * wraps pg.Client's query (the server runs in the bench's process), so that capture() can record what
 * one request runs.
 */
import pg from 'pg';

/**
 * The statements the server runs for the overview, as it runs them now: captured from the pg driver
 * (the server runs in this process) during one request, then replayed one after the other with their
 * parameters. The data layer's cost, apart from HTTP and GraphQL (the server runs a few of them at once).
 */
export interface Statement {
  text: string;
  values?: unknown[];
}
let capturing: Statement[] | null = null;
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  if (capturing) {
    if (typeof first === 'string')
      capturing.push({ text: first, values: Array.isArray(second) ? second : undefined });
    else if (first && typeof first === 'object' && 'text' in first)
      capturing.push({
        text: String(first.text),
        // Drizzle passes its parameters apart from the query's config.
        values: (first as { values?: unknown[] }).values ?? (Array.isArray(second) ? second : undefined),
      });
  }
  return clientQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

export async function capture(run: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  capturing = statements;
  try {
    await run();
  } finally {
    capturing = null;
  }
  return statements;
}

export async function replay(pool: pg.Pool, statements: Statement[]): Promise<void> {
  for (const s of statements) await pool.query({ text: s.text, values: s.values });
}

/** Where two answers differ (empty: they agree), at most a few. */
export function differences(got: unknown, want: unknown, at = ''): string[] {
  if (typeof got === 'number' && typeof want === 'number')
    return Math.abs(got - want) <= 1e-9 * Math.max(1, Math.abs(want)) ? [] : [`${at}: ${got} ≠ ${want}`];
  if (Array.isArray(got) && Array.isArray(want)) {
    const out: string[] = [];
    if (got.length !== want.length) out.push(`${at}: ${got.length} items ≠ ${want.length}`);
    for (let i = 0; i < Math.min(got.length, want.length) && out.length < 5; i++)
      out.push(...differences(got[i], want[i], `${at}[${i}]`));
    return out;
  }
  if (got && want && typeof got === 'object' && typeof want === 'object') {
    const out: string[] = [];
    // The fields the answer has (the document asked for them), each against the baseline's.
    for (const k of Object.keys(got))
      if (out.length < 5)
        out.push(
          ...differences(
            (got as Record<string, unknown>)[k],
            (want as Record<string, unknown>)[k],
            `${at}.${k}`,
          ),
        );
    return out;
  }
  return got === want ? [] : [`${at}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`];
}
