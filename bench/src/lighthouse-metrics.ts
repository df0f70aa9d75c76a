import type { Result } from 'lighthouse';

/** The metric audits behind the Performance score, with the unit each is printed in. */
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 's' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 's' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'SI', unit: 's' },
] as const;

export interface RunMetrics {
  /** Metric label → value (simulated, in ms; CLS unitless). */
  values: Record<string, number>;
  lcpElement: string;
  /** LCP phases (TTFB, load delay, load time, render delay) in ms, as Lighthouse splits them. */
  lcpPhases: string;
  mainThreadMs: number;
  totalKb: number;
  /** The longest critical request chain: its URLs' paths, in order. */
  longestChain: string[];
  /** Where the page ended: a signed-in page that lost its session ends on the landing page. */
  finalPath: string;
}

type Audits = Result['audits'];
type Details = NonNullable<Audits[string]['details']>;

/** The first table of a list-details audit (or the table itself), as plain rows. */
function tables(details: Details | undefined): Record<string, unknown>[][] {
  if (!details) return [];
  if (details.type === 'table') return [details.items as Record<string, unknown>[]];
  if (details.type === 'list') return details.items.flatMap((item) => tables(item as Details));
  return [];
}

function lcpElementOf(audits: Audits): { element: string; phases: string } {
  const [elementRows, phaseRows] = tables(audits['largest-contentful-paint-element']?.details);
  const node = elementRows?.[0]?.node as { selector?: string; snippet?: string } | undefined;
  const element = node ? `${node.snippet ?? ''} (${node.selector ?? ''})` : 'none';
  const phases = (phaseRows ?? [])
    .map((row) => `${String(row.phase)} ${Math.round(Number(row.timing))}`)
    .join(', ');
  return { element, phases };
}

interface ChainNode {
  request: { url: string };
  children?: Record<string, ChainNode>;
}

/** The deepest path through the critical request chains (what must load, in turn, before paint). */
function longestChainOf(audits: Audits): string[] {
  const details = audits['critical-request-chains']?.details as { chains?: Record<string, ChainNode> } | undefined;
  const deepest = (nodes: Record<string, ChainNode> | undefined): string[] =>
    Object.values(nodes ?? {})
      .map((node) => [new URL(node.request.url).pathname, ...deepest(node.children)])
      .reduce<string[]>((best, path) => (path.length > best.length ? path : best), []);
  return deepest(details?.chains);
}

export function metricsOf(lhr: Result): RunMetrics {
  const audits = lhr.audits;
  const values = Object.fromEntries(METRICS.map((m) => [m.label, audits[m.id]?.numericValue ?? NaN]));
  const { element, phases } = lcpElementOf(audits);
  return {
    values,
    lcpElement: element,
    lcpPhases: phases,
    mainThreadMs: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? NaN),
    totalKb: Math.round((audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
    longestChain: longestChainOf(audits),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** One line of median metrics over the runs, e.g. "FCP 1.2 s · LCP 2.9 s · TBT 140 ms · …". */
export function formatMedianMetrics(runs: RunMetrics[]): string {
  return METRICS.map((m) => {
    const value = median(runs.map((r) => r.values[m.label] ?? NaN));
    if (m.unit === 's') return `${m.label} ${(value / 1000).toFixed(1)} s`;
    if (m.unit === 'ms') return `${m.label} ${Math.round(value)} ms`;
    return `${m.label} ${value.toFixed(3)}`;
  }).join(' · ');
}

/** The details of the run whose LCP is the median one: what to look at to move the score. */
export function formatMedianRun(runs: RunMetrics[]): string[] {
  const lcp = median(runs.map((r) => r.values.LCP ?? NaN));
  const run = runs.find((r) => r.values.LCP === lcp) ?? runs[0];
  if (!run) return [];
  return [
    `ended on ${[...new Set(runs.map((r) => r.finalPath))].join(', ')}`,
    `LCP element: ${run.lcpElement}`,
    `LCP phases (ms): ${run.lcpPhases || 'n/a'}`,
    `main-thread work ${run.mainThreadMs} ms · ${run.totalKb} KB transferred`,
    `longest critical chain (${run.longestChain.length}): ${run.longestChain.join(' → ')}`,
  ];
}

export { median };
