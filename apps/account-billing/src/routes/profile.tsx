import { authContract } from '@app/sdk';
import { sdk, useDocumentTitle } from '@app/shell';
import { toast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DevicesCard } from '../features/profile/devices-card';
import { profileErrorMessage } from '../features/profile/profile-error';
import { ProfileView } from '../features/profile/profile-view';
import { apiErrorText } from '../lib/api-error-text';
import { DEVICES_QUERY_KEY, devicesQuery, profileQuery } from '../lib/queries';

/**
 * /profile: GET /users/me/profile, with Refresh Profile and, on failure, Try Again; the devices
 * the account is signed in on (GET /auth/devices) with "Sign out other devices".
 */
export default function ProfileRoute() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery());
  const devices = useQuery(devicesQuery());
  const signOutOthers = useMutation({
    // The refresh cookie names the session that stays; this page's access token is renewed from it.
    mutationFn: () => sdk.call(authContract.signOutOtherDevices, { body: {} }),
    onSuccess: ({ signed_out }) => {
      toast.success(t('devices.signedOut', { count: signed_out }));
      void queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY });
    },
    onError: (error) => toast.error(t('devices.signOutFailed'), { description: apiErrorText(error, '') || undefined }),
  });
  return (
    <ProfileView
      profile={profile.data}
      isLoading={profile.isPending}
      isRefreshing={profile.isFetching && !profile.isPending}
      error={profile.isError ? profileErrorMessage(profile.error, t('loadFailed')) : null}
      onRefresh={() => void profile.refetch()}
    >
      {profile.data && (
        <DevicesCard
          devices={devices.data?.devices}
          isLoading={devices.isPending}
          error={devices.isError ? apiErrorText(devices.error, t('devices.loadFailed')) : null}
          signingOut={signOutOthers.isPending}
          onSignOutOthers={() => signOutOthers.mutate()}
        />
      )}
    </ProfileView>
  );
}
