import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { firstScreenFiles, firstScreenModules } from './first-screen-preload';

const chunk = (fileName: string, moduleId: string | null, imports: string[] = [], css: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds: moduleId ? [moduleId] : [],
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;

const root = '/repo/apps/chat';
const entry = chunk('assets/index.js', `${root}/index.html`);
const bundle = Object.fromEntries(
  [
    entry,
    chunk('assets/route.js', `${root}/src/routes/chat.tsx`, ['assets/index.js', 'assets/chrome.js'], ['assets/route.css']),
    chunk('assets/chrome.js', null, ['assets/index.js'], ['assets/chrome.css']),
    chunk('assets/screen.js', `${root}/src/routes/chat-screen.tsx`, ['assets/chrome.js', 'assets/sdk.js']),
    chunk('assets/sdk.js', null, ['assets/index.js']),
    chunk('assets/documents.js', `${root}/src/routes/documents.tsx`, ['assets/index.js', 'assets/pdf.js']),
    chunk('assets/pdf.js', null),
    chunk('assets/en-chat.js', '/repo/packages/i18n/src/locales/en/chat.json'),
    chunk('assets/en-common.js', '/repo/packages/i18n/src/locales/en/common.json'),
    chunk('assets/gu-chat.js', '/repo/packages/i18n/src/locales/gu/chat.json'),
    chunk('assets/en-billing.js', '/repo/packages/i18n/src/locales/en/billing.json'),
    chunk('assets/session.js', '/repo/packages/shell/src/session/session-runtime.ts', ['assets/sdk.js']),
  ].map((output) => [output.fileName, output]),
);

describe('first-screen preloads', () => {
  const files = firstScreenFiles(bundle, entry, firstScreenModules(root, { routes: ['src/routes/chat.tsx', 'src/routes/chat-screen.tsx'], namespaces: ['chat'] }));

  it('preloads the listed routes with every chunk and stylesheet they import, once each', () => {
    expect(files.scripts).toEqual(expect.arrayContaining(['assets/route.js', 'assets/chrome.js', 'assets/screen.js', 'assets/sdk.js']));
    expect(new Set(files.scripts).size).toBe(files.scripts.length);
    expect(files.styles).toEqual(['assets/route.css', 'assets/chrome.css']);
  });

  it('leaves out the entry script, routes the page does not open, and their imports', () => {
    expect(files.scripts).not.toContain('assets/index.js');
    expect(files.scripts).not.toContain('assets/documents.js');
    expect(files.scripts).not.toContain('assets/pdf.js');
  });

  it('preloads the session runtime every signed-in page starts with', () => {
    expect(files.scripts).toContain('assets/session.js');
  });

  it("preloads the default language's catalogues of the app's and the shell's namespaces only", () => {
    expect(files.scripts).toEqual(expect.arrayContaining(['assets/en-chat.js', 'assets/en-common.js']));
    expect(files.scripts).not.toContain('assets/gu-chat.js');
    expect(files.scripts).not.toContain('assets/en-billing.js');
  });
});
