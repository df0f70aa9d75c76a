import type { TRegisterRequest } from '@app/sdk';
import { Button, Checkbox, Input, PasswordInput } from '@app/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAuthActions } from './auth-actions-context';
import { useAuthModal } from './auth-modal-context';
import { isAccountExistsError, useFormErrorText } from './form-error';
import { GoogleSignIn } from './google-sign-in';
import { fieldError, FormAlert, LinkButton, SwitchLine, useFormState } from './form-parts';
import { validateSignup, type SignupValues } from './validation';

/** A link in the terms sentence; a new tab, so the half-filled form stays as it is. */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="ui-sr-only"> {t('a11y.opensInNewTab')}</span>
    </a>
  );
}

/** The register call's body: trimmed text, optional fields only when filled in. */
export function registerInput(values: SignupValues): TRegisterRequest {
  const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    phone: optional(values.phone),
    company: optional(values.company),
    location: optional(values.location),
  };
}

const empty: SignupValues = { name: '', email: '', phone: '', company: '', location: '', password: '', confirm: '', terms: false };

/**
 * Name, e-mail, optional phone / company / location, password (strength rule of the contracts),
 * confirmation and the terms. Success opens the verification modal; an existing account (409)
 * offers 'Click here to login instead', which keeps the e-mail.
 */
export function SignupForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const auth = useAuthActions();
  const modal = useAuthModal();
  const failureText = useFormErrorText();
  const form = useFormState<SignupValues>({ ...empty, email: initialEmail }, validateSignup);
  const { values, errors } = form;
  const [exists, setExists] = useState(false);
  const loginInstead = () => modal.open('login', { email: values.email.trim() });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending || !form.check(id)) return;
    form.setPending(true);
    form.setServerError(null);
    setExists(false);
    try {
      const { email } = await auth.register(registerInput(values));
      modal.open('verify', { email });
    } catch (error) {
      form.setPending(false);
      setExists(isAccountExistsError(error));
      form.setServerError(failureText(error, 'registrationFailed'));
    }
  };

  const text = (key: keyof SignupValues) => ({
    id: `${id}-${key}`,
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => form.set(key, event.target.value),
    error: fieldError(t, errors[key]),
  });

  return (
    <form className="mk-auth__form" onSubmit={onSubmit} noValidate>
      {form.serverError && (
        <FormAlert>
          {form.serverError}
          {exists && (
            <>
              {' '}
              <LinkButton onClick={loginInstead}>{t('signup.loginInstead')}</LinkButton>
            </>
          )}
        </FormAlert>
      )}
      <Input {...text('name')} label={t('fields.name')} required autoComplete="name" placeholder={t('fields.namePlaceholder')} />
      <Input {...text('email')} label={t('fields.email')} type="email" required autoComplete="email" placeholder={t('fields.emailPlaceholder')} />
      <div className="mk-auth__row">
        <Input
          {...text('phone')}
          label={t('fields.phone')}
          hint={t('common:status.optional')}
          type="tel"
          autoComplete="tel"
          placeholder={t('fields.phonePlaceholder')}
        />
        <Input {...text('company')} label={t('fields.company')} autoComplete="organization" placeholder={t('fields.companyPlaceholder')} />
      </div>
      <Input
        {...text('location')}
        label={t('fields.location')}
        hint={t('common:status.optional')}
        autoComplete="address-level2"
        placeholder={t('fields.locationPlaceholder')}
      />
      <PasswordInput
        {...text('password')}
        label={t('fields.password')}
        required
        autoComplete="new-password"
        placeholder={t('fields.newPasswordPlaceholder')}
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
        hint={t('fields.passwordHint')}
      />
      <PasswordInput
        {...text('confirm')}
        label={t('fields.confirmPassword')}
        required
        autoComplete="new-password"
        placeholder={t('fields.confirmPasswordPlaceholder')}
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
      />
      <Checkbox
        id={`${id}-terms`}
        checked={values.terms}
        onCheckedChange={(checked) => form.set('terms', checked === true)}
        error={fieldError(t, errors.terms)}
        label={
          <Trans
            t={t}
            i18nKey="signup.terms"
            components={{ terms: <NewTabLink href="/terms" />, privacy: <NewTabLink href="/privacy" /> }}
          />
        }
      />
      <Button type="submit" fullWidth loading={form.pending} loadingLabel={t('signup.submitting')}>
        {t('signup.submit')}
      </Button>
      <GoogleSignIn mode="signup" onError={form.setServerError} />
      <SwitchLine text={t('signup.haveAccount')} action={t('signup.toLogin')} onClick={loginInstead} />
    </form>
  );
}
