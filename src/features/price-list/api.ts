import type { PriceList, PriceRow, PriceRowCreateBody, PriceRowUpdateBody } from '@contract/api/settings';
import { commonApi } from '@/api/common-api';

/** What a row change changes besides the list: the price-list challenge's progress (license and account). */
const bonusProgress: ['License', 'Account'] = ['License', 'Account'];

/**
 * Row mutations patch the cached list with the server's answer instead of refetching hundreds of rows, and invalidate
 * the bonus progress the dashboard shows.
 */
export const priceListApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    getPriceList: build.query<PriceList, void>({ query: () => 'price-list', providesTags: ['PriceList'] }),
    createRow: build.mutation<PriceRow, PriceRowCreateBody>({
      query: (body) => ({ url: 'price-list/rows', method: 'POST', body }),
      invalidatesTags: bonusProgress,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        // A failure reaches the caller through unwrap(); the cache stays as it was.
        if (!result) return;
        const { data } = result;
        dispatch(
          priceListApi.util.updateQueryData('getPriceList', undefined, (draft) => {
            draft.rows.push(data);
          }),
        );
      },
    }),
    saveRow: build.mutation<PriceRow, { id: string; body: PriceRowUpdateBody }>({
      query: ({ id, body }) => ({ url: `price-list/rows/${id}`, method: 'PUT', body }),
      invalidatesTags: bonusProgress,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        // A failure reaches the caller through unwrap(); the cache stays as it was.
        if (!result) return;
        const { data } = result;
        dispatch(
          priceListApi.util.updateQueryData('getPriceList', undefined, (draft) => {
            const index = draft.rows.findIndex((row) => row.id === data.id);
            if (index >= 0) draft.rows[index] = data;
          }),
        );
      },
    }),
    deleteRow: build.mutation<null, string>({
      query: (id) => ({ url: `price-list/rows/${id}`, method: 'DELETE' }),
      invalidatesTags: bonusProgress,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(
          priceListApi.util.updateQueryData('getPriceList', undefined, (draft) => {
            draft.rows = draft.rows.filter((row) => row.id !== id);
          }),
        );
      },
    }),
    changeCurrency: build.mutation<PriceList, string>({
      query: (currency) => ({ url: 'price-list/currency', method: 'PUT', body: { currency } }),
      async onQueryStarted(_currency, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        // A failure reaches the caller through unwrap(); the cache stays as it was.
        if (!result) return;
        const { data } = result;
        dispatch(priceListApi.util.upsertQueryData('getPriceList', undefined, data));
      },
    }),
  }),
});

export const {
  useGetPriceListQuery,
  useCreateRowMutation,
  useSaveRowMutation,
  useDeleteRowMutation,
  useChangeCurrencyMutation,
} = priceListApi;
