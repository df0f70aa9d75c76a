import { isFreePlan, type TBillingSubscription, type TPlansResponse, type TSubscriptionStatus } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import type { BillingPlanRow } from '../../db/schema/billing.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import { FREE_PLAN, type Ledger } from '../ledger/index.js';
import { toPlan, toTokenPack } from './plans.js';
import * as store from './store.js';
import { ALREADY_ON_PLAN_MESSAGE, CANCEL_NOT_ACTIVE_MESSAGE, FREE_PLAN_NOT_PAYABLE_MESSAGE, PLAN_NOT_FOUND_MESSAGE, TOKEN_PACK_NOT_FOUND_MESSAGE } from './messages.js';

export interface Billing {
  /** The plans and packs on sale (the handler adds how this server takes payments). */
  plans(): Promise<Omit<TPlansResponse, 'payment_mode'>>;
  /** The user's plan as it stands now (a finished period is ended first). */
  current(userId: string): Promise<TBillingSubscription>;
  /** Cancels an active Pro at its period end; 409 for anything else. */
  cancel(userId: string): Promise<TBillingSubscription>;
  /** A plan on sale that the user may pay for now; 404/409 otherwise. */
  payablePlan(userId: string, code: string): Promise<BillingPlanRow>;
  /** A token pack on sale; 404 otherwise. */
  tokenPack(code: string): Promise<BillingPlanRow>;
  /**
   * Starts the paid period of `plan` inside the payment's transaction and puts the ledger on
   * its quota; returns the ledger's `reset` entry id (the invoice's ledger entry).
   */
  activatePlan(tx: Db, input: { userId: string; plan: BillingPlanRow; orderId: string; paymentId: string }): Promise<string | null>;
  /** Ends a finished period (back to the free plan). Cheap when nothing is due. */
  refresh(userId: string): Promise<void>;
  /** Ends every finished period, as `refresh` would for each user; returns how many ended. */
  endFinishedPeriods(): Promise<number>;
}

/** Subscriptions ended per query of the period sweep. */
const END_BATCH = 200;

const addMonths = (date: Date, months: number): Date => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

export function createBilling(deps: { db: Db; clock: Clock; ledger: Ledger }): Billing {
  const { db, clock, ledger } = deps;

  /** Ends the user's finished period in one transaction; false when another caller already did (or none was due). */
  async function endPeriod(userId: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await store.endIfOver(tx, userId, now))) return false;
      await ledger.applyPlan(
        { userId, planCode: FREE_PLAN.code, quotaTokens: FREE_PLAN.quotaTokens, periodMonths: FREE_PLAN.periodMonths, description: 'Paid period ended: back to the free plan' },
        tx,
      );
      return true;
    });
  }

  async function refresh(userId: string): Promise<void> {
    const now = clock.now();
    // Most reads find nothing due: one plain read instead of a transaction.
    const sub = await store.subscriptionOf(db, userId);
    if (!sub || sub.status === 'ended' || sub.currentPeriodEnd > now) return;
    await endPeriod(userId, now);
  }

  async function endFinishedPeriods(): Promise<number> {
    const now = clock.now();
    let ended = 0;
    for (;;) {
      const due = await store.finishedSubscriptions(db, now, END_BATCH);
      for (const userId of due) if (await endPeriod(userId, now)) ended++;
      // An ended subscription is no longer listed, so each batch finds only ones not yet seen.
      if (due.length < END_BATCH) return ended;
    }
  }

  async function current(userId: string): Promise<TBillingSubscription> {
    await refresh(userId);
    const [sub, balance] = await Promise.all([store.subscriptionOf(db, userId), ledger.getBalance(userId)]);
    const plan = sub && sub.status !== 'ended' ? await store.planByCode(db, sub.planCode) : undefined;
    if (sub && plan && sub.status !== 'ended') {
      const status: TSubscriptionStatus = sub.status;
      return {
        type: 'pro',
        status,
        plan_code: plan.code,
        plan_name: plan.name,
        interval: plan.billingMonths >= 12 ? 'annual' : 'monthly',
        annual_price: plan.billingMonths >= 12 ? plan.priceInr : null,
        next_renewal_date: status === 'active' ? sub.currentPeriodEnd.toISOString() : null,
        current_period_start: sub.currentPeriodStart.toISOString(),
        current_period_end: sub.currentPeriodEnd.toISOString(),
        token_quota: plan.tokens,
        can_cancel: status === 'active',
      };
    }
    return {
      type: 'free',
      status: 'active',
      plan_code: FREE_PLAN.code,
      plan_name: 'Free',
      interval: 'monthly',
      annual_price: null,
      next_renewal_date: null,
      current_period_start: balance.period_start.toISOString(),
      current_period_end: balance.quota_reset_at.toISOString(),
      token_quota: balance.quota_tokens,
      can_cancel: false,
    };
  }

  return {
    current,
    refresh,
    endFinishedPeriods,

    async plans() {
      const rows = await store.activePlans(db);
      return {
        plans: rows.filter((row) => row.kind === 'plan').map(toPlan),
        token_packs: rows.filter((row) => row.kind === 'token_pack').map(toTokenPack),
      };
    },

    async cancel(userId) {
      await refresh(userId);
      const cancelled = await store.cancelActive(db, userId, clock.now());
      if (!cancelled) throw new AppError(409, CANCEL_NOT_ACTIVE_MESSAGE, { code: 'subscription_not_active' });
      return current(userId);
    },

    async payablePlan(userId, code) {
      const plan = await store.planByCode(db, code);
      if (!plan || plan.kind !== 'plan') throw notFound(PLAN_NOT_FOUND_MESSAGE);
      if (isFreePlan(plan.code) || plan.priceInr === 0) throw new AppError(409, FREE_PLAN_NOT_PAYABLE_MESSAGE, { code: 'plan_not_payable' });
      const now = await current(userId);
      if (now.plan_code === plan.code && now.status === 'active') throw new AppError(409, ALREADY_ON_PLAN_MESSAGE, { code: 'already_on_plan' });
      return plan;
    },

    async tokenPack(code) {
      const plan = await store.planByCode(db, code);
      if (!plan || plan.kind !== 'token_pack') throw notFound(TOKEN_PACK_NOT_FOUND_MESSAGE);
      return plan;
    },

    async activatePlan(tx, { userId, plan, orderId, paymentId }) {
      const now = clock.now();
      const existing = await store.subscriptionOf(tx, userId);
      // A payment while the same plan still runs (cancelled, or paid again) extends it.
      const running = existing && existing.status !== 'ended' && existing.planCode === plan.code && existing.currentPeriodEnd > now;
      const start = running ? existing.currentPeriodStart : now;
      const end = addMonths(running ? existing.currentPeriodEnd : now, plan.billingMonths);
      await store.startSubscription(tx, { userId, planCode: plan.code, start, end, orderId });
      const entry = await ledger.applyPlan(
        { userId, planCode: plan.code, quotaTokens: plan.tokens, periodMonths: 1, reference: paymentId, description: `${plan.name} plan started` },
        tx,
      );
      return entry?.id ?? null;
    },
  };
}
