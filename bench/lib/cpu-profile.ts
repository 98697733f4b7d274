/**
 * Summarises a V8 .cpuprofile (node --cpu-prof) as self time per package: which dependency, which
 * part of Node or which folder of the server the CPU was spent in.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The package a script URL belongs to: `graphql`, `@whatwg-node/fetch`, `node:internal`, `suki:graphql`... */
export function packageOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(garbage collector)') return '(garbage collector)';
    if (functionName === '(program)' || functionName === '(root)') return '(program: V8 and native code)';
    if (functionName === '(idle)') return '(idle)';
    return '(native)';
  }
  if (url.startsWith('node:')) return url.startsWith('node:internal') ? 'node:internal' : url;
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  const src = url.match(/\/server\/(?:dist\/)?src\/([^/]+)/);
  if (src) return `suki: server/src/${src[1]?.replace(/\.(ts|js)$/, '')}`;
  return url;
}

/**
 * Self time per package, in percent of the busy (non-idle) time, highest first. `window` keeps only
 * the samples taken between `fromEndMs` and `toEndMs` milliseconds before the profile ended (the load,
 * without the start-up and the shutdown around it).
 */
export function selfTimeByPackage(
  file: string,
  window?: { fromEndMs: number; toEndMs: number },
): { name: string; share: number }[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, packageOf(n.callFrame)]));
  const totals = new Map<string, number>();
  const from = window ? profile.endTime - window.fromEndMs * 1000 : -Infinity;
  const to = window ? profile.endTime - window.toEndMs * 1000 : Infinity;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const name = byId.get(id) ?? '(unknown)';
    totals.set(name, (totals.get(name) ?? 0) + delta);
  });
  totals.delete('(idle)');
  const busy = [...totals.values()].reduce((a, b) => a + b, 0) || 1;
  return [...totals.entries()]
    .map(([name, us]) => ({ name, share: us / busy }))
    .sort((a, b) => b.share - a.share);
}
