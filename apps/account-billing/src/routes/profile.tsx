import { authContract } from '@app/sdk';
import { sdk, useDocumentTitle } from '@app/shell';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileErrorMessage } from '../features/profile/profile-error';
import { ProfileView } from '../features/profile/profile-view';

/** The query key of GET /users/me/profile (the payment form will prefill from the same entry). */
export const PROFILE_QUERY_KEY = ['users', 'me', 'profile'] as const;

/** /profile: GET /users/me/profile, with Refresh Profile and, on failure, Try Again. */
export default function ProfileRoute() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('title'));
  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => sdk.call(authContract.profile, { signal }),
  });
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
