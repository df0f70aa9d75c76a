import { navigateAfterLogin } from '@app/shell';
import { Button, OTP_LENGTH, OtpInput } from '@app/ui';
import { ApiError } from '@app/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from './auth-actions-context';
import { useFormErrorText } from './form-error';
import { FormAlert } from './form-parts';
import { codeError } from './validation';

/**
 * The 6-digit code sent to `email` (digits only; submit disabled until all six are in), a resend
 * button and the spam-folder hint. Success signs in and goes to the remembered `next` or /home.
 */
export function VerifyForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const auth = useAuthActions();
  const failureText = useFormErrorText();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  /** Seconds until the server sends another code, after it answered "too soon". */
  const [waitSeconds, setWaitSeconds] = useState(0);
  useEffect(() => {
    if (waitSeconds <= 0) return;
    const tick = setTimeout(() => setWaitSeconds((s) => s - 1), 1000);
    return () => clearTimeout(tick);
  }, [waitSeconds]);
  const [serverError, setServerError] = useState<string | null>(null);
  const invalid = submitted ? codeError(code) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending || codeError(code)) return;
    setPending(true);
    setServerError(null);
    try {
      await auth.verifyEmail(email, code);
      navigateAfterLogin();
    } catch (error) {
      setPending(false);
      setServerError(failureText(error, 'verificationFailed'));
    }
  };

  const resend = async () => {
    setResending(true);
    setServerError(null);
    try {
      await auth.resendCode(email);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'rate_limited' && error.retryAfter) setWaitSeconds(error.retryAfter);
      else setServerError(failureText(error, 'resendFailed'));
    } finally {
      setResending(false);
    }
  };

  return (
    <form className="mk-auth__form" onSubmit={onSubmit} noValidate>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <OtpInput
        label={t('verify.code')}
        value={code}
        onChange={setCode}
        autoFocus
        error={invalid ? t(`validation.${invalid}`) : undefined}
      />
      <p className="mk-auth__hint">{t('verify.spamHint')}</p>
      <Button type="submit" fullWidth disabled={code.length !== OTP_LENGTH} loading={pending} loadingLabel={t('verify.submitting')}>
        {t('verify.submit')}
      </Button>
      <p className="mk-auth__switch">
        {t('verify.noCode')}{' '}
        <Button variant="ghost" size="sm" onClick={resend} loading={resending} loadingLabel={t('verify.resending')} disabled={waitSeconds > 0}>
          {waitSeconds > 0 ? t('verify.resendIn', { seconds: waitSeconds }) : t('verify.resend')}
        </Button>
      </p>
    </form>
  );
}
