import type { AppsQuery } from '../../generated/graphql';

/** A store as the dashboard lists it. */
export type AppSummary = AppsQuery['apps']['edges'][number]['node'];

/** The list with `app` first, unless a store with its uuid is listed already (live events dedupe by uuid). */
export function withApp(data: AppsQuery, app: AppSummary): AppsQuery {
  if (data.apps.edges.some((edge) => edge.node.uuid === app.uuid)) return data;
  const edge = { __typename: 'AppEdge' as const, cursor: app.uuid, node: app };
  return { ...data, apps: { ...data.apps, edges: [edge, ...data.apps.edges] } };
}

/** The next page appended to the list (stores already shown are skipped), with the next page's pageInfo. */
export function appendPage(previous: AppsQuery, next: AppsQuery): AppsQuery {
  const seen = new Set(previous.apps.edges.map((edge) => edge.node.uuid));
  const fresh = next.apps.edges.filter((edge) => !seen.has(edge.node.uuid));
  return { ...previous, apps: { ...next.apps, edges: [...previous.apps.edges, ...fresh] } };
}

/** What the dashboard shows: live stores not yet in the list first, then the list; one card per uuid. */
export function mergeApps(live: readonly AppSummary[], data: AppsQuery | undefined): AppSummary[] {
  const listed = data?.apps.edges.map((edge) => edge.node) ?? [];
  const known = new Set(listed.map((app) => app.uuid));
  return [...live.filter((app) => !known.has(app.uuid)), ...listed];
}
