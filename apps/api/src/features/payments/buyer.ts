import type { TBuyerDetails } from '@app/sdk/contracts';
import type { Db } from '../../db/client.js';
import type { BuyerDetails } from '../../db/schema/billing.js';
import { findUserById } from '../auth/user-store.js';

/**
 * The invoice's recipient: what the purchase form sent, else the account's profile — its name
 * (never the e-mail in its place), phone, and location as the address — so an order made where
 * there is no form (/billing's Upgrade and Purchase) names the buyer all the same.
 */
export async function invoiceBuyer(db: Db, user: { id: string; email: string }, details: TBuyerDetails): Promise<BuyerDetails> {
  const profile = await findUserById(db, user.id);
  const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    name: present(details.buyer_name) ?? present(profile?.name) ?? user.email,
    email: present(details.buyer_email) ?? user.email,
    phone: present(details.buyer_phone) ?? present(profile?.phone),
    gstin: details.buyer_gstin,
    state: details.buyer_state,
    address: present(details.buyer_address) ?? present(profile?.location),
  };
}
