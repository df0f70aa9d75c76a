import { buyTokensHref } from '@app/shell';
import { X } from 'lucide-react';
import { useChatTexts } from './chat-context';

/** After a 402: why the question was not answered and where to buy tokens (/payment, another app, which brings the user back here). */
export function InsufficientNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useChatTexts();
  return (
    <div className="rc-notice" role="alert">
      <p className="rc-notice__text">
        <strong>{t('insufficient.title')}</strong> {t('insufficient.description')}
      </p>
      <a className="rc-notice__link" href={buyTokensHref(`${window.location.pathname}${window.location.search}`)}>
        {t('insufficient.action')}
      </a>
      <button type="button" className="rc-icon-button" aria-label={t('insufficient.dismiss')} onClick={onDismiss}>
        <X aria-hidden />
      </button>
    </div>
  );
}
