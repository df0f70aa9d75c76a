import { GSTIN_MESSAGE, GSTIN_PATTERN } from '@app/sdk';
import { Input } from '@app/ui';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The checkout prefill and the GST invoice's buyer. */
export interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  gstin: string;
  state: string;
}

export const EMPTY_CUSTOMER: CustomerValues = { name: '', email: '', phone: '', gstin: '', state: '' };

export interface CustomerFormProps {
  form: UseFormReturn<CustomerValues>;
  /** While the order is created or checkout is open. */
  paying: boolean;
  /** While the profile loads (name and e-mail only, spec section 5). */
  profileLoading: boolean;
}

/** Full Name, Email Address, Phone Number (+91) and the optional GSTIN and state for the invoice. */
export function CustomerForm({ form, paying, profileLoading }: CustomerFormProps) {
  const { t } = useTranslation('billing');
  const { register, formState } = form;
  return (
    <fieldset className="ab-form" disabled={paying}>
      <legend className="ab-section-title">{t('payment.customer.title')}</legend>
      <Input label={t('payment.customer.name')} placeholder={t('payment.customer.namePlaceholder')} autoComplete="name" disabled={paying || profileLoading} {...register('name')} />
      <Input
        type="email"
        label={t('payment.customer.email')}
        placeholder={t('payment.customer.emailPlaceholder')}
        autoComplete="email"
        disabled={paying || profileLoading}
        {...register('email')}
      />
      <Input type="tel" label={t('payment.customer.phone')} placeholder={t('payment.customer.phonePlaceholder')} autoComplete="tel" disabled={paying} {...register('phone')} />
      <Input
        label={t('payment.customer.gstin')}
        hint={t('payment.customer.gstinHint')}
        autoCapitalize="characters"
        maxLength={15}
        disabled={paying}
        error={formState.errors.gstin ? t('payment.customer.gstinInvalid') : undefined}
        {...register('gstin', {
          validate: (value) => value.trim() === '' || GSTIN_PATTERN.test(value.trim().toUpperCase()) || GSTIN_MESSAGE,
        })}
      />
      <Input label={t('payment.customer.state')} placeholder={t('payment.customer.statePlaceholder')} autoComplete="address-level1" disabled={paying} {...register('state')} />
    </fieldset>
  );
}

/** The buyer fields of an order: only what was filled in (the server falls back to the account). */
export function buyerDetails(values: CustomerValues) {
  const pick = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    buyer_name: pick(values.name),
    buyer_email: pick(values.email),
    buyer_phone: pick(values.phone),
    buyer_gstin: pick(values.gstin)?.toUpperCase(),
    buyer_state: pick(values.state),
  };
}
