import { type FairLine, type LineDeps } from '../jobs/index.js';
import { emit } from './run-events.js';
import type { RunDeps } from './run-lifecycle.js';

/**
 * The pg-boss queue of extraction runs. A job carries `{ runId }` but only wakes a worker, which
 * takes the fairest run that can start (`EXTRACTION_LINE`), not necessarily that one.
 */
export const EXTRACTION_JOB = 'material-extraction';

/**
 * The fair line of extraction runs (`jobs/fair-queue.ts`): a queued run can start once its
 * `extraction_started` is written (first_seq), so a description-only project's placeholder run
 * waits for its hold; its place is announced on its project's stream.
 */
export const EXTRACTION_LINE: FairLine = {
  job: EXTRACTION_JOB,
  table: 'extraction_runs',
  waiting: 'queued',
  running: 'running',
  ready: 'q.first_seq is not null',
  stream: 'project_id',
};

/** The line of extraction runs with its announcements (`queue_position` on the project's stream). */
export const extractionLine = (deps: RunDeps): LineDeps => ({
  db: deps.database.db,
  jobs: deps.jobs,
  line: EXTRACTION_LINE,
  announce: (place) => emit(deps, place.stream, { type: 'queue_position', position: place.position }),
});
