import type { Plugin } from 'vite';

/*
 * MUI's createTheme and ThemeProvider carry its CSS-variables themes (createThemeWithVars,
 * CssVarsProvider and @mui/system's cssVars: about 25 KB minified, 7 KB as sent) for a branch Suki
 * never takes: lib/theme.ts makes a plain theme (no `cssVariables`, no `colorSchemes`), and no screen
 * uses CSS-variable themes. Every page pays for them on its first load (issue 18), so the build swaps
 * the two imports for a function that says so if the branch is ever taken. Each replacement must find
 * its text: a MUI upgrade that moves it fails the build (and build/muiWithoutCssVars.test.ts) instead
 * of silently shipping the code again.
 */

const refuse = (what: string) =>
  `() => { throw new Error('${what}: CSS-variable themes are left out of this build (web/build/muiWithoutCssVars.ts)'); }`;

/** The module file (under @mui/material/styles/) and the import in it to replace. */
export const REPLACEMENTS: { file: RegExp; from: string; to: string }[] = [
  {
    file: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    from: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
    to: `const createThemeWithVars = ${refuse('createTheme({ cssVariables })')};`,
  },
  {
    file: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    from: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    to: `const CssVarsProvider = ${refuse('ThemeProvider with a colorSchemes theme')};`,
  },
];

/** The module's code without its CSS-variables import, or null when it is not one of the two. */
export function withoutCssVars(code: string, id: string): string | null {
  const replacement = REPLACEMENTS.find((r) => r.file.test(id));
  if (!replacement) return null;
  if (!code.includes(replacement.from))
    throw new Error(
      `${id} no longer imports as expected (${replacement.from}): update web/build/muiWithoutCssVars.ts`,
    );
  return code.replace(replacement.from, replacement.to);
}

export function muiWithoutCssVars(): Plugin {
  return {
    name: 'suki-mui-without-css-vars',
    apply: 'build',
    transform(code, id) {
      const replaced = withoutCssVars(code, id.split('?')[0] ?? id);
      return replaced === null ? null : { code: replaced, map: null };
    },
  };
}
