import type { TSource } from '@app/sdk/contracts';
import { sourceTypeLabel } from '@app/sdk/contracts';
import { Badge } from '@app/ui';
import { FileText } from 'lucide-react';
import { useChatTexts } from './chat-context';

/** Page numbers a source cites, in order, without repeats. */
export const citedPages = (source: TSource): number[] => [...new Set(source.pages.map((page) => page.page_number))];

/**
 * The sources under an answer: document name, GDCR/Document badge, whether it is the official
 * notified text or our digest (when the server says), pages cited; a click opens it.
 */
export function SourceCards({ sources, onOpen }: { sources: TSource[]; onOpen: (index: number) => void }) {
  const { t } = useChatTexts();
  if (sources.length === 0) return null;
  return (
    <section className="rc-sources" aria-label={t('message.sources')}>
      <h3 className="rc-sources__title">{t('message.sources')}</h3>
      <ul className="rc-sources__list">
        {sources.map((source, index) => {
          const pages = citedPages(source);
          const label = sourceTypeLabel(source.source_type);
          return (
            <li key={`${source.document_id}-${index}`}>
              <button type="button" className="rc-source" onClick={() => onOpen(index)}>
                <FileText className="rc-source__icon" aria-hidden />
                <span className="rc-source__body">
                  <span className="rc-source__name">{source.document_name}</span>
                  <span className="rc-source__meta">
                    <Badge tone={label === 'GDCR' ? 'info' : 'neutral'}>
                      {t(label === 'GDCR' ? 'sourceType.regulation' : 'sourceType.document')}
                    </Badge>
                    {source.standing && (
                      <Badge tone={source.standing === 'official' ? 'success' : 'neutral'}>{t(`standing.${source.standing}`)}</Badge>
                    )}
                    {pages.length > 0 && (
                      <span className="rc-source__pages">{t('message.pages', { count: pages.length, pages: pages.join(', ') })}</span>
                    )}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
