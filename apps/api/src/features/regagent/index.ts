export { regagentHandlers } from './routes.js';
export { askQuestion, MIN_COVERAGE, CONVERSATION_NOT_FOUND_MESSAGE, type RegagentDeps } from './ask.js';
export { QUERY_NOT_FOUND_MESSAGE } from './service.js';
export { SEND_FAILED_MESSAGE } from './stream.js';
