import type {
  Avatar,
  ChangePasswordBody,
  PlatformLink,
  Profile,
  ProfileBody,
  StaffCreateBody,
  StaffList,
  StaffMember,
  StaffUpdateBody,
} from '@contract/api/settings';
import type { SecurityEventPage } from '@contract/api/security-events';
import { commonApi } from '@/api/common-api';

export const settingsApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({ query: () => 'company/profile', providesTags: ['Profile'] }),
    updateProfile: build.mutation<Profile, ProfileBody>({
      query: (body) => ({ url: 'company/profile', method: 'PUT', body }),
      // The profile challenge's progress lives in the license summary and the account.
      invalidatesTags: ['License', 'Account'],
      // The answer is the saved profile: no refetch of the profile itself.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        // A failure reaches the caller through unwrap(); the cache stays as it was.
        if (!result) return;
        const { data } = result;
        dispatch(settingsApi.util.upsertQueryData('getProfile', undefined, data));
      },
    }),
    getAvatar: build.query<Avatar, void>({ query: () => 'company/avatar', providesTags: ['Avatar'] }),
    removeAvatar: build.mutation<null, void>({
      query: () => ({ url: 'company/avatar', method: 'DELETE' }),
      invalidatesTags: ['Avatar', 'Account'],
    }),
    changePassword: build.mutation<null, ChangePasswordBody>({
      query: (body) => ({ url: 'company/password', method: 'POST', body }),
      invalidatesTags: ['SecurityEvents'],
    }),
    // An admin's own staff password: the owner's security events note it, and admins do not read them.
    changeOwnPassword: build.mutation<null, ChangePasswordBody>({
      query: (body) => ({ url: 'account/password', method: 'POST', body }),
    }),
    getStaff: build.query<StaffList, void>({ query: () => 'company/staff', providesTags: ['Staff'] }),
    addStaff: build.mutation<StaffMember, StaffCreateBody>({
      query: (body) => ({ url: 'company/staff', method: 'POST', body }),
      invalidatesTags: ['Staff', 'SecurityEvents'],
    }),
    updateStaff: build.mutation<StaffMember, { id: string; body: StaffUpdateBody }>({
      query: ({ id, body }) => ({ url: `company/staff/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Staff', 'SecurityEvents'],
    }),
    removeStaff: build.mutation<null, string>({
      query: (id) => ({ url: `company/staff/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Staff', 'SecurityEvents'],
    }),
    getPlatform: build.query<PlatformLink, void>({ query: () => 'company/platform', providesTags: ['Platform'] }),
    linkPlatform: build.mutation<PlatformLink, string>({
      query: (token) => ({ url: 'company/platform', method: 'PUT', body: { token } }),
      invalidatesTags: ['Platform', 'SecurityEvents'],
    }),
    unlinkPlatform: build.mutation<null, void>({
      query: () => ({ url: 'company/platform', method: 'DELETE' }),
      invalidatesTags: ['Platform', 'SecurityEvents'],
    }),
    // Newest first; each page names the cursor of the next (older) one.
    getSecurityEvents: build.infiniteQuery<SecurityEventPage, void, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
      query: ({ pageParam }) => ({
        url: 'company/security-events',
        params: pageParam === null ? undefined : { before: pageParam },
      }),
      providesTags: ['SecurityEvents'],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useGetAvatarQuery,
  useRemoveAvatarMutation,
  useChangePasswordMutation,
  useChangeOwnPasswordMutation,
  useGetStaffQuery,
  useAddStaffMutation,
  useUpdateStaffMutation,
  useRemoveStaffMutation,
  useGetPlatformQuery,
  useLinkPlatformMutation,
  useUnlinkPlatformMutation,
  useGetSecurityEventsInfiniteQuery,
} = settingsApi;
