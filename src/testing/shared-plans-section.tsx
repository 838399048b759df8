import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import type { CompanyCard } from '@contract/api/cards';
import { SharedPlansSection } from '@/features/shared-plans/components/shared-plans-section';
import { apiUrl, server } from './msw-server';
import { renderWithProviders } from './render-with-providers';
import { cardList, platformLink } from './shared-plans-fixtures';

export const cardsUrl = apiUrl('company/cards');
// The section keeps its filter in the address, so it needs a router.
export const renderSection = (language: 'en' | 'ru' | 'uk' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <SharedPlansSection />
    </MemoryRouter>,
    { language },
  );
export const row = (name: string) => screen.findByRole('listitem', { name });

/** The list answers these cards; the platform is linked or not. */
export const useCards = (cards: CompanyCard[], linked = false) =>
  server.use(
    http.get(cardsUrl, () => HttpResponse.json(cardList(cards))),
    http.get(apiUrl('company/platform'), () => HttpResponse.json(platformLink(linked))),
  );

export const dateOf = (iso: string, language = 'en') =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** A date input's value (yyyy-mm-dd) for a day in the local time zone. */
export const dateInputValue = (day: Date) =>
  [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

/** The platform's answer once a patient record was created. */
export const sentRecord = {
  state: 'sent',
  recordId: 'rec-1',
  sentAt: '2026-03-12T09:00:00.000Z',
  lastAttemptAt: '2026-03-12T09:00:00.000Z',
  lastError: null,
};
