import type { TBillingSubscription, TPaymentRecord } from '@app/sdk';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { plans } from '../../test/fixtures';
import { BillingView, type BillingViewProps } from './billing-view';

const pro: TBillingSubscription = {
  type: 'pro',
  status: 'active',
  plan_code: 'pro_annual',
  plan_name: 'Pro',
  interval: 'annual',
  annual_price: 29_999,
  next_renewal_date: '2027-11-25T00:00:00.000Z',
  current_period_start: '2026-11-25T00:00:00.000Z',
  current_period_end: '2027-11-25T00:00:00.000Z',
  token_quota: 500_000,
  can_cancel: true,
};
const free: TBillingSubscription = {
  ...pro,
  type: 'free',
  plan_code: 'freemium',
  plan_name: 'Free',
  interval: 'monthly',
  annual_price: null,
  next_renewal_date: null,
  can_cancel: false,
};
const paid: TPaymentRecord = {
  order_id: 'order_1',
  payment_id: 'pay_1',
  purchase_type: 'token_pack',
  plan_code: 'pack_500k',
  plan_name: '500K Tokens',
  amount_inr: 1_999,
  tokens: 500_000,
  status: 'paid',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:01:00.000Z',
  invoice_number: 'INV/2026-27/0001',
  sandbox: true,
  expires_at: null,
};

