import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const probe = fileURLToPath(new URL('../test/pretenuring-probe.ts', import.meta.url));

function probeAllocatesYoung(mode: 'with-flags' | 'defaults'): boolean {
  const output = execFileSync(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', probe, mode], {
    encoding: 'utf8',
  });
  return (JSON.parse(output) as { young: boolean }).young;
}

describe('the API server runtime flags', () => {
  it('V8 by default allocates old the objects of a site whose objects survived young collections', () => {
    expect(probeAllocatesYoung('defaults')).toBe(false);
  });

  it('keeps allocating such a site young once the server has set its flags', () => {
    expect(probeAllocatesYoung('with-flags')).toBe(true);
  });
});
