import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { AnswerEngine } from './features/answers/index.js';
import type { Billing } from './features/billing/index.js';
import type { EventLog } from './features/events/index.js';
import type { MaterialExtractor } from './features/extraction/index.js';
import type { JobQueue } from './features/jobs/index.js';
import type { Ledger } from './features/ledger/index.js';
import type { Mailer } from './features/mail/index.js';
import type { Retriever } from './features/retrieval/index.js';
import type { FileStorage } from './features/storage/index.js';
import type { PlacesProvider } from './features/vendors/index.js';
import type { Clock } from './lib/clock.js';

/** The one dependency shape every feature receives (built by `createApp`). */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** Outgoing mail: SMTP, or the local outbox read at GET /api/dev/outbox. */
  mailer: Mailer;
  /** Token metering: balances, reservations and settlement (402 when short), credits. */
  ledger: Ledger;
  /** Plans, the current subscription and its end (`features/billing`). */
  billing: Billing;
  /** Append-only event log of runs, replayed by SSE streams (`features/events`). */
  events: EventLog;
  /** Uploaded and generated files (`features/storage`): `DATA_DIR/files` by default. */
  storage: FileStorage;
  /** Passages of the regulation corpus for a question (`features/retrieval`). */
  retriever: Retriever;
  /** Composes regulation answers: offline, or a model when AI_PROVIDER=llm (`features/answers`). */
  engine: AnswerEngine;
  /** Reads materials from documents and descriptions (`features/extraction`). */
  extractor: MaterialExtractor;
  /** Durable background jobs in Postgres (pg-boss, `features/jobs`): extraction runs. */
  jobs: JobQueue;
  /** Outside business directory searched by vendor discovery (`features/vendors`); null when none is configured. */
  places: PlacesProvider | null;
}
