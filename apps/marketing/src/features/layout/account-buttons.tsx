import { Button, buttonClassName } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useAuthModal } from '../auth-modal/auth-modal-context';
import { preloadAuthModals } from '../auth-modal/auth-modal-provider';

export interface AccountButtonsProps {
  isAuthenticated: boolean;
  /** Called after a button is used (closes the mobile menu). */
  onAction?: () => void;
  fullWidth?: boolean;
}

/** Login and Sign Up (opening their modals), or a link into the app for a signed-in visitor. */
export function AccountButtons({ isAuthenticated, onAction, fullWidth }: AccountButtonsProps) {
  const { t } = useTranslation('site');
  const modal = useAuthModal();

  if (isAuthenticated) {
    // /home belongs to another app: a plain link loads it.
    return (
      <a className={buttonClassName({ size: 'sm', fullWidth })} href="/home">
        {t('nav.openApp')}
      </a>
    );
  }
  const open = (view: 'login' | 'signup') => {
    onAction?.();
    modal.open(view);
  };
  return (
    <div className="mk-account-buttons">
      <Button
        variant="ghost"
        size="sm"
        fullWidth={fullWidth}
        onClick={() => open('login')}
        onPointerEnter={preloadAuthModals}
        onFocus={preloadAuthModals}
      >
        {t('nav.login')}
      </Button>
      <Button
        size="sm"
        fullWidth={fullWidth}
        onClick={() => open('signup')}
        onPointerEnter={preloadAuthModals}
        onFocus={preloadAuthModals}
      >
        {t('nav.signup')}
      </Button>
    </div>
  );
}
