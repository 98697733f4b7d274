/** Pure helpers over react-router path patterns ('orders/:status/:filter?'). */

export type Params = Record<string, string | undefined>;

/**
 * Fills a pattern's params: a required param must be non-empty (else an Error naming it), an empty
 * or missing optional param drops its segment. Values are URI-encoded.
 */
export function fillPath(pattern: string, params: Params, routeName: string): string {
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`Route "${routeName}" needs the param "${key}" (${pattern})`);
    }
    segments.push(encodeURIComponent(value));
  }
  return segments.join('/');
}

/** The names of a pattern's params, required and optional. */
export function paramNames(pattern: string): { required: string[]; optional: string[] } {
  const required: string[] = [];
  const optional: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) continue;
    if (segment.endsWith('?')) optional.push(segment.slice(1, -1));
    else required.push(segment.slice(1));
  }
  return { required, optional };
}

/**
 * How specific a pattern is, to pick one route when several match a pathname (as react-router
 * ranks them): a static segment outweighs a param, which outweighs an optional param.
 */
export function specificity(pattern: string): number {
  let score = 0;
  for (const segment of pattern.split('/')) {
    if (segment === '') continue;
    if (!segment.startsWith(':')) score += 10;
    else if (segment.endsWith('?')) score += 1;
    else score += 3;
  }
  return score;
}

/** "for_delivery" → "For Delivery", "pay-pending" → "Pay Pending". */
export function startCase(value: string): string {
  return value
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A location pathname decoded segment by segment, as react-router does before matching (an encoded
 * "/" inside a segment stays "%2F", which matchPath turns back into "/" inside the param).
 */
export function decodePathname(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}
