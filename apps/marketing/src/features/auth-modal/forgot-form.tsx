import { Button, Input } from '@app/ui';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from './auth-actions-context';
import { useAuthModal } from './auth-modal-context';
import { useFormErrorText } from './form-error';
import { fieldError, FormAlert, LinkButton, useFormState } from './form-parts';
import { emailError } from './validation';

const validate = ({ email }: { email: string }) => {
  const error = emailError(email);
  return error ? { email: error } : {};
};

/** 'Reset Password': the e-mail to send a reset code to; then the 'Create New Password' modal. */
export function ForgotForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const auth = useAuthActions();
  const modal = useAuthModal();
  const failureText = useFormErrorText();
  const form = useFormState({ email: initialEmail }, validate);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.pending || !form.check(id)) return;
    const email = form.values.email.trim();
    form.setPending(true);
    form.setServerError(null);
    try {
      await auth.forgotPassword(email);
      modal.open('reset', { email });
    } catch (error) {
      form.setPending(false);
      form.setServerError(failureText(error, 'sendResetFailed'));
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
        autoFocus
        placeholder={t('fields.emailPlaceholder')}
        value={form.values.email}
        onChange={(event) => form.set('email', event.target.value)}
        error={fieldError(t, form.errors.email)}
      />
      <Button type="submit" fullWidth loading={form.pending} loadingLabel={t('forgot.submitting')}>
        {t('forgot.submit')}
      </Button>
      <p className="mk-auth__switch">
        <LinkButton onClick={() => modal.open('login', { email: form.values.email.trim() })}>{t('forgot.backToLogin')}</LinkButton>
      </p>
    </form>
  );
}
