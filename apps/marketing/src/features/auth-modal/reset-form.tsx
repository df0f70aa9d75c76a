import { navigateAfterLogin } from '@app/shell';
import { Button, Input, OtpInput, PasswordInput, toast } from '@app/ui';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from './auth-actions-context';
import { useAuthModal } from './auth-modal-context';
import { useFormErrorText } from './form-error';
import { fieldError, FormAlert, LinkButton, useFormState } from './form-parts';
import { canSubmitReset, validateReset } from './validation';

/**
 * 'Create New Password': the reset code, a new password (same strength rule) and its
 * confirmation. Success signs in with the new password and goes on like a login; if that
 * sign-in fails, the modal closes and the user is asked to log in. The e-mail field appears only
 * when the page was opened with `?auth=reset` and no known address.
 */
export function ResetForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const auth = useAuthActions();
  const modal = useAuthModal();
  const failureText = useFormErrorText();
  const askEmail = initialEmail === '';
  const form = useFormState({ email: initialEmail, code: '', password: '', confirm: '' }, validateReset);
  const { values, errors } = form;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending || !canSubmitReset(values) || !form.check(id)) return;
    const email = values.email.trim();
    form.setPending(true);
    form.setServerError(null);
    try {
      await auth.resetPassword({ email, code: values.code, newPassword: values.password });
    } catch (error) {
      form.setPending(false);
      form.setServerError(failureText(error, 'resetFailed'));
      return;
    }
    try {
      await auth.login(email, values.password);
      navigateAfterLogin();
    } catch {
      modal.close();
      toast.info(t('errors.autoLoginFailed'));
    }
  };

  return (
    <form className="mk-auth__form" onSubmit={onSubmit} noValidate>
      {form.serverError && <FormAlert>{form.serverError}</FormAlert>}
      {askEmail && (
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
      )}
      <OtpInput
        label={t('reset.code')}
        value={values.code}
        onChange={(code) => form.set('code', code)}
        autoFocus={!askEmail}
        error={fieldError(t, errors.code)}
      />
      <PasswordInput
        id={`${id}-password`}
        label={t('reset.newPassword')}
        required
        autoComplete="new-password"
        placeholder={t('reset.newPasswordPlaceholder')}
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
        hint={t('fields.passwordHint')}
        value={values.password}
        onChange={(event) => form.set('password', event.target.value)}
        error={fieldError(t, errors.password)}
      />
      <PasswordInput
        id={`${id}-confirm`}
        label={t('reset.confirmPassword')}
        required
        autoComplete="new-password"
        placeholder={t('reset.confirmPasswordPlaceholder')}
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
        value={values.confirm}
        onChange={(event) => form.set('confirm', event.target.value)}
        error={fieldError(t, errors.confirm)}
      />
      <p className="mk-auth__hint">{t('reset.expiryNote')}</p>
      <Button type="submit" fullWidth disabled={!canSubmitReset(values)} loading={form.pending} loadingLabel={t('reset.submitting')}>
        {t('reset.submit')}
      </Button>
      <p className="mk-auth__switch">
        <LinkButton onClick={() => modal.open('login', { email: values.email.trim() })}>{t('reset.backToLogin')}</LinkButton>
      </p>
    </form>
  );
}
