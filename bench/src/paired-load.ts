import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { RunningServer } from './spawn-server.js';

/** CPU seconds a process has used in user mode and in the kernel, from /proc. */
function cpuTimes(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/** CPU seconds a process has used (user + system), from /proc. */
export function cpuSeconds(pid: number): number {
  const { user, system } = cpuTimes(pid);
  return user + system;
}

/**
 * Waits until a freshly started server is idle (under 5 % of a core for a second, at most 60 s):
 * its start-up work — migrations, seeding, the demo's vendor discoveries, first sweeps — would
 * otherwise be measured as the cost of the first requests. False when it never became idle.
 */
export async function settle(pid: number, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuSeconds(pid) - before < 0.05) return true;
  }
  return false;
}

export interface Target {
  name: string;
  server: RunningServer;
  url: string;
  headers?: Record<string, string>;
}

export interface PairedResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** The server process's CPU time per answered request (user + system). */
  cpuUsPerRequest: number;
  /** Its user-mode part: the JavaScript and libraries, where servers differ (the kernel's part is mostly the socket writes). */
  userUsPerRequest: number;
  /** req/s of this target over req/s of the baseline measured around it. */
  vsBaseline: number;
}

interface Slice {
  requests: number;
  seconds: number;
  cpu: number;
  user: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const CONNECTIONS = 50;
const SLICE_SECONDS = 4;
const WARM_UP_SECONDS = 2;

async function slice(target: Target, seconds: number): Promise<Slice> {
  const before = cpuTimes(target.server.pid);
  const result = await autocannon({ url: target.url, headers: target.headers, connections: CONNECTIONS, duration: seconds });
  const after = cpuTimes(target.server.pid);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    cpu: after.user + after.system - before.user - before.system,
    user: after.user - before.user,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

function summary(name: string, slices: Slice[]) {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  const cpu = slices.reduce((sum, s) => sum + s.cpu, 0);
  const user = slices.reduce((sum, s) => sum + s.user, 0);
  const mean = (pick: (s: Slice) => number) => Math.round(slices.reduce((sum, s) => sum + pick(s), 0) / slices.length);
  return {
    name,
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: mean((s) => s.p50),
    p99Ms: mean((s) => s.p99),
    non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0),
    cpuUsPerRequest: Math.round((cpu * 1e6) / Math.max(1, requests)),
    userUsPerRequest: Math.round((user * 1e6) / Math.max(1, requests)),
  };
}

/**
 * Each target against the baseline in the same minute: a short warm-up (JIT, pools), then
 * baseline, target, target, baseline slices. The ABBA order cancels a load that rises or falls
 * during the measurement — the machine is shared — and the ratio is taken against the baseline
 * measured around the target, not one measured minutes earlier. Returns the baseline (all its
 * slices) first.
 */
export async function pairedLoad(baseline: Target, targets: Target[]): Promise<PairedResult[]> {
  await slice(baseline, WARM_UP_SECONDS);
  const baselineSlices: Slice[] = [];
  const rows: PairedResult[] = [];
  for (const target of targets) {
    if (!(await settle(target.server.pid))) console.warn(`${target.name}: the server was still busy after 60 s; measuring anyway`);
    await slice(target, WARM_UP_SECONDS);
    const before = await slice(baseline, SLICE_SECONDS);
    const measured = [await slice(target, SLICE_SECONDS), await slice(target, SLICE_SECONDS)];
    const after = await slice(baseline, SLICE_SECONDS);
    baselineSlices.push(before, after);
    const row = summary(target.name, measured);
    rows.push({ ...row, vsBaseline: row.requestsPerSecond / summary(baseline.name, [before, after]).requestsPerSecond });
  }
  return [{ ...summary(baseline.name, baselineSlices), vsBaseline: 1 }, ...rows];
}

export function printPairedTable(title: string, rows: PairedResult[]) {
  const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
  const baselineCpu = rows[0]?.cpuUsPerRequest ?? 0;
  console.log(`\n${title}`);
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.log('| target | req/s | p50 ms | p99 ms | non-2xx | server CPU µs/req (user) | vs node:http (req/s, paired) | node:http CPU / target CPU |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const cpuRatio = r.cpuUsPerRequest ? percent(baselineCpu / r.cpuUsPerRequest) : '';
    console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.cpuUsPerRequest} (${r.userUsPerRequest}) | ${percent(r.vsBaseline)} | ${cpuRatio} |`);
  }
}
