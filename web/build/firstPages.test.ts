import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunksOf, withPreloads } from './firstPages.ts';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as unknown as OutputBundle[string];

const bundle = {
  'assets/console.js': chunk('assets/console.js', ['assets/framework.js'], '/w/src/main.tsx'),
  'assets/framework.js': chunk('assets/framework.js', []),
  'assets/LoginView.js': chunk(
    'assets/LoginView.js',
    ['assets/SignInPage.js'],
    '/w/src/modules/accounts/views/LoginView.tsx',
  ),
  'assets/SignInPage.js': chunk('assets/SignInPage.js', ['assets/framework.js', 'assets/forms.js']),
  'assets/forms.js': chunk('assets/forms.js', ['assets/framework.js']),
} as unknown as OutputBundle;

const HTML = `<html>
  <head>
    <script type="module" crossorigin src="/assets/console.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework.js">
  </head>
</html>`;

describe('the sign-in page preloads what its screen renders with', () => {
  it('names the screen chunk and everything it imports at once, each once', () => {
    expect(chunksOf(bundle, 'src/modules/accounts/views/LoginView.tsx').sort()).toEqual([
      'assets/LoginView.js',
      'assets/SignInPage.js',
      'assets/forms.js',
      'assets/framework.js',
    ]);
  });

  it('adds a modulepreload for each chunk the page does not load already, in its head', () => {
    const html = withPreloads(HTML, chunksOf(bundle, 'src/modules/accounts/views/LoginView.tsx'));
    expect(html.match(/framework\.js/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginView.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/forms.js">');
    expect(html.indexOf('forms.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fails the build when the screen is gone (renamed) rather than preload nothing', () => {
    expect(() => chunksOf(bundle, 'src/modules/accounts/views/Nope.tsx')).toThrow(/no chunk/);
  });
});
