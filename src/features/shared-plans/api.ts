import type { CardDecisionHistory, DecisionFigures } from '@contract/api/card-decisions';
import type { CompanyCard, CompanyCardList, PatientRecord } from '@contract/api/cards';
import type { CardDecisionStatus } from '@contract/rules/card-decisions';
import type { PlatformLink } from '@contract/api/settings';
import { commonApi } from '@/api/common-api';
import { problemCode } from '@/api/problem';

/** Rows per page of the list; the server allows up to 100. */
export const sharedPlansPageSize = 10;

/** A page of the list, of every card (status null) or of the cards with one status. */
export interface SharedPlansArgs {
  page: number;
  status: CardDecisionStatus | null;
}

/** The reason a failed send is recorded with on the card, from the code of the answer. */
const failureReasons: Partial<Record<string, string>> = {
  PLATFORM_UNAVAILABLE: 'unavailable',
  PLATFORM_TOKEN_REJECTED: 'token-rejected',
  PLATFORM_REJECTED: 'rejected',
};

export const sharedPlansApi = commonApi.injectEndpoints({
  endpoints: (build) => ({
    getSharedPlans: build.query<CompanyCardList, SharedPlansArgs>({
      query: ({ page, status }) => ({
        url: 'company/cards',
        params: { page, pageSize: sharedPlansPageSize, ...(status ? { status } : {}) },
      }),
      providesTags: ['SharedPlans'],
    }),
    getCardDecisions: build.query<CardDecisionHistory, string>({
      query: (id) => `company/cards/${id}/decisions`,
      providesTags: (_result, _error, id) => [{ type: 'CardDecisions', id }],
    }),
    getDecisionFigures: build.query<DecisionFigures, void>({
      query: () => 'company/cards/figures',
      providesTags: ['DecisionFigures'],
    }),
    revokeSharedPlan: build.mutation<CompanyCard, string>({
      query: (id) => ({ url: `company/cards/${id}/revoke`, method: 'POST' }),
      // Revoking deletes the card's answers: its history and the figures are read again when next shown.
      invalidatesTags: (result, _error, id) => (result ? [{ type: 'CardDecisions', id }, 'DecisionFigures'] : []),
      async onQueryStarted(_id, { dispatch, getState, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) replaceCard(dispatch, getState, result.data.id, () => result.data);
      },
    }),
    changeSharedPlanExpiry: build.mutation<CompanyCard, { id: string; expiresAt: string }>({
      query: ({ id, expiresAt }) => ({ url: `company/cards/${id}/expiry`, method: 'PUT', body: { expiresAt } }),
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) replaceCard(dispatch, getState, result.data.id, () => result.data);
      },
    }),
    createPatientRecord: build.mutation<PatientRecord, string>({
      query: (id) => ({ url: `company/cards/${id}/patient-record`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          replaceCard(dispatch, getState, id, (card) => ({ ...card, patientRecord: data }));
        } catch (failure) {
          const error = (failure as { error?: unknown }).error;
          const code = problemCode(error);
          // Not linked any more: the status is read again, so the button goes away.
          if (code === 'PLATFORM_NOT_LINKED') dispatch(sharedPlansApi.util.invalidateTags(['Platform']));
          // The server recorded the failure on the card; the row shows it without reading the list again.
          const reason = code ? failureReasons[code] : undefined;
          if (reason) {
            replaceCard(dispatch, getState, id, (card) => ({
              ...card,
              patientRecord: {
                ...card.patientRecord,
                state: 'failed',
                lastError: reason,
                lastAttemptAt: new Date().toISOString(),
              },
            }));
          }
        }
      },
    }),
    // The settings page's tag too: linking or unlinking there refreshes the status read here.
    getPlatformStatus: build.query<PlatformLink, void>({ query: () => 'company/platform', providesTags: ['Platform'] }),
  }),
});

type Dispatch = (action: unknown) => unknown;

/** Puts a changed card into every cached page that lists it, so no page is read again after an action. */
function replaceCard(
  dispatch: Dispatch,
  getState: () => unknown,
  id: string,
  change: (card: CompanyCard) => CompanyCard,
): void {
  const state = getState() as Parameters<typeof sharedPlansApi.util.selectCachedArgsForQuery>[0];
  for (const page of sharedPlansApi.util.selectCachedArgsForQuery(state, 'getSharedPlans')) {
    dispatch(
      sharedPlansApi.util.updateQueryData('getSharedPlans', page, (list) => {
        const index = list.cards.findIndex((card) => card.id === id);
        if (index >= 0) list.cards[index] = change(list.cards[index]!);
      }),
    );
  }
}

export const {
  useGetSharedPlansQuery,
  useGetCardDecisionsQuery,
  useGetDecisionFiguresQuery,
  useRevokeSharedPlanMutation,
  useChangeSharedPlanExpiryMutation,
  useCreatePatientRecordMutation,
  useGetPlatformStatusQuery,
} = sharedPlansApi;
