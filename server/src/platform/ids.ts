import { randomUUID } from 'node:crypto';

export const newUuid = (): string => randomUUID();

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_RE.test(value);

/** Relay-style global id ("baseGlobalId"): base64 of "Type:uuid". */
export const toGlobalId = (type: string, uuid: string): string =>
  Buffer.from(`${type}:${uuid}`).toString('base64');

export function fromGlobalId(globalId: string): { type: string; uuid: string } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  if (at <= 0) return null;
  const uuid = decoded.slice(at + 1);
  return isUuid(uuid) ? { type: decoded.slice(0, at), uuid } : null;
}
