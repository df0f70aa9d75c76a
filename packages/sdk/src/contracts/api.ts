import { authContract } from './auth.js';
import { subscriptionsContract } from './billing.js';
import { devContract } from './dev.js';
import { documentsContract } from './documents.js';
import { locationContract } from './location.js';
import { paymentsContract } from './payments.js';
import { regagentContract } from './regagent.js';
import type { ZRoute } from './route.js';
import { sourcingContract } from './sourcing.js';
import { systemContract } from './system.js';
import { usageContract } from './usage.js';

/**
 * The whole API, one contract per group. The server serves it through one router; the group
 * and route names make the OpenAPI operation ids (`authLogin`).
 */
export const apiContract = {
  system: systemContract,
  auth: authContract,
  dev: devContract,
  regagent: regagentContract,
  documents: documentsContract,
  sourcing: sourcingContract,
  location: locationContract,
  usage: usageContract,
  subscriptions: subscriptionsContract,
  payments: paymentsContract,
} as const satisfies Record<string, Record<string, ZRoute>>;
export type ApiContract = typeof apiContract;
export type ApiGroup = keyof ApiContract;

/** Each group's heading and blurb in the API documentation. */
export const API_GROUPS: Record<ApiGroup, { tag: string; description: string }> = {
  system: { tag: 'System', description: 'Liveness and database health.' },
  auth: { tag: 'Accounts', description: 'Sign-up with e-mail codes, sign-in, sessions, recovery and the profile.' },
  dev: { tag: 'Development', description: 'Helpers that exist only outside production while mail goes to the outbox.' },
  regagent: { tag: 'Regulation chat', description: 'Questions on Gujarat development-control regulations with cited sources.' },
  documents: { tag: 'Documents', description: 'The PDFs the regulation chat cites.' },
  sourcing: { tag: 'Sourcing', description: 'Projects, materials extracted from documents, and vendor discovery.' },
  location: { tag: 'Location', description: 'Place search and reverse geocoding for project locations.' },
  usage: { tag: 'Usage', description: 'Token usage by period and operation.' },
  subscriptions: { tag: 'Billing', description: 'Plans, upgrades and token packs.' },
  payments: { tag: 'Payments', description: 'Orders and payment verification through Razorpay.' },
};

/** `authLogin` for `auth.login`. */
export const operationIdOf = (group: string, name: string): string => `${group}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
