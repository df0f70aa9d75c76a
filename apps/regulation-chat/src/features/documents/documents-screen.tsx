import { Button, Pager, Spinner } from '@app/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentList } from './document-list';
import type { DocumentsApi } from './documents-api';
import { DOCUMENTS_KEY, DOCUMENTS_PAGE_SIZE, documentsKey, hasPendingOcr, pollInterval } from './documents-query';
import { UploadForm } from './upload-form';
import './documents.css';

interface DocumentsScreenProps {
  api: DocumentsApi;
  /** The session's `is_admin`: only administrators get the upload form. */
  isAdmin: boolean;
}

/**
 * /chat/documents: the uploaded PDFs, newest first, refreshing while any is being read by OCR;
 * the upload form for administrators, the server's admin-only text for everyone else.
 */
export function DocumentsScreen({ api, isAdmin }: DocumentsScreenProps) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  // The session may say admin while the server no longer does (ADMIN_EMAILS changed): its 403 wins.
  const [refused, setRefused] = useState(false);
  const list = useQuery({
    queryKey: documentsKey(page),
    queryFn: () => api.list(page, DOCUMENTS_PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollInterval(query.state.data),
  });
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / DOCUMENTS_PAGE_SIZE));

  return (
    <div className="rc-docs">
      <header className="rc-docs__header">
        <Link to="/chat" className="rc-docs__back">
          <ArrowLeft aria-hidden />
          {t('documents.backToChat')}
        </Link>
        <h1 id="rc-docs-title">{t('documents.title')}</h1>
        <p>{t('documents.intro')}</p>
      </header>

      {isAdmin && !refused ? (
        <UploadForm
          api={api}
          onAdminRefused={() => setRefused(true)}
          onUploaded={() => {
            setPage(1);
            void queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
          }}
        />
      ) : (
        <p className="rc-docs__note" role="note">
          {t('documents.adminOnly')}
        </p>
      )}

      <section className="rc-docs__list" aria-labelledby="rc-docs-list" aria-busy={list.isFetching || undefined}>
        <h2 id="rc-docs-list">{t('documents.list.label')}</h2>
        {list.isPending ? (
          <Spinner label={t('documents.list.loading')} showLabel />
        ) : list.isError && !list.data ? (
          <div role="alert" className="rc-docs__error">
            <p>{t('documents.list.failed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              {t('documents.list.retry')}
            </Button>
          </div>
        ) : list.data.documents.length === 0 ? (
          <p>{t('documents.list.empty')}</p>
        ) : (
          <>
            {hasPendingOcr(list.data) && <p className="rc-docs__polling">{t('documents.list.refreshing')}</p>}
            <DocumentList documents={list.data.documents} documentUrl={api.documentUrl} />
            {pageCount > 1 && (
              <Pager
                page={page}
                pageCount={pageCount}
                onPageChange={setPage}
                label={t('documents.list.pagerLabel')}
                status={t('documents.list.pageStatus', { page, count: pageCount })}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
