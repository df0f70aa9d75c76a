import { useDocumentTitle } from '@app/shell';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileErrorMessage } from '../features/profile/profile-error';
import { ProfileView } from '../features/profile/profile-view';
import { profileQuery } from '../lib/queries';

/** /profile: GET /users/me/profile, with Refresh Profile and, on failure, Try Again. */
export default function ProfileRoute() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('title'));
  const profile = useQuery(profileQuery());
  return (
    <ProfileView
      profile={profile.data}
      isLoading={profile.isPending}
      isRefreshing={profile.isFetching && !profile.isPending}
      error={profile.isError ? profileErrorMessage(profile.error, t('loadFailed')) : null}
      onRefresh={() => void profile.refetch()}
    />
  );
}
