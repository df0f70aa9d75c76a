import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules the repository's config reports for `code` as if it lived at `path`. */
async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it("refuses a feature querying another feature's tables, and the schema barrel", async () => {
    const viaModule = "import { tokenLedger } from '../../db/schema/ledger.js';\nexport const t = tokenLedger;\n";
    const viaBarrel = "import { tokenLedger } from '../../db/schema/index.js';\nexport const t = tokenLedger;\n";
    expect(await rulesBroken('apps/api/src/features/usage/example.ts', viaModule)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await rulesBroken('apps/api/src/features/ledger/example.ts', viaBarrel)).toEqual(['@typescript-eslint/no-restricted-imports']);
  }, 60_000);

  it('lets a feature query its own tables and name the row types of others', async () => {
    const own = "import { tokenLedger } from '../../db/schema/ledger.js';\nexport const t = tokenLedger;\n";
    const rowType = "import type { TokenLedgerRow } from '../../db/schema/ledger.js';\nexport type T = TokenLedgerRow;\n";
    expect(await rulesBroken('apps/api/src/features/ledger/example.ts', own)).toEqual([]);
    expect(await rulesBroken('apps/api/src/features/usage/example.ts', rowType)).toEqual([]);
  }, 60_000);

  it('refuses a feature importing the app, and process.env outside env.ts', async () => {
    const app = "import type { AppDeps } from '../../app.js';\nexport type D = AppDeps;\n";
    expect(await rulesBroken('apps/api/src/features/usage/example.ts', app)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await rulesBroken('apps/api/src/features/usage/example.ts', 'export const port = process.env.PORT;\n')).toEqual(['no-restricted-properties']);
  }, 60_000);

  it('refuses a non-null assertion in product code and allows it in tests', async () => {
    const code = 'export const first = (xs: string[]) => xs[0]!;\n';
    expect(await rulesBroken('apps/api/src/features/usage/example.ts', code)).toEqual(['@typescript-eslint/no-non-null-assertion']);
    expect(await rulesBroken('packages/ui/src/example.tsx', code)).toEqual(['@typescript-eslint/no-non-null-assertion']);
    expect(await rulesBroken('apps/api/src/features/usage/example.test.ts', code)).toEqual([]);
  }, 60_000);
});
