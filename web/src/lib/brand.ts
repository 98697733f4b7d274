/**
 * The brand's plain values, apart from the white-label provider (which brings Apollo): the lean
 * sign-in page uses them too.
 */

/** The console's own name, used where no partner brands this origin. */
export const DEFAULT_BRAND_NAME = 'Suki';

/** Points every `<link rel="icon">` at the partner's favicon (any image type). */
export function applyFavicon(href: string, doc: Document = document): void {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
  if (links.length === 0) {
    const link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
    links.push(link);
  }
  for (const link of links) {
    link.removeAttribute('type');
    link.href = href;
  }
}
