// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPLACEMENTS, withoutCssVars } from './muiWithoutCssVars';

const muiStyles = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')),
  'styles',
);

describe("MUI's CSS-variable themes left out of the build", () => {
  it("finds the import it replaces in the installed MUI's createTheme and ThemeProvider", () => {
    for (const name of ['createTheme.mjs', 'ThemeProvider.mjs']) {
      const file = path.join(muiStyles, name);
      const out = withoutCssVars(readFileSync(file, 'utf8'), file);
      expect(out).not.toBeNull();
      expect(out).not.toMatch(/WithVars\.mjs/);
      expect(out).toContain('CSS-variable themes are left out');
    }
  });

  it('leaves other modules alone and fails loudly when MUI moved the import', () => {
    expect(
      withoutCssVars('export default 1;', '/x/node_modules/@mui/material/styles/createPalette.mjs'),
    ).toBeNull();
    const id = '/x/node_modules/@mui/material/styles/createTheme.mjs';
    expect(() => withoutCssVars('import x from "./elsewhere.mjs";', id)).toThrow(
      'update web/build/muiWithoutCssVars.ts',
    );
    expect(REPLACEMENTS).toHaveLength(2);
  });
});
