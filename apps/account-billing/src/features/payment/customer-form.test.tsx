import type { TProfile } from '@app/sdk';
import { GST_STATE_LIST } from '@app/sdk';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { plans } from '../../test/fixtures';
import { buyerDetails, EMPTY_CUSTOMER } from './customer-form';
import { PaymentView } from './payment-view';

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

function renderForm() {
  const onPay = vi.fn();
  render(
    <PaymentView
      plans={plans}
      plansLoading={false}
      plansError={false}
      profile={profile}
      profileLoading={false}
      search={new URLSearchParams('pack=pack_500k')}
      state="idle"
      failure={null}
      sdkMissing={false}
      paidPlanName={null}
      onPay={onPay}
    />,
  );
  const pay = () => userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,999' }));
  const place = () => screen.getByLabelText('Place of supply (state or union territory)') as HTMLSelectElement;
  return { onPay, pay, place };
}

describe('the invoice details on /payment', () => {
  it('offers the place of supply as a list of every state and union territory with its GST code, not free text', async () => {
    const { onPay, pay, place } = renderForm();
    expect(place().tagName).toBe('SELECT');
    const options = within(place()).getAllByRole('option');
    expect(options).toHaveLength(GST_STATE_LIST.length + 1);
    expect(options.map((o) => o.textContent)).toContain('Gujarat (24)');
    expect(options.map((o) => o.textContent)).toContain('Other Territory (97)');
    await userEvent.selectOptions(place(), 'Maharashtra (27)');
    await pay();
    expect(onPay).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ state: '27', gstin: '' }));
  });

  it('takes the place of supply from a valid GSTIN as it is typed', async () => {
    const { place } = renderForm();
    await userEvent.type(screen.getByLabelText('GSTIN (optional)'), '27AAPFU0939F1ZV');
    expect(place().value).toBe('27');
  });

  it('refuses a GSTIN whose check character is wrong before paying', async () => {
    const { onPay, pay } = renderForm();
    await userEvent.type(screen.getByLabelText('GSTIN (optional)'), '27AAPFU0939F1ZW');
    await userEvent.type(screen.getByLabelText('Billing address'), 'Mumbai');
    await pay();
    expect(await screen.findByText('Please enter a valid GSTIN: its check character does not match')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });

  it("refuses a place of supply other than the GSTIN's state, and a GSTIN without the address registered with it", async () => {
    const { onPay, pay, place } = renderForm();
    await userEvent.type(screen.getByLabelText('GSTIN (optional)'), '24AAACC1206D1ZM');
    await userEvent.selectOptions(place(), 'Maharashtra (27)');
    await pay();
    expect(
      await screen.findByText('The place of supply Maharashtra (27) is not the state of the GSTIN, Gujarat (24): choose Gujarat or leave the place of supply empty'),
    ).toBeTruthy();
    expect(screen.getByText('Please enter the address registered with this GSTIN')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
    await userEvent.selectOptions(place(), 'Gujarat (24)');
    await userEvent.type(screen.getByLabelText('Billing address'), 'Ambawadi, Ahmedabad');
    await pay();
    expect(onPay).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ gstin: '24AAACC1206D1ZM', state: '24', address: 'Ambawadi, Ahmedabad' }));
  });

  it('sends only what was filled in, the GSTIN upper-cased and the place of supply as its code', () => {
    expect(buyerDetails({ ...EMPTY_CUSTOMER, name: ' Asha ', gstin: ' 24aaacc1206d1zm ', state: '24', address: 'Ambawadi' })).toEqual({
      buyer_name: 'Asha',
      buyer_email: undefined,
      buyer_phone: undefined,
      buyer_gstin: '24AAACC1206D1ZM',
      buyer_state: '24',
      buyer_address: 'Ambawadi',
    });
  });
});
