import { PROJECT_DOCUMENT_ACCEPT, PROJECT_DOCUMENT_MAX_FILES } from '@app/sdk';
import { Button } from '@app/ui';
import { FileText, Upload, X } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDocuments, type DocumentRejection } from './document-rules';

export interface DocumentPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Documents of a new project: drag and drop or browse. Files the browser can already tell are
 * wrong (type by name, over 10 MB, empty, an 11th) are refused here with the spec's message and
 * never sent; the rest of the form is untouched.
 */
export function DocumentPicker({ files, onChange, disabled = false }: DocumentPickerProps) {
  const { t } = useTranslation('sourcing');
  const inputId = useId();
  const [rejected, setRejected] = useState<DocumentRejection[]>([]);
  const [dragging, setDragging] = useState(false);

  const add = (picked: FileList | null) => {
    if (!picked) return;
    const result = addDocuments(files, [...picked]);
    setRejected(result.rejected);
    if (result.files.length !== files.length) onChange(result.files);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(event.dataTransfer.files);
  };

  return (
    <div className="sr-docs">
      <label
        htmlFor={inputId}
        className={`sr-docs__zone${dragging ? ' sr-docs__zone--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Upload aria-hidden />
        <span className="sr-docs__zone-text">{t('newProject.dropzone')}</span>
        <span className="sr-docs__zone-hint">{t('newProject.documentsHint', { max: PROJECT_DOCUMENT_MAX_FILES })}</span>
      </label>
      <input
        id={inputId}
        className="ui-sr-only"
        type="file"
        multiple
        accept={PROJECT_DOCUMENT_ACCEPT}
        disabled={disabled}
        aria-label={t('newProject.documents')}
        onChange={(event) => {
          add(event.target.files);
          // The same file can be picked again after removing it.
          event.target.value = '';
        }}
      />
      {rejected.length > 0 && (
        <ul className="sr-docs__errors" role="alert">
          {rejected.map((r, i) => (
            <li key={`${r.name}-${i}`}>
              {`${r.name}: ${t(`newProject.fileErrors.${r.problem}`, { max: PROJECT_DOCUMENT_MAX_FILES })}`}
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="sr-docs__list" aria-label={t('newProject.selectedDocuments')}>
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="sr-docs__file">
              <FileText aria-hidden size={18} />
              <span className="sr-docs__name">{file.name}</span>
              <span className="sr-docs__size">{formatSize(file.size)}</span>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                disabled={disabled}
                aria-label={t('newProject.removeFile', { name: file.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <X aria-hidden size={16} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
