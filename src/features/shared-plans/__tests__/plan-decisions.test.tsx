import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { CardDecisionEntry } from '@contract/api/card-decisions';
import type { CompanyCard } from '@contract/api/cards';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { cardList, platformLink, sharedCard } from '@/testing/shared-plans-fixtures';
import { SharedPlansSection } from '../components/shared-plans-section';

jest.setTimeout(20_000);

const failure = { type: 'about:blank', title: 'Internal', status: 500, code: 'INTERNAL' } as const;

const cardsUrl = apiUrl('company/cards');

/** The section in a memory router at `path`, so a test can read the address the filter writes. */
const renderAt = (path = '/company', language: 'en' | 'ru' | 'uk' = 'en') => {
  const router = createMemoryRouter([{ path: '*', element: <SharedPlansSection /> }], { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, { language }) };
};

/** The list answers these cards and records the status each request asked for. */
const useCards = (cards: CompanyCard[]) => {
  const asked: (string | null)[] = [];
  server.use(
    http.get(cardsUrl, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      asked.push(status);
      return HttpResponse.json(cardList(status ? cards.filter((card) => card.decision.status === status) : cards));
    }),
    http.get(apiUrl('company/platform'), () => HttpResponse.json(platformLink(false))),
  );
  return asked;
};

const at = '2026-03-06T08:30:00.000Z';
const dateOf = (iso: string, language = 'en') =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
const decided = (status: CompanyCard['decision']['status'], optionTitle: string | null = null) => ({
  status,
  since: status === 'not-opened' ? null : at,
  optionIndex: optionTitle === null ? null : 1,
  optionTitle,
});

const statusCards = [
  sharedCard(1, { patientName: 'Anna', decision: decided('not-opened') }),
  sharedCard(2, { patientName: 'Boris', views: 2, lastViewedAt: at, decision: decided('opened') }),
  sharedCard(3, { patientName: 'Clara', views: 2, lastViewedAt: at, decision: decided('accepted', 'Implants') }),
  sharedCard(4, { patientName: 'Dmitro', views: 1, lastViewedAt: at, decision: decided('accepted', '') }),
  sharedCard(5, { patientName: 'Eva', views: 1, lastViewedAt: at, decision: decided('declined') }),
  sharedCard(6, { patientName: 'Fedir', views: 4, lastViewedAt: at, decision: decided('question-waiting') }),
];

const entry = (n: number, overrides: Partial<CardDecisionEntry>): CardDecisionEntry => ({
  id: `01jdec00000000000000000${String(n).padStart(3, '0')}`,
  kind: 'accepted',
  createdAt: at,
  optionIndex: null,
  optionTitle: null,
  fullName: null,
  message: '',
  phone: null,
  preferredTime: null,
  planHash: `${String(n).repeat(8)}${'ab'.repeat(28)}`,
  superseded: false,
  ...overrides,
});

