import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { Button } from '../button/button';
import { useInstallPrompt, type UseInstallPromptOptions } from './use-install-prompt';
import './install-prompt.css';

type Labels = Partial<Record<'title' | 'message' | 'install' | 'dismiss', string>>;

export interface InstallPromptViewProps {
  onInstall: () => void;
  onDismiss: () => void;
  labels?: Labels;
  className?: string;
}

/** The prompt's card, without the rules (for Storybook and custom wiring). */
export function InstallPromptView({ onInstall, onDismiss, labels, className }: InstallPromptViewProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <section className={cx('ui-install', className)} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <div className="ui-install__icon" aria-hidden="true">
        <Download />
      </div>
      <div className="ui-install__body">
        <h2 id={`${id}-title`} className="ui-install__title">
          {labels?.title ?? t('installPrompt.title')}
        </h2>
        <p id={`${id}-text`} className="ui-install__text">
          {labels?.message ?? t('installPrompt.message')}
        </p>
        <div className="ui-install__actions">
          <Button size="sm" onClick={onInstall}>
            {labels?.install ?? t('installPrompt.install')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {labels?.dismiss ?? t('installPrompt.dismiss')}
          </Button>
        </div>
      </div>
    </section>
  );
}

export interface InstallPromptProps extends UseInstallPromptOptions {
  labels?: Labels;
  className?: string;
}

/** Mount once per app: appears on its own when the browser offers installation. */
export function InstallPrompt({ labels, className, ...options }: InstallPromptProps) {
  const { visible, install, dismiss } = useInstallPrompt(options);
  return (
    // A persistent polite live region, so the prompt is announced when it appears.
    <div aria-live="polite" className="ui-install-host">
      {visible && (
        <InstallPromptView onInstall={() => void install()} onDismiss={dismiss} labels={labels} className={className} />
      )}
    </div>
  );
}
