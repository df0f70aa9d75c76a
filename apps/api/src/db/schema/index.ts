export * from './users.js';
export * from './auth.js';
export * from './mail.js';
export * from './ledger.js';
export * from './events.js';
export * from './sourcing.js';
export * from './documents.js';
export * from './regagent.js';
