/**
 * GET /r/{shortCode}: a referral link's short address. Answers 302 to the link's storefront address
 * (with its ref, and its running promo code); the storefront then counts the visit with the ref, as for
 * any visit, so the redirect itself counts nothing (docs/decisions.md). Unknown code: a plain 404 page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContextBase } from '../../graphql/context.ts';
import { AppError } from '../../platform/errors.ts';
import { SHORT_LINK_PREFIX } from './referrals.rules.ts';
import { shortLinkTarget } from './referrals.service.ts';

export { SHORT_LINK_PREFIX };

/** A plain page (no script, nothing of the server's): a heading, a sentence, a way home. */
const page = (title: string, sentence: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
  '<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">' +
  `<main><h1>${title}</h1><p>${sentence}</p>` +
  '<p><a href="/">Go to the home page</a></p></main></body></html>';

const NOT_FOUND_PAGE = page(
  'Link not found',
  'This link does not lead anywhere. Check the address, or ask the store for a new link.',
);

export async function handleShortLink(
  base: ContextBase,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return;
  }
  try {
    await base.limiter.throttle('shortLink', req.socket.remoteAddress);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    res.writeHead(429, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(err.extensions.retryAfterSeconds ?? 60),
    });
    res.end(req.method === 'HEAD' ? undefined : page('Too many tries', err.message));
    return;
  }
  const code = pathname.slice(SHORT_LINK_PREFIX.length).replace(/\/$/, '');
  const target = await shortLinkTarget(base, code);
  if (!target) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : NOT_FOUND_PAGE);
    return;
  }
  // Not cached: a link edited to another product or promo leads there from then on.
  res.writeHead(302, { location: target, 'cache-control': 'no-store' });
  res.end();
}
