/** How an in-app store looks: its rules as data (guided setup step 3; In-App Store Settings). */

export interface Appearance {
  logoUrl: string | null;
  coverUrl: string | null;
  /** #RRGGBB; buttons and the header use it with white text. */
  brandColor: string;
  welcomeText: string;
}

/** The look of a store nobody customized yet: the console's own teal. */
export const DEFAULT_APPEARANCE: Readonly<Appearance> = {
  logoUrl: null,
  coverUrl: null,
  brandColor: '#0A7577',
  welcomeText: '',
};

export const WELCOME_TEXT_MAX = 300;
/** WCAG 2.1 AA for normal text: white on the brand colour must reach it. */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

const HEX = /^#[0-9a-fA-F]{6}$/;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of white text on this colour (1 to 21). */
export const contrastWithWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

const isImageUrl = (url: string) => /^https?:\/\/\S+$/i.test(url) && url.length <= 2048;

/** Field problems of a look about to be saved, by input field name. */
export function appearanceProblems(next: Appearance): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!HEX.test(next.brandColor)) problems.brandColor = 'Brand Colour must be a colour like #0A7577';
  else if (contrastWithWhite(next.brandColor) < MIN_CONTRAST_WITH_WHITE)
    problems.brandColor =
      'Brand Colour is too light: white text on it would be hard to read. Pick a darker colour';
  if (next.welcomeText.length > WELCOME_TEXT_MAX)
    problems.welcomeText = `Welcome Text should not exceed ${WELCOME_TEXT_MAX} characters`;
  if (next.logoUrl !== null && !isImageUrl(next.logoUrl)) problems.logoUrl = 'Logo has invalid value';
  if (next.coverUrl !== null && !isImageUrl(next.coverUrl))
    problems.coverUrl = 'Cover Photo has invalid value';
  return problems;
}
