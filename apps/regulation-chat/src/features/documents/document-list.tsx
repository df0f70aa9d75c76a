import { formatDate } from '@app/i18n';
import type { TDocument, TDocumentState } from '@app/sdk/contracts';
import { Badge, type BadgeTone } from '@app/ui';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STATE_TONES: Record<TDocumentState, BadgeTone> = { ready: 'success', ocr_pending: 'warning', failed: 'danger' };

interface DocumentListProps {
  documents: TDocument[];
  /** The signed link as a URL the browser opens; null when it is not one (no link then). */
  documentUrl: (link: string) => string | null;
}

/** One page of the uploaded documents: title, standing, state (with the OCR error), OCR pages, date, link. */
export function DocumentList({ documents, documentUrl }: DocumentListProps) {
  const { t, i18n } = useTranslation('chat');
  return (
    <div className="rc-docs__table-wrap">
      <table className="rc-docs__table">
        <caption className="ui-sr-only">{t('documents.list.label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('documents.list.title')}</th>
            <th scope="col">{t('documents.list.standing')}</th>
            <th scope="col">{t('documents.list.state')}</th>
            <th scope="col">{t('documents.list.ocrPages')}</th>
            <th scope="col">{t('documents.list.uploaded')}</th>
            <th scope="col">{t('documents.list.file')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const url = documentUrl(document.document_link);
            return (
              <tr key={document.id} data-state={document.state}>
                <th scope="row">{document.title}</th>
                <td>
                  <Badge tone={document.standing === 'official' ? 'info' : 'neutral'}>{t(`standing.${document.standing}`)}</Badge>
                </td>
                <td>
                  <Badge tone={STATE_TONES[document.state]}>{t(`documents.state.${document.state}`)}</Badge>
                  {document.state === 'failed' && document.error && <p className="rc-docs__row-error">{document.error}</p>}
                </td>
                <td>{document.ocr_pages.length > 0 ? document.ocr_pages.join(', ') : t('documents.list.noOcrPages')}</td>
                <td>
                  <time dateTime={document.created_at}>{formatDate(document.created_at, i18n.language)}</time>
                </td>
                <td>
                  {url && (
                    <a href={url} target="_blank" rel="noopener" aria-label={t('documents.list.openLabel', { title: document.title })}>
                      {t('documents.list.open')}
                      <ExternalLink aria-hidden />
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