describe('the patient answers on the shared plans list', () => {
  it('shows each card status in words', async () => {
    useCards(statusCards);
    renderAt();
    const date = dateOf(at);
    const row = (name: string) => screen.findByRole('listitem', { name });
    expect(within(await row('Anna')).getByText('Not opened')).toBeInTheDocument();
    expect(within(await row('Boris')).getByText(`Opened ${date}`)).toBeInTheDocument();
    expect(within(await row('Clara')).getByText(`Accepted: Implants · ${date}`)).toBeInTheDocument();
    expect(within(await row('Dmitro')).getByText(`Accepted: the plan · ${date}`)).toBeInTheDocument();
    expect(within(await row('Eva')).getByText(`Declined · ${date}`)).toBeInTheDocument();
    expect(within(await row('Fedir')).getByText(`Question waiting · ${date}`)).toBeInTheDocument();
    // Only cards with an answer offer their history.
    expect(within(await row('Anna')).queryByRole('button', { name: /Answers/ })).not.toBeInTheDocument();
    expect(within(await row('Boris')).queryByRole('button', { name: /Answers/ })).not.toBeInTheDocument();
    expect(within(await row('Fedir')).getByRole('button', { name: 'Answers of Fedir' })).toBeInTheDocument();
  });

  it('says the statuses in Russian and Ukrainian', async () => {
    useCards(statusCards);
    const { unmount } = renderAt('/company', 'ru');
    expect(
      within(await screen.findByRole('listitem', { name: 'Clara' })).getByText(
        `Принят: Implants · ${dateOf(at, 'ru')}`,
      ),
    ).toBeInTheDocument();
    expect(
      within(await screen.findByRole('listitem', { name: 'Fedir' })).getByText(`Ждёт ответа · ${dateOf(at, 'ru')}`),
    ).toBeInTheDocument();
    unmount();
    renderAt('/company', 'uk');
    expect(
      within(await screen.findByRole('listitem', { name: 'Eva' })).getByText(`Відхилено · ${dateOf(at, 'uk')}`),
    ).toBeInTheDocument();
    expect(within(await screen.findByRole('listitem', { name: 'Anna' })).getByText('Не відкрито')).toBeInTheDocument();
  });

  it('filters by status, keeps the choice in the address and starts again at page 1', async () => {
    const asked = useCards(statusCards);
    const { router, user } = renderAt('/company');
    await screen.findByRole('listitem', { name: 'Anna' });
    const filter = screen.getByRole('group', { name: 'Show plans' });
    expect(within(filter).getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();

    await user.click(within(filter).getByRole('button', { name: 'Accepted' }));
    expect(await screen.findByRole('listitem', { name: 'Clara' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Anna' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?plans=accepted');
    expect(asked.at(-1)).toBe('accepted');
    expect(within(filter).getByRole('button', { name: 'Accepted', pressed: true })).toBeInTheDocument();

    // By keyboard: the group is one tab stop on the chosen button; arrows move along it, Enter chooses.
    await user.click(screen.getByRole('heading', { name: 'Shared plans' }));
    await user.tab();
    expect(within(filter).getByRole('button', { name: 'Accepted' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(filter).getByRole('button', { name: 'Declined' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listitem', { name: 'Eva' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?plans=declined');

    await user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('listitem', { name: 'Anna' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reads page 1 of a new filter, also when the address changes it', async () => {
    const pages: string[] = [];
    server.use(
      http.get(cardsUrl, ({ request }) => {
        const url = new URL(request.url);
        pages.push(`${url.searchParams.get('status') ?? 'all'}:${url.searchParams.get('page')}`);
        return HttpResponse.json(cardList([sharedCard(1, { patientName: 'Anna' })], { total: 25, totalPages: 3 }));
      }),
    );
    const { router, user } = renderAt('/company');
    await screen.findByRole('listitem', { name: 'Anna' });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await user.click(screen.getByRole('button', { name: 'Accepted' }));
    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await act(() => router.navigate('/company?plans=declined'));
    await screen.findByRole('listitem', { name: 'Anna' });
    expect(pages).toEqual(['all:1', 'all:2', 'accepted:1', 'accepted:2', 'declined:1']);
  });

  it('opens on the filter in the address and says when it matches nothing', async () => {
    const asked = useCards([sharedCard(1, { patientName: 'Anna' })]);
    const { user } = renderAt('/company?plans=question-waiting');
    expect(await screen.findByText('No questions waiting')).toBeInTheDocument();
    expect(asked).toEqual(['question-waiting']);
    expect(screen.queryByRole('heading', { name: 'No shared plans yet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all plans' }));
    expect(await screen.findByRole('listitem', { name: 'Anna' })).toBeInTheDocument();
  });

  it('names the empty result of every filter', async () => {
    useCards([]);
    for (const [plans, text] of [
      ['not-opened', 'Every plan has been opened'],
      ['opened', 'No plans opened without an answer'],
      ['accepted', 'No accepted plans yet'],
      ['declined', 'No declined plans'],
    ] as const) {
      const { unmount } = renderAt(`/company?plans=${plans}`);
      expect(await screen.findByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it('shows the error of a filtered list with a retry', async () => {
    server.use(http.get(cardsUrl, () => problemResponse(failure)));
    renderAt('/company?plans=accepted');
    expect(await screen.findByText(/Shared plans didn't load/)).toBeInTheDocument();
  });
});

describe('the history of a card', () => {
  const history = [
    entry(1, { kind: 'question', createdAt: '2026-03-06T08:00:00.000Z', message: 'Does it hurt?\nHow long?' }),
    entry(2, {
      kind: 'accepted',
      createdAt: '2026-03-06T09:00:00.000Z',
      optionIndex: 0,
      optionTitle: 'Bridge',
      fullName: 'Clara Schmidt',
      superseded: true,
    }),
    entry(3, {
      kind: 'call-request',
      createdAt: '2026-03-07T09:00:00.000Z',
      phone: '+380501234567',
      preferredTime: 'after 18:00',
    }),
    entry(4, { kind: 'declined', createdAt: '2026-03-08T09:00:00.000Z', message: 'Too expensive' }),
  ];

  it('lists the answers oldest first with their details, and Escape returns to the button', async () => {
    useCards([statusCards[4]!]);
    server.use(
      http.get(apiUrl(`company/cards/${statusCards[4]!.id}/decisions`), () =>
        HttpResponse.json({ decisions: history }),
      ),
    );
    const { user } = renderAt();
    const button = within(await screen.findByRole('listitem', { name: 'Eva' })).getByRole('button', {
      name: 'Answers of Eva',
    });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Answers of Eva' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('heading', { name: 'Question' })).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Does it hurt\?\s+How long\?/)).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading', { name: 'Accepted' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Superseded')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Bridge')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Clara Schmidt')).toBeInTheDocument();
    expect(within(items[1]!).getByText('22222222abab')).toBeInTheDocument();
    expect(within(items[1]!).getByText(history[1]!.planHash)).toBeInTheDocument();
    const phone = within(items[2]!).getByRole('link', { name: '+380 50 123 4567' });
    expect(phone).toHaveAttribute('href', 'tel:+380501234567');
    expect(within(items[2]!).getByText('after 18:00')).toBeInTheDocument();
    expect(within(items[3]!).getByRole('heading', { name: 'Declined' })).toBeInTheDocument();
    expect(within(items[3]!).getByText('Too expensive')).toBeInTheDocument();
    expect(within(items[3]!).queryByText('Superseded')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('says when the history did not load, and when it is empty', async () => {
    useCards([statusCards[5]!]);
    let fail = true;
    server.use(
      http.get(apiUrl(`company/cards/${statusCards[5]!.id}/decisions`), () =>
        fail ? problemResponse(failure) : HttpResponse.json({ decisions: [] }),
      ),
    );
    const { user } = renderAt();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Fedir' })).getByRole('button', { name: 'Answers of Fedir' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/The answers didn't load/)).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('No answers yet.')).toBeInTheDocument();
  });
});
