import type { CompanyExport, LatestCompanyExport } from '@contract/api/company-export';
import { commonApi } from '@/api/common-api';
import { problemOf } from '@/api/problem';

/** The export under way that a 409 EXPORT_IN_PROGRESS carries, if the error is one. */
export const exportInProgress = (error: unknown): CompanyExport | null => {
  const problem = problemOf(error);
  return problem?.code === 'EXPORT_IN_PROGRESS' ? (problem.currentExport ?? null) : null;
};

/** The owner's data export: asked for once, then read (polled while it builds) until it is ready or failed. */
export const exportApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyExport: build.query<LatestCompanyExport, void>({ query: () => 'company/export' }),
    requestCompanyExport: build.mutation<CompanyExport, void>({
      query: () => ({ url: 'company/export', method: 'POST' }),
      // The answer (or, on a 409, the export already under way) is what the next read would say: show it at once.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const shown = await queryFulfilled.then(
          ({ data }) => data,
          ({ error }: { error: unknown }) => exportInProgress(error),
        );
        if (shown) dispatch(exportApi.util.upsertQueryData('getCompanyExport', undefined, shown));
      },
    }),
  }),
});

export const { useGetCompanyExportQuery, useRequestCompanyExportMutation } = exportApi;
