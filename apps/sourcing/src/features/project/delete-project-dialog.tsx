import { Button, Dialog, Input } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The word to type (any case) before a project can be deleted (spec part 2, section 5). */
export const DELETE_CONFIRM_WORD = 'delete';

export const isDeleteConfirmed = (typed: string) => typed.trim().toLowerCase() === DELETE_CONFIRM_WORD;

export interface DeleteProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectTitle: string;
  onConfirm: () => Promise<void>;
}

export function DeleteProjectDialog({ open, onOpenChange, projectTitle, onConfirm }: DeleteProjectDialogProps) {
  const { t } = useTranslation('sourcing');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const confirmed = isDeleteConfirmed(typed);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped('');
        onOpenChange(next);
      }}
      size="sm"
      title={t('deleteProject.title')}
      description={t('deleteProject.description', { name: projectTitle })}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('deleteProject.cancel')}
          </Button>
          <Button variant="danger" disabled={!confirmed || busy} onClick={() => void confirm()}>
            {busy ? t('deleteProject.deleting') : t('deleteProject.confirm')}
          </Button>
        </>
      }
    >
      <Input
        label={t('deleteProject.confirmLabel', { word: DELETE_CONFIRM_WORD })}
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && confirmed && !busy) void confirm();
        }}
      />
    </Dialog>
  );
}
