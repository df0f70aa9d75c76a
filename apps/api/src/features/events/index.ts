export { createEventLog, type EventLog, type StoredEvent } from './log.js';
export { createNotifier, type Notifier } from './notifier.js';
export { HEARTBEAT_MS, lastEventIdOf, sendEventStream, sseFrame, type EventStreamOptions } from './sse.js';
export { AUTH_REQUIRED_MESSAGE, authenticateStream } from './stream-auth.js';
export { logSerializers, redactToken } from './redact.js';
