import { sdk, useSession } from '@app/shell';
import { createDocumentsApi } from '../features/documents/documents-api';
import { DocumentsScreen } from '../features/documents/documents-screen';

const api = createDocumentsApi(sdk);

/** The documents screen with the page's API client; the session says whether to offer the upload. */
export default function DocumentsScreenRoute() {
  const { user } = useSession();
  return <DocumentsScreen api={api} isAdmin={user?.is_admin === true} />;
}
