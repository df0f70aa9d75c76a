import type { TProfile } from '@app/sdk';
import { Toaster } from '@app/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { plans } from '../../test/fixtures';
import { PaymentView, type PaymentViewProps } from './payment-view';

const profile: TProfile = {
  id: '0b6c6f9e-3f5e-4c5a-9a57-3b2f4c1d2e10',
  name: 'Asha Mehta',
  email: 'asha@example.in',
  handle: 'ashamehta',
  bio: null,
  is_verified: true,
  is_admin: false,
  created_at: '2026-03-05T10:00:00.000Z',
  links: [],
  phone: '+919876543210',
};

function renderPayment(props: Partial<PaymentViewProps> = {}) {
  const onPay = vi.fn();
  const result = render(
    <>
      <Toaster />
      <PaymentView
        plans={plans}
        plansLoading={false}
        plansError={false}
        profile={profile}
        profileLoading={false}
        search={new URLSearchParams()}
        state="idle"
        failure={null}
        sdkMissing={false}
        paidPlanName={null}
        onPay={onPay}
        {...props}
      />
    </>,
  );
  return { onPay, ...result };
}

describe('/payment', () => {
  it('shows plans and packs with price, interval, FREE, MOST POPULAR, discount and Best Value', () => {
    renderPayment();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Subscription Plans' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Token Packs' })).toBeTruthy();
    const free = screen.getByRole('article', { name: 'Free' });
    expect(within(free).getByText('FREE')).toBeTruthy();
    expect((within(free).getByRole('button', { name: 'Select' }) as HTMLButtonElement).disabled).toBe(true);
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('MOST POPULAR')).toBeTruthy();
    expect(within(pro).getByText('Save ₹6,000')).toBeTruthy();
    expect(within(pro).getByText('₹29,999')).toBeTruthy();
    expect(within(pro).getByText('/year')).toBeTruthy();
    expect(within(pro).getByText('5,00,000 tokens')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '500K Tokens' })).getByText('Best Value')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payment Summary' })).toBeNull();
  });

  it("selecting a card highlights it, toasts 'Selected: …' and shows the prefilled form and the summary", async () => {
    renderPayment();
    await userEvent.click(within(screen.getByRole('article', { name: 'Pro' })).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('Selected: Pro')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Selected' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Asha Mehta');
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).type).toBe('email');
    const phone = screen.getByLabelText('Phone Number') as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(phone.placeholder).toMatch(/^\+91/);
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    expect(within(summary).getByText('Pro')).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Pay ₹29,999' })).toBeTruthy();
    expect(screen.getByText(/Card: 4111 1111 1111 1111/)).toBeTruthy();
    expect(screen.getByText('We never store your card details')).toBeTruthy();
  });

  it('pays for the preselected ?pack= with the details typed, GSTIN included', async () => {
    const { onPay } = renderPayment({ search: new URLSearchParams('pack=pack_500k&return=/chat') });
    await userEvent.type(screen.getByLabelText('GSTIN (optional)'), '24aaacc1206d1zm');
    await userEvent.type(screen.getByLabelText('Billing address'), 'Ambawadi, Ahmedabad 380015');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,999' }));
    expect(onPay).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'pack', item: expect.objectContaining({ plan_code: 'pack_500k' }) }),
      { name: 'Asha Mehta', email: 'asha@example.in', phone: '+919876543210', gstin: '24aaacc1206d1zm', state: '24', address: 'Ambawadi, Ahmedabad 380015' },
    );
  });

  it('refuses a malformed GSTIN before paying and keeps what was typed', async () => {
    const { onPay } = renderPayment({ search: new URLSearchParams('plan=pro_annual') });
    await userEvent.type(screen.getByLabelText('GSTIN (optional)'), '24ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹29,999' }));
    expect(await screen.findByText('Please enter a valid 15-character GSTIN')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
    expect((screen.getByLabelText('GSTIN (optional)') as HTMLInputElement).value).toBe('24ABC');
  });

  it('disables the form and shows the step while the order is created or checkout is open', () => {
    renderPayment({ search: new URLSearchParams('plan=pro_annual'), state: 'processing' });
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Processing payment/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables name and e-mail while the profile loads', () => {
    renderPayment({ search: new URLSearchParams('plan=pro_annual'), profile: undefined, profileLoading: true });
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).disabled).toBe(false);
  });

  it('says payments are not configured on this server instead of offering the pay button and the test card', async () => {
    const { onPay } = renderPayment({ plans: { ...plans, payment_mode: 'unconfigured' }, search: new URLSearchParams('plan=pro_annual') });
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    expect(within(summary).getByText('Payments are not configured on this server')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.queryByText(/Card: 4111 1111 1111 1111/)).toBeNull();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('warns that the SDK is missing and disables the pay button', () => {
    renderPayment({ search: new URLSearchParams('plan=pro_annual'), sdkMissing: true });
    expect(screen.getByText('Razorpay SDK not loaded. Please refresh the page.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay ₹29,999' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the 'Payment Error' banner with the description and reason of a failure", () => {
    renderPayment({
      state: 'failed',
      failure: { code: 'BAD_REQUEST_ERROR', description: 'Card declined by the bank', source: 'bank', step: 'payment_authorization', reason: 'payment_failed', metadata: {} },
    });
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('Payment Error')).toBeTruthy();
    expect(within(banner).getByText('Card declined by the bank')).toBeTruthy();
    expect(within(banner).getByText('Reason: payment_failed')).toBeTruthy();
  });

  it('says the payment completed and what the user now has', () => {
    renderPayment({ state: 'success', paidPlanName: '500K Tokens' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment completed successfully!' })).toBeTruthy();
    expect(screen.getByText('You now have access to 500K Tokens')).toBeTruthy();
  });

  it('shows the plan load failure and the no-plans text', () => {
    const { unmount } = renderPayment({ plans: undefined, plansError: true });
    expect(screen.getByText('Failed to load subscription plans')).toBeTruthy();
    unmount();
    renderPayment({ plans: { plans: [], token_packs: [], payment_mode: 'sandbox' } });
    expect(screen.getByText('No plans available. Please refresh the page.')).toBeTruthy();
  });
});
