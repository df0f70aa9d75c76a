import { isFreePlan, type TPlansResponse, type TSubscriptionPlan, type TTokenPack } from '@app/sdk';

/** Something to pay for: a subscription plan or a token pack. */
export type Offer = { kind: 'plan'; item: TSubscriptionPlan } | { kind: 'pack'; item: TTokenPack };

export const offersOf = (plans: TPlansResponse): Offer[] => [
  ...plans.plans.map((item) => ({ kind: 'plan' as const, item })),
  ...plans.token_packs.map((item) => ({ kind: 'pack' as const, item })),
];

/** Free plans cannot be bought (spec section 9: a plan is free when its code contains 'freemium'). */
export const isPayable = (offer: Offer): boolean => offer.item.price_inr > 0 && !isFreePlan(offer.item.plan_code);

/** `?plan=<code>` or `?pack=<code>` preselects an offer. */
export function offerFromSearch(offers: readonly Offer[], search: URLSearchParams): Offer | undefined {
  const plan = search.get('plan');
  const pack = search.get('pack');
  return offers.find((o) => (o.kind === 'plan' ? o.item.plan_code === plan : o.item.plan_code === pack) && isPayable(o));
}

/** A receipt reference for the order (Razorpay allows 40 characters). */
export const newReceipt = (now = Date.now()): string =>
  `rcpt_${now.toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
