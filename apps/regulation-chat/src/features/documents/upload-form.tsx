import { ApiError, errorText } from '@app/sdk';
import {
  DOCUMENT_SOURCE_TYPES,
  DOCUMENT_STANDINGS,
  DOCUMENT_TITLE_MAX,
  type TDocumentSourceType,
  type TDocumentStanding,
  type TUploadDocumentResponse,
} from '@app/sdk/contracts';
import { Button, Input, toast } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentsApi } from './documents-api';

interface UploadFormProps {
  api: DocumentsApi;
  onUploaded: (document: TUploadDocumentResponse) => void;
  /** The server refused: this account is not an administrator (403 `admin_only`). */
  onAdminRefused: () => void;
}

type Invalid = { file?: boolean; title?: boolean };

/** The administrator's upload: a PDF, its title, its kind and whether it is the official text. */
export function UploadForm({ api, onUploaded, onAdminRefused }: UploadFormProps) {
  const { t } = useTranslation('chat');
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<TDocumentSourceType>('regulation');
  const [standing, setStanding] = useState<TDocumentStanding>('official');
  const [invalid, setInvalid] = useState<Invalid>({});
  const [failure, setFailure] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: (picked: File) => api.upload({ title: title.trim(), type, standing }, picked),
    onSuccess: (document) => {
      toast.success(t(`documents.upload.${document.status}`, { title: document.title }));
      setFile(null);
      setTitle('');
      if (fileInput.current) fileInput.current.value = '';
      onUploaded(document);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'admin_only') return onAdminRefused();
      setFailure(error instanceof ApiError ? errorText(error.body, t('documents.upload.failed')) : t('documents.upload.failed'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { file: !file, title: !title.trim() };
    setInvalid(next);
    setFailure(null);
    if (file && !next.title) upload.mutate(file);
  };

  const choice = <V extends string>(label: string, value: V, options: readonly V[], text: (o: V) => string, set: (v: V) => void) => (
    <label className="rc-docs__select">
      <span>{label}</span>
      <select value={value} onChange={(e) => set(e.target.value as V)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form className="rc-docs__form" onSubmit={submit} noValidate aria-labelledby="rc-docs-upload">
      <h2 id="rc-docs-upload">{t('documents.upload.heading')}</h2>
      <Input
        ref={fileInput}
        type="file"
        accept=".pdf,application/pdf"
        label={t('documents.upload.file')}
        hint={t('documents.upload.fileHint')}
        required
        error={invalid.file ? t('documents.upload.fileRequired') : undefined}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <Input
        label={t('documents.upload.title')}
        required
        maxLength={DOCUMENT_TITLE_MAX}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={invalid.title ? t('documents.upload.titleRequired') : undefined}
      />
      {choice(t('documents.upload.type'), type, DOCUMENT_SOURCE_TYPES, (o) => t(`documents.upload.types.${o}`), setType)}
      {choice(t('documents.upload.standing'), standing, DOCUMENT_STANDINGS, (o) => t(`documents.upload.standings.${o}`), setStanding)}
      {failure && (
        <p className="rc-docs__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" loading={upload.isPending} loadingLabel={t('documents.upload.uploading')}>
        {t('documents.upload.submit')}
      </Button>
    </form>
  );
}
