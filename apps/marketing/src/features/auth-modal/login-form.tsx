import { navigateAfterLogin } from '@app/shell';
import { Button, Input, PasswordInput } from '@app/ui';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from './auth-actions-context';
import { useAuthModal } from './auth-modal-context';
import { GoogleSignIn } from './google-sign-in';
import { fieldError, FormAlert, LinkButton, SwitchLine, useFormState } from './form-parts';
import { isUnverifiedError, useFormErrorText } from './form-error';
import { validateLogin } from './validation';

/**
 * E-mail and password. Success goes to the remembered `next` or /home; a login before the e-mail
 * is verified (403) opens the verification modal for that address (the server has sent a code).
 */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const auth = useAuthActions();
  const modal = useAuthModal();
  const failureText = useFormErrorText();
  const form = useFormState({ email: initialEmail, password: '' }, validateLogin);
  const { values, errors } = form;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending || !form.check(id)) return;
    form.setPending(true);
    form.setServerError(null);
    try {
      await auth.login(values.email.trim(), values.password);
      navigateAfterLogin(); // stays pending: the page is being left
    } catch (error) {
      form.setPending(false);
      if (isUnverifiedError(error)) modal.open('verify', { email: values.email.trim() });
      else form.setServerError(failureText(error, 'loginFailed'));
    }
  };

  return (
    <form className="mk-auth__form" onSubmit={onSubmit} noValidate>
      {form.serverError && <FormAlert>{form.serverError}</FormAlert>}
      <Input
        id={`${id}-email`}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        placeholder={t('fields.emailPlaceholder')}
        value={values.email}
        onChange={(event) => form.set('email', event.target.value)}
        error={fieldError(t, errors.email)}
      />
      <PasswordInput
        id={`${id}-password`}
        label={t('fields.password')}
        required
        placeholder={t('fields.passwordPlaceholder')}
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
        value={values.password}
        onChange={(event) => form.set('password', event.target.value)}
        error={fieldError(t, errors.password)}
      />
      <p className="mk-auth__aside">
        <LinkButton onClick={() => modal.open('forgot', { email: values.email.trim() })}>{t('login.forgotPassword')}</LinkButton>
      </p>
      <Button type="submit" fullWidth loading={form.pending} loadingLabel={t('login.submitting')}>
        {t('login.submit')}
      </Button>
      <GoogleSignIn mode="signin" onError={form.setServerError} />
      <SwitchLine
        text={t('login.noAccount')}
        action={t('login.toSignup')}
        onClick={() => modal.open('signup', { email: values.email.trim() })}
      />
    </form>
  );
}
