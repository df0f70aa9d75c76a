/**
 * Run by `runtime-flags.test.ts` in a child process (`--allow-natives-syntax --expose-gc`):
 * keeps one allocation site's objects alive through up to 60 young collections and prints whether
 * a new object of that site was still allocated young after every one of them. `with-flags`
 * imports the server's runtime flags first.
 */
import { argv, stdout } from 'node:process';

if (argv[2] === 'with-flags') await import('../src/runtime-flags.js');

const isYoung = new Function('object', 'return %InYoungGeneration(object)') as (object: object) => boolean;
const collectYoung = (globalThis as unknown as { gc: (options: { type: 'minor' }) => void }).gc;

function tick(index: number): { index: number; next: null } {
  return { index, next: null };
}

const kept: object[] = [];
let young = true;
for (let round = 0; round < 60 && young; round++) {
  for (let index = 0; index < 20_000; index++) kept.push(tick(index));
  collectYoung({ type: 'minor' });
  young = isYoung(tick(0));
}
stdout.write(JSON.stringify({ young, kept: kept.length }));
