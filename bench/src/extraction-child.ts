// One extraction measured in a process of its own (`extraction-bench.ts` starts it), so "cold"
// means what it says: nothing read before in this process. Prints one JSON line.
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createOfflineExtractor } from '@app/api';

type Kind = Parameters<ReturnType<typeof createOfflineExtractor>['extractDocument']>[0]['kind'];

const [mode, file, kind] = process.argv.slice(2) as ['no-warm-up' | 'warm-up', string, Kind];

const statusKb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? NaN);

const bytes = new Uint8Array(readFileSync(file));
const extractor = createOfflineExtractor();
if (mode === 'warm-up') await extractor.warmUp?.();
// The peak resident size from here on is what reading this document costs (parser thread included).
try {
  writeFileSync('/proc/self/clear_refs', '5');
} catch {
  // Not allowed here: the peak then counts from the start of the process.
}
const baseKb = statusKb('VmRSS');
const start = performance.now();
const cpuStart = process.cpuUsage();
const cpuMs = () => {
  const used = process.cpuUsage(cpuStart);
  return (used.user + used.system) / 1000;
};
let first = NaN;
let firstCpu = NaN;
let count = 0;
await extractor.extractDocument(
  { filename: file, kind, bytes },
  {
    onMaterial: () => {
      if (count++ === 0) {
        first = performance.now() - start;
        firstCpu = cpuMs();
      }
    },
  },
);
const all = performance.now() - start;
console.log(JSON.stringify({ first, all, count, firstCpu, allCpu: cpuMs(), peakGrowthBytes: (statusKb('VmHWM') - baseKb) * 1024 }));
process.exit(0);
