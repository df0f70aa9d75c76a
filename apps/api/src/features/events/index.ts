export { createEventLog, type EventLog, type StoredEvent } from './log.js';
export { createNotifier, type Notifier } from './notifier.js';
export { createChannelNotifier, STREAM_EVENTS_CHANNEL } from './channel-notifier.js';
export { HEARTBEAT_MS, lastEventIdOf, sendEventStream, sseFrame, type EventStreamOptions } from './sse.js';
export { logSerializers, redactToken } from './redact.js';
