import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingNodeFlags, NODE_FLAGS } from './runtime-flags.js';

/** Node's exit status for `node <flags> -e 0`: 9 when it refuses a flag. */
function exitStatusWith(flags: readonly string[]): number | null {
  return spawnSync(process.execPath, [...flags, '-e', '0'], { encoding: 'utf8' }).status;
}

describe('the Node flags the API server is started with', () => {
  it('are all accepted by this Node version', () => {
    expect(exitStatusWith(['--no-such-v8-flag'])).not.toBe(0);
    expect(NODE_FLAGS.length).toBeGreaterThan(0);
    expect(exitStatusWith(NODE_FLAGS)).toBe(0);
  });

  it('names the ones a process was started without, for the startup warning', () => {
    expect(missingNodeFlags([])).toEqual(NODE_FLAGS);
    expect(missingNodeFlags(['--inspect', ...NODE_FLAGS])).toEqual([]);
  });

  it.each(['start', 'dev'])('are passed by npm run %s (tsx hands them to node)', (script) => {
    const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(missingNodeFlags((scripts[script] ?? '').split(' '))).toEqual([]);
  });
});
