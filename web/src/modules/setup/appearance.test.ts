import { describe, expect, it } from 'vitest';
import { brandColorProblem, COLOR_FORMAT, COLOR_TOO_LIGHT } from './appearance';

describe('brandColorProblem', () => {
  it('accepts colours white text is readable on, and refuses light ones and non-colours', () => {
    expect(brandColorProblem('#0A7577')).toBeNull();
    expect(brandColorProblem('#7B1FA2')).toBeNull();
    expect(brandColorProblem('#0f8b8d')).toBe(COLOR_TOO_LIGHT); // the old teal: 4.11:1
    expect(brandColorProblem('#FFEB3B')).toBe(COLOR_TOO_LIGHT);
    expect(brandColorProblem('teal')).toBe(COLOR_FORMAT);
    expect(brandColorProblem('#12345')).toBe(COLOR_FORMAT);
  });
});
