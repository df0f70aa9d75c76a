import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import './dialog.css';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as the Radix trigger, e.g. a Button). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons at the bottom (stacked on narrow screens). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hides the close (X) button, e.g. while a required step is running. */
  hideClose?: boolean;
  /** Overrides the translated "Close" label of the X button. */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog: focus is trapped inside and returned to the trigger on close, Escape and a
 * click on the overlay close it, and the title and description name and describe it.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideClose = false,
  closeLabel,
  className,
}: DialogProps) {
  const { t } = useTranslation('ui');
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={cx('ui-dialog', `ui-dialog--${size}`, className)}
          // Without a description Radix would point aria-describedby at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ui-dialog__header">
            <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            {!hideClose && (
              <RadixDialog.Close className="ui-dialog__close" aria-label={closeLabel ?? t('common.close')}>
                <X aria-hidden />
              </RadixDialog.Close>
            )}
          </div>
          {description && <RadixDialog.Description className="ui-dialog__description">{description}</RadixDialog.Description>}
          {children && <div className="ui-dialog__body">{children}</div>}
          {footer && <div className="ui-dialog__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a button in the footer with this to make it close the dialog. */
export const DialogClose = RadixDialog.Close;
