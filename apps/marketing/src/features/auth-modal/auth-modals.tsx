import { useAuth } from '@app/shell';
import { Dialog } from '@app/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthActionsContext } from './auth-actions-context';
import { useAuthModal, type AuthView } from './auth-modal-context';
import { ForgotForm } from './forgot-form';
import { LoginForm } from './login-form';
import { ResetForm } from './reset-form';
import { SignupForm } from './signup-form';
import { VerifyForm } from './verify-form';
import './auth-modals.css';

/** The open modal: one Radix dialog whose title, description and form follow the view. */
export function AuthDialog() {
  const { t } = useTranslation('auth');
  const { view, email, close } = useAuthModal();
  if (!view) return null;

  const content: Record<AuthView, { title: string; description?: string; body: ReactNode }> = {
    login: { title: t('login.title'), description: t('login.subtitle'), body: <LoginForm initialEmail={email} /> },
    signup: { title: t('signup.title'), description: t('signup.subtitle'), body: <SignupForm initialEmail={email} /> },
    verify: { title: t('verify.title'), description: t('verify.subtitle', { email }), body: <VerifyForm email={email} /> },
    forgot: { title: t('forgot.title'), description: t('forgot.subtitle'), body: <ForgotForm initialEmail={email} /> },
    reset: {
      title: t('reset.title'),
      description: email ? t('reset.subtitle', { email }) : undefined,
      body: <ResetForm initialEmail={email} />,
    },
  };
  const { title, description, body } = content[view];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={title}
      description={description}
      size={view === 'signup' ? 'md' : 'sm'}
      className="mk-auth"
    >
      {/* A new key per view: each form starts from its own initial values. */}
      <div key={view}>{body}</div>
    </Dialog>
  );
}

/** Lazy chunk entry: the dialog wired to the shell's account actions (real API, toasts). */
export default function AuthModals() {
  const actions = useAuth();
  return (
    <AuthActionsContext.Provider value={actions}>
      <AuthDialog />
    </AuthActionsContext.Provider>
  );
}
