import type { AccountNameBody, AccountNameResponse } from '@contract/api/account-name';
import type { CreateOrderBody, CreatedOrder, OrdersResponse, PackagesResponse } from '@contract/api/billing';
import type { DeviceKey, DeviceKeysResponse, KeyReloadConflict } from '@contract/api/device-keys';
import type { LicenseSummary } from '@contract/api/license-summary';
import type { ReleasesResponse } from '@contract/api/releases';
import type { BonusKind } from '@contract/rules/trial';
import { commonApi } from '@/api/common-api';

/** Puts a changed key row into the cached table, so the table does not refetch after each edit. */
const replaceKey = (keys: DeviceKeysResponse, changed: DeviceKey) => {
  const index = keys.keys.findIndex((key) => key.id === changed.id);
  if (index >= 0) keys.keys[index] = changed;
};

export const dashboardApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    getLicense: build.query<LicenseSummary, void>({ query: () => 'company/license', providesTags: ['License'] }),
    applyBonus: build.mutation<LicenseSummary, BonusKind>({
      query: (kind) => ({ url: `company/bonuses/${kind}`, method: 'POST' }),
      async onQueryStarted(_kind, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(dashboardApi.util.upsertQueryData('getLicense', undefined, result.data));
      },
    }),
    getPackages: build.query<PackagesResponse, void>({ query: () => 'packages' }),
    getOrders: build.query<OrdersResponse, void>({ query: () => 'company/orders', providesTags: ['Orders'] }),
    createOrder: build.mutation<CreatedOrder, CreateOrderBody>({
      query: (body) => ({ url: 'company/orders', method: 'POST', body }),
      invalidatesTags: ['Orders'],
    }),
    getReleases: build.query<ReleasesResponse, void>({ query: () => 'company/releases', providesTags: ['Releases'] }),
    getKeys: build.query<DeviceKeysResponse, void>({ query: () => 'company/keys', providesTags: ['Keys'] }),
    renameDevice: build.mutation<DeviceKey, { keyId: string; deviceName: string }>({
      query: ({ keyId, deviceName }) => ({ url: `company/keys/${keyId}`, method: 'PATCH', body: { deviceName } }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result)
          dispatch(dashboardApi.util.updateQueryData('getKeys', undefined, (keys) => replaceKey(keys, result.data)));
      },
    }),
    reloadKey: build.mutation<DeviceKey, string>({
      query: (keyId) => ({ url: `company/keys/${keyId}/reload`, method: 'POST' }),
      async onQueryStarted(_keyId, { dispatch, queryFulfilled }) {
        // A 409 carries the key as another reload left it a moment ago: the table shows that one.
        const shown: DeviceKey | undefined = await queryFulfilled.then(
          (result) => result.data,
          (failure: { error?: unknown }) => {
            const error = failure.error as { status?: unknown; data?: Partial<KeyReloadConflict> } | undefined;
            return error?.status === 409 ? error.data?.current : undefined;
          },
        );
        if (shown) dispatch(dashboardApi.util.updateQueryData('getKeys', undefined, (keys) => replaceKey(keys, shown)));
      },
    }),
    saveAccountName: build.mutation<AccountNameResponse, AccountNameBody>({
      query: (body) => ({ url: 'company/account-name', method: 'PUT', body }),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const {
  useGetLicenseQuery,
  useApplyBonusMutation,
  useGetPackagesQuery,
  useGetOrdersQuery,
  useCreateOrderMutation,
  useGetReleasesQuery,
  useGetKeysQuery,
  useRenameDeviceMutation,
  useReloadKeyMutation,
  useSaveAccountNameMutation,
} = dashboardApi;
