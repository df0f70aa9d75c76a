import { NotFound } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@app/shell';

/** Any path no app owns: 'Go to Home' and 'Go Back' (spec part 1, "Access rules"). */
export function NotFoundPage() {
  const { t } = useTranslation('site');
  useDocumentTitle(t('notFound.title'));
  return (
    <NotFound
      labels={{ title: t('notFound.title'), message: t('notFound.description'), home: t('notFound.home'), back: t('notFound.back') }}
    />
  );
}
