import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

/** One autocannon run; figures are the run's averages and latency percentiles. */
export async function load(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; seconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers: options.headers,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 8,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, rows: LoadResult[], baseline?: LoadResult) {
  console.log(`\n${title}`);
  console.log('| target | req/s | p50 ms | p99 ms | non-2xx | vs node:http |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const ratio = baseline ? `${((r.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)} %` : '';
    console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${ratio} |`);
  }
}
