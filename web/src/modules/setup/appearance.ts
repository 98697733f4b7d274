/** The customize step's rules, the same as the server's (which decides): readable colours, short text. */

export const WELCOME_TEXT_MAX = 300;
export const COLOR_FORMAT = 'Brand Colour must be a colour like #0A7577';
export const COLOR_TOO_LIGHT =
  'Brand Colour is too light: white text on it would be hard to read. Pick a darker colour';

const HEX = /^#[0-9a-fA-F]{6}$/;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Why this brand colour cannot be used, or null. White text on it must reach 4.5:1 (WCAG AA). */
export function brandColorProblem(value: string): string | null {
  if (!HEX.test(value)) return COLOR_FORMAT;
  return 1.05 / (luminance(value) + 0.05) < 4.5 ? COLOR_TOO_LIGHT : null;
}