function renderBilling(props: Partial<BillingViewProps> = {}) {
  const handlers = {
    onCancel: vi.fn(async () => undefined),
    onUpgrade: vi.fn(),
    onPurchase: vi.fn(),
    onDownload: vi.fn(),
    onResume: vi.fn(),
    onDismiss: vi.fn(),
  };
  render(
    <MemoryRouter>
      <BillingView
        subscription={pro}
        subscriptionLoading={false}
        subscriptionError={false}
        plans={plans}
        plansLoading={false}
        plansError={false}
        payments={[paid]}
        cancelling={false}
        paying={false}
        failure={null}
        sdkMissing={false}
        downloading={null}
        acting={null}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

describe('/billing', () => {
  it('shows an active Pro plan with its renewal date and annual price, Back to Dashboard and View Usage', () => {
    renderBilling();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/usage');
    const card = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(card).getByText('Renews on 25 Nov 2027')).toBeTruthy();
    expect(within(card).getByText('₹29,999/year')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Usage' }).getAttribute('href')).toBe('/usage');
  });

  it('cancels Pro only after the confirmation', async () => {
    const { onCancel } = renderBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Pro plan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Pro' }));
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Plan' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Plan' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers no Cancel Plan on Free and disables Upgrade for the free and the current plan', async () => {
    const { onUpgrade } = renderBilling({ subscription: free });
    expect(screen.queryByRole('button', { name: 'Cancel Plan' })).toBeNull();
    const upgradeFree = within(screen.getByRole('article', { name: 'Free' })).getByRole('button', { name: 'Upgrade to Pro' }) as HTMLButtonElement;
    expect(upgradeFree.disabled).toBe(true);
    await userEvent.click(within(screen.getByRole('article', { name: 'Pro' })).getByRole('button', { name: 'Upgrade to Pro' }));
    expect(onUpgrade).toHaveBeenCalledWith(expect.objectContaining({ plan_code: 'pro_annual' }));
  });

  it('shows a cancelled Pro plan with the day it ends and no renewal', () => {
    renderBilling({ subscription: { ...pro, status: 'cancelled', next_renewal_date: null, can_cancel: false } });
    const card = screen.getByRole('region', { name: 'Current Plan' });
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(card).getByText('Active until 25 Nov 2027')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Cancel Plan' })).toBeNull();
    expect((within(screen.getByRole('article', { name: 'Pro' })).getByRole('button', { name: 'Upgrade to Pro' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks the 500k pack Best Value and buys a pack with Purchase', async () => {
    const { onPurchase } = renderBilling();
    const best = screen.getByRole('article', { name: '500K Tokens' });
    expect(within(best).getByText('Best Value')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '100K Tokens' })).queryByText('Best Value')).toBeNull();
    await userEvent.click(within(best).getByRole('button', { name: 'Purchase' }));
    expect(onPurchase).toHaveBeenCalledWith(expect.objectContaining({ plan_code: 'pack_500k' }));
  });

  it('says payments are not configured on this server and offers no Upgrade or Purchase', () => {
    renderBilling({ subscription: free, plans: { ...plans, payment_mode: 'unconfigured' } });
    expect(screen.getByRole('status').textContent).toBe('Payments are not configured on this server');
    expect(screen.queryByRole('button', { name: 'Purchase' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('lists past payments with a GST invoice to download for each paid one', async () => {
    const { onDownload } = renderBilling({ payments: [paid, { ...paid, order_id: 'order_2', status: 'failed', invoice_number: null, paid_at: null }] });
    const table = screen.getByRole('table');
    expect(within(table).getByText('Paid')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Download GST tax invoice INV/2026-27/0001' }));
    expect(onDownload).toHaveBeenCalledWith(paid);
    // The paid one can only be downloaded; the failed one only dismissed.
    expect(within(table).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Download GST tax invoice INV/2026-27/0001',
      'Dismiss 500K Tokens from Past Payments',
    ]);
  });

  it('shows cancelled, failed and expired checkouts as such, resumes a pending one and dismisses any unpaid one', async () => {
    const unpaid = { ...paid, payment_id: null, paid_at: null, invoice_number: null };
    const pending = { ...unpaid, order_id: 'order_p', plan_name: 'Pending pack', status: 'created' as const, expires_at: '2026-11-20T10:30:00.000Z' };
    const rows: TPaymentRecord[] = [
      pending,
      { ...unpaid, order_id: 'order_c', plan_name: 'Closed pack', status: 'cancelled' },
      { ...unpaid, order_id: 'order_f', plan_name: 'Declined pack', status: 'failed' },
      { ...unpaid, order_id: 'order_e', plan_name: 'Old pack', status: 'expired' },
    ];
    const { onResume, onDismiss } = renderBilling({ payments: rows });
    const table = screen.getByRole('table');
    const statusOf = (name: string) => within(within(table).getByText(name).closest('tr') as HTMLElement).getAllByRole('cell')[3]?.textContent;
    expect(['Pending pack', 'Closed pack', 'Declined pack', 'Old pack'].map(statusOf)).toEqual(['Pending', 'Cancelled', 'Failed', 'Expired']);
    // Only the pending one can be resumed.
    expect(within(table).getAllByRole('button', { name: /^Resume payment/ })).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: 'Resume payment for Pending pack' }));
    expect(onResume).toHaveBeenCalledWith(pending);
    expect(within(table).getAllByRole('button', { name: /^Dismiss/ })).toHaveLength(4);
    await userEvent.click(within(table).getByRole('button', { name: 'Dismiss Old pack from Past Payments' }));
    expect(onDismiss).toHaveBeenCalledWith(rows[3]);
  });

  it('labels every cell with its column so the rows read as cards on a phone', () => {
    renderBilling();
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells.slice(0, 5).map((c) => c.getAttribute('data-label'))).toEqual(['Date', 'Plan or pack', 'Amount', 'Status', 'GST invoice']);
    expect(screen.getByRole('table').classList.contains('ab-table--cards')).toBe(true);
  });

  it('shows every load failure and empty text', () => {
    renderBilling({ subscription: undefined, subscriptionError: true, plans: undefined, plansError: true, payments: [] });
    expect(screen.getByText('Failed to load billing information')).toBeTruthy();
    expect(screen.getByText('Failed to load subscription plans')).toBeTruthy();
    expect(screen.getByText('Please refresh the page to try again.')).toBeTruthy();
    expect(screen.getByText('No payments yet')).toBeTruthy();
  });
});
