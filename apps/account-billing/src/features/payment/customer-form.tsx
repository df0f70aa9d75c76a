import { GST_STATE_LIST, GST_STATES, gstStateLabel, normalizeGstin, validateGstin } from '@app/sdk';
import { Input } from '@app/ui';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The checkout prefill and the GST invoice's buyer. */
export interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  gstin: string;
  /** The place of supply: a GST state code from GST_STATE_LIST, or '' (the GSTIN's state, else the seller's). */
  state: string;
  /** The recipient's address; required with a GSTIN (the address registered with it). */
  address: string;
}

export const EMPTY_CUSTOMER: CustomerValues = { name: '', email: '', phone: '', gstin: '', state: '', address: '' };

export interface CustomerFormProps {
  form: UseFormReturn<CustomerValues>;
  /** While the order is created or checkout is open. */
  paying: boolean;
  /** While the profile loads (name and e-mail only, spec section 5). */
  profileLoading: boolean;
}

/** Which catalogue message a typed GSTIN earns (the SDK's check character rule); undefined when empty or valid. */
export function gstinProblem(value: string): 'gstinInvalid' | 'gstinChecksum' | 'gstinState' | undefined {
  if (value.trim() === '') return undefined;
  const check = validateGstin(value);
  if (check.valid) return undefined;
  return check.problem === 'checksum' ? 'gstinChecksum' : check.problem === 'state_code' ? 'gstinState' : 'gstinInvalid';
}

/** The state of a valid GSTIN, else undefined. */
const gstinState = (value: string): string | undefined => {
  const check = validateGstin(value);
  return check.valid ? check.stateCode : undefined;
};

/**
 * Full Name, Email Address, Phone Number (+91) and, for the GST invoice, the optional GSTIN,
 * place of supply (a state or union territory from the one list, set from a valid GSTIN) and
 * address (required with a GSTIN).
 */
export function CustomerForm({ form, paying, profileLoading }: CustomerFormProps) {
  const { t } = useTranslation('billing');
  const stateId = useId();
  const { register, formState } = form;
  const errors = formState.errors;
  const stateError = errors.state?.message;
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
        error={errors.gstin?.message}
        {...register('gstin', {
          validate: (value) => {
            const problem = gstinProblem(value);
            return problem ? t(`payment.customer.${problem}`) : true;
          },
          // A valid GSTIN names the place of supply: the select follows it.
          onChange: (event: { target: { value: string } }) => {
            const state = gstinState(event.target.value);
            if (state) form.setValue('state', state, { shouldValidate: formState.isSubmitted });
          },
        })}
      />
      <div className={stateError ? 'ui-field ui-field--invalid' : 'ui-field'}>
        <label className="ui-field__label" htmlFor={stateId}>
          {t('payment.customer.state')}
        </label>
        <select
          id={stateId}
          className="ui-control"
          disabled={paying}
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? `${stateId}-error` : `${stateId}-hint`}
          {...register('state', {
            validate: (value, values) => {
              const fromGstin = gstinState(values.gstin);
              if (!value || !fromGstin || value === fromGstin) return true;
              return t('payment.customer.stateMismatch', {
                state: gstStateLabel(value),
                gstinState: gstStateLabel(fromGstin),
                gstinStateName: GST_STATES[fromGstin] ?? fromGstin,
              });
            },
          })}
        >
          <option value="">{t('payment.customer.stateNotChosen')}</option>
          {GST_STATE_LIST.map((state) => (
            <option key={state.code} value={state.code}>
              {gstStateLabel(state.code)}
            </option>
          ))}
        </select>
        {stateError ? (
          <p id={`${stateId}-error`} className="ui-field__error" role="alert">
            {stateError}
          </p>
        ) : (
          <p id={`${stateId}-hint`} className="ui-field__hint">
            {t('payment.customer.stateHint')}
          </p>
        )}
      </div>
      <Input
        label={t('payment.customer.address')}
        hint={t('payment.customer.addressHint')}
        autoComplete="street-address"
        maxLength={300}
        disabled={paying}
        error={errors.address?.message}
        {...register('address', {
          validate: (value, values) => values.gstin.trim() === '' || value.trim() !== '' || t('payment.customer.addressRequired'),
        })}
      />
    </fieldset>
  );
}

/** The buyer fields of an order: only what was filled in (the server falls back to the profile). */
export function buyerDetails(values: CustomerValues) {
  const pick = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const gstin = pick(values.gstin);
  return {
    buyer_name: pick(values.name),
    buyer_email: pick(values.email),
    buyer_phone: pick(values.phone),
    buyer_gstin: gstin === undefined ? undefined : normalizeGstin(gstin),
    buyer_state: pick(values.state),
    buyer_address: pick(values.address),
  };
}
