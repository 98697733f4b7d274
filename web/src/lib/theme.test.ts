import { describe, expect, it } from 'vitest';
import { BRAND_TEAL, FOCUS_RING, PALETTE, theme } from './theme';

/** WCAG 2.1 relative luminance of #RRGGBB. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2.1 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = '#FFFFFF';
/** The page background and the light grey panels text sits on. */
const SURFACES = [WHITE, PALETTE.background.default, theme.palette.grey[100], theme.palette.grey[200]];

describe('theme contrast (WCAG 2.1 AA)', () => {
  it('measures contrast like WCAG does', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    // The audit's figure for the old brand teal on white.
    expect(contrast('#0F8B8D', WHITE)).toBeCloseTo(4.12, 2);
  });

  it.each([
    ['brand teal (links, text buttons, selected tabs)', BRAND_TEAL],
    ['secondary text and helper text', PALETTE.text.secondary],
    ['body text', PALETTE.text.primary],
    ['orange as text (outlined chips)', PALETTE.secondary.dark],
    ['warning text', PALETTE.warning.main],
    ['info text', PALETTE.info.main],
    ['success text', PALETTE.success.main],
    ['error text', PALETTE.error.main],
  ])('%s reads at 4.5:1 or more on white and on the grey panels', (_what, colour) => {
    for (const surface of SURFACES) expect(contrast(colour, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['contained buttons, selected chips, avatars', BRAND_TEAL, PALETTE.primary.contrastText],
    ['"Pending" and "Low stock" chips', PALETTE.warning.main, PALETTE.warning.contrastText],
    ['info chips', PALETTE.info.main, PALETTE.info.contrastText],
    ['success chips', PALETTE.success.main, PALETTE.success.contrastText],
    ['error chips', PALETTE.error.main, PALETTE.error.contrastText],
    ['the orange chat button', PALETTE.secondary.main, PALETTE.secondary.contrastText],
  ])('text on %s reads at 4.5:1 or more', (_what, fill, text) => {
    expect(contrast(text, fill)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring at 3:1 or more against every surface a control sits on', () => {
    for (const surface of SURFACES) expect(contrast(FOCUS_RING, surface)).toBeGreaterThanOrEqual(3);
  });

  it('keeps the brand: the teal only darkens, its hue stays', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [
        number,
        number,
        number,
      ];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const h =
        max === g ? 2 + (b - r) / (max - min) : max === b ? 4 + (r - g) / (max - min) : (g - b) / (max - min);
      return (h * 60 + 360) % 360;
    };
    expect(Math.abs(hue(BRAND_TEAL) - hue('#0F8B8D'))).toBeLessThan(3);
    expect(luminance(BRAND_TEAL)).toBeLessThan(luminance('#0F8B8D'));
  });
});
