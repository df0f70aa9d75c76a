import { useTranslation } from 'react-i18next';
import { buttonClassName, Button } from '../button/button';
import { Dialog, DialogClose } from '../dialog/dialog';
import { formatNumber } from '../../lib/format';
import './out-of-tokens-dialog.css';

export interface OutOfTokensDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Tokens the refused operation needed (an HTTP 402's `detail.required`). */
  required: number;
  /** Tokens the account has now (`detail.available`). */
  available: number;
  /** Where Buy Tokens leads, e.g. `/payment?return=/chat` (a full page load: another app). */
  buyHref: string;
}

/** After an HTTP 402: what the operation needed, what the account has, and the way to buy more. */
export function OutOfTokensDialog({ open, onOpenChange, required, available, buyHref }: OutOfTokensDialogProps) {
  const { t, i18n } = useTranslation('ui');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('outOfTokens.title')}
      description={t('outOfTokens.description')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('outOfTokens.later')}</Button>
          </DialogClose>
          <a className={buttonClassName()} href={buyHref}>
            {t('outOfTokens.buy')}
          </a>
        </>
      }
    >
      <dl className="ui-out-of-tokens">
        <div>
          <dt>{t('outOfTokens.required')}</dt>
          <dd>{formatNumber(required, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('outOfTokens.available')}</dt>
          <dd className="ui-out-of-tokens__available">{formatNumber(available, i18n.language)}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
