import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { login, productionEnv } from './api-bench.js';
import { temporaryPostgres } from './postgres.js';
import { spawnApi } from './spawn-server.js';

/** Issue #9 target: one API process holds this many open extraction streams… */
const STREAMS = 2000;
/** …at no more than this each. */
const PER_STREAM_KB = 20;
/** Sockets opened at a time (the server authenticates and replays each). */
const WAVE = 100;

const residentKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens one extraction stream on a raw socket (no agent: 2,000 of them would not share one) and
 * resolves once the replayed `extraction_started` frame arrives, i.e. the stream is live.
 */
function openStream(url: URL, path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let seen = '';
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setEncoding('utf8');
    socket.once('error', fail);
    socket.once('close', () => reject(new Error(`stream closed before it was live: ${seen.slice(0, 200)}`)));
    socket.on('data', (chunk: string) => {
      if (seen.length < 4096) seen += chunk;
      if (seen.includes('extraction_started')) {
        socket.removeAllListeners('close');
        socket.removeAllListeners('data');
        // Keep reading heartbeats so the server never waits on a full socket buffer.
        socket.resume();
        resolve(socket);
      } else if (/^HTTP\/1\.1 [^2]/.test(seen)) fail(new Error(seen.split('\r\n')[0]));
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\naccept: text/event-stream\r\n\r\n`);
  });
}

async function openStreams(url: URL, path: string, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += WAVE) sockets.push(...(await Promise.all(Array.from({ length: Math.min(WAVE, count - i) }, () => openStream(url, path)))));
  return sockets;
}

/**
 * `pnpm bench streams`: 2,000 open extraction streams on one spawned API process (on Postgres),
 * and what each costs it in resident memory. The streams follow a run in progress: the run row
 * and its `extraction_started` event are written as the extraction job writes them, and its
 * heartbeat is kept fresh so the sweep leaves it running while the streams are open.
 */
export async function benchStreams() {
  console.log(`\nOpen extraction streams (GET /sourcing/projects/:id/extraction/stream?token=, one API process, ${STREAMS.toLocaleString('en-IN')} streams)`);
  const postgres = await temporaryPostgres();
  if (!postgres) {
    console.log('skipped: needs a Postgres server (BENCH_DATABASE_URL, default 127.0.0.1:5432) to hold a run in progress');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-streams-'));
  const api = await spawnApi({ ...productionEnv(dataDir), DATABASE_URL: postgres.url, LOG_LEVEL: 'error' });
  const db = new pg.Client({ connectionString: postgres.url });
  let heartbeat: NodeJS.Timeout | undefined;
  let sockets: Socket[] = [];
  try {
    await db.connect();
    const token = await login(api.url);
    const list = (await (await fetch(`${api.url}/api/sourcing/projects`, { headers: { authorization: `Bearer ${token}` } })).json()) as { projects: { id: number }[] };
    const { rows: idle } = await db.query<{ id: number; user_id: string }>(
      `select p.id, p.user_id from projects p where p.id = any($1) and not exists (select 1 from extraction_runs r where r.project_id = p.id and r.status in ('queued', 'running')) order by p.id limit 1`,
      [list.projects.map((p) => p.id)],
    );
    const project = idle[0];
    if (!project) throw new Error('the demo account has no project to stream');
    const stream = `extraction:${project.id}`;
    const { rows: seqs } = await db.query<{ seq: number }>(`select coalesce(max(seq), 0) + 1 as seq from stream_events where stream = $1`, [stream]);
    const seq = seqs[0]?.seq ?? 1;
    await db.query(`insert into stream_events (stream, seq, type, data) values ($1, $2, 'extraction_started', $3)`, [stream, seq, { project_id: project.id }]);
    const { rows: runs } = await db.query<{ id: number }>(
      `insert into extraction_runs (project_id, user_id, status, first_seq, heartbeat_at) values ($1, $2, 'running', $3, now()) returning id`,
      [project.id, project.user_id, seq],
    );
    const runId = runs[0]?.id;
    heartbeat = setInterval(() => void db.query(`update extraction_runs set heartbeat_at = now() where id = $1`, [runId]).catch(() => undefined), 5000);

    const url = new URL(api.url);
    const path = `/api/sourcing/projects/${project.id}/extraction/stream?token=${token}`;
    // A first wave, closed again, so what the server allocates once (pools, compiled code) is not counted per stream.
    for (const socket of await openStreams(url, path, WAVE)) socket.destroy();
    await sleep(2000);
    const before = residentKb(api.pid);
    sockets = await openStreams(url, path, STREAMS);
    await sleep(3000);
    const after = residentKb(api.pid);
    const open = sockets.filter((s) => !s.destroyed).length;
    const perStream = ((after - before) * 1024) / STREAMS / 1024;
    console.log('| streams open | server RSS before | server RSS with streams | per stream (target ≤ 20 KB) |');
    console.log('| --- | --- | --- | --- |');
    console.log(`| ${open} of ${STREAMS} | ${(before / 1024).toFixed(1)} MB | ${(after / 1024).toFixed(1)} MB | ${perStream.toFixed(1)} KB (${perStream <= PER_STREAM_KB ? 'meets' : 'OVER'}) |`);
  } finally {
    clearInterval(heartbeat);
    for (const socket of sockets) socket.destroy();
    await db.end().catch(() => undefined);
    await api.stop();
    await postgres.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
