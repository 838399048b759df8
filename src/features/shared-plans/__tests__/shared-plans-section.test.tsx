import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import type { CardExpiryBody, CompanyCard } from '@contract/api/cards';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { cardList, platformLink, sharedCard } from '@/testing/shared-plans-fixtures';
import { SharedPlansSection } from '../components/shared-plans-section';

jest.setTimeout(20_000);

const cardsUrl = apiUrl('company/cards');
// The section keeps its filter in the address, so it needs a router.
const renderSection = (language: 'en' | 'ru' | 'uk' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <SharedPlansSection />
    </MemoryRouter>,
    { language },
  );
const row = (name: string) => screen.findByRole('listitem', { name });

/** The list answers these cards; the platform is linked or not. */
const useCards = (cards: CompanyCard[], linked = false) =>
  server.use(
    http.get(cardsUrl, () => HttpResponse.json(cardList(cards))),
    http.get(apiUrl('company/platform'), () => HttpResponse.json(platformLink(linked))),
  );

const dateOf = (iso: string, language = 'en') =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** A date input's value (yyyy-mm-dd) for a day in the local time zone. */
const dateInputValue = (day: Date) =>
  [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

/** The platform's answer once a patient record was created. */
const sentRecord = {
  state: 'sent',
  recordId: 'rec-1',
  sentAt: '2026-03-12T09:00:00.000Z',
  lastAttemptAt: '2026-03-12T09:00:00.000Z',
  lastError: null,
};

describe('shared plans list', () => {
  it('shows each plan with its total, dates, views, state and link', async () => {
    useCards([
      sharedCard(1, {
        patientName: 'Olena Kovalenko',
        views: 1,
        lastViewedAt: '2026-03-06T08:30:00.000Z',
      }),
      sharedCard(2, { patientName: 'Ivan Petrov', views: 3, currency: 'EUR', totalMinor: 9_950 }),
      sharedCard(3, { patientName: 'Maria Lopez', state: 'expired', expiresAt: '2026-04-01T00:00:00.000Z' }),
      sharedCard(4, {
        patientName: 'Tom Brown',
        state: 'revoked',
        revokedAt: '2026-03-10T00:00:00.000Z',
        previewUrl: null,
      }),
    ]);
    renderSection();

    const olena = await row('Olena Kovalenko');
    expect(within(olena).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(olena).getByText(`Saved ${dateOf('2026-03-05T10:00:00.000Z')}`)).toBeInTheDocument();
    expect(within(olena).getByText('1 view')).toBeInTheDocument();
    expect(within(olena).getByText(/^Last opened Mar 6, 2026/)).toBeInTheDocument();
    expect(within(olena).getByText('Active')).toBeInTheDocument();
    expect(within(olena).getByText(`Expires ${dateOf('2099-09-01T12:00:00.000Z')}`)).toBeInTheDocument();
    const open = within(olena).getByRole('link', { name: 'Open the plan of Olena Kovalenko (new tab)' });
    expect(open).toHaveAttribute('href', sharedCard(1).previewUrl);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const ivan = await row('Ivan Petrov');
    expect(within(ivan).getByText('€99.50')).toBeInTheDocument();
    expect(within(ivan).getByText('3 views')).toBeInTheDocument();
    expect(within(ivan).getByText('Not opened yet')).toBeInTheDocument();

    const maria = await row('Maria Lopez');
    expect(within(maria).getByText('Expired')).toBeInTheDocument();
    expect(within(maria).getByText(`Expired ${dateOf('2026-04-01T00:00:00.000Z')}`)).toBeInTheDocument();
    expect(within(maria).getByRole('button', { name: "Change the expiry of Maria Lopez's link" })).toBeInTheDocument();
    expect(within(maria).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    const tom = await row('Tom Brown');
    expect(within(tom).getByText('Revoked')).toBeInTheDocument();
    expect(within(tom).getByText(`Revoked ${dateOf('2026-03-10T00:00:00.000Z')}`)).toBeInTheDocument();
    expect(within(tom).queryByRole('link')).not.toBeInTheDocument();
    expect(within(tom).queryByRole('button', { name: /Revoke|expiry|Copy/ })).not.toBeInTheDocument();
  });

  it('speaks Russian and Ukrainian with their plural forms, money and dates', async () => {
    useCards([sharedCard(1, { views: 3 }), sharedCard(2, { views: 5 }), sharedCard(3, { views: 21 })]);
    const { unmount } = renderSection('ru');
    const money = new Intl.NumberFormat('ru', { style: 'currency', currency: 'USD' }).format(1250).replace(/\s+/g, ' ');
    expect(within(await row('Patient 1')).getByText('3 просмотра')).toBeInTheDocument();
    expect(within(await row('Patient 2')).getByText('5 просмотров')).toBeInTheDocument();
    expect(within(await row('Patient 3')).getByText('21 просмотр')).toBeInTheDocument();
    expect(within(await row('Patient 1')).getByText(money)).toBeInTheDocument();
    expect(
      within(await row('Patient 1')).getByText(`Сохранён ${dateOf('2026-03-05T10:00:00.000Z', 'ru')}`),
    ).toBeInTheDocument();
    unmount();

    renderSection('uk');
    expect(within(await row('Patient 1')).getByText('3 перегляди')).toBeInTheDocument();
    expect(within(await row('Patient 2')).getByText('5 переглядів')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Надіслані плани' })).toBeInTheDocument();
  });

  it('explains where plans come from when there are none, without asking for the platform', async () => {
    let platformAsked = false;
    server.use(
      http.get(apiUrl('company/platform'), () => {
        platformAsked = true;
        return HttpResponse.json(platformLink(true));
      }),
    );
    renderSection();
    expect(await screen.findByRole('heading', { level: 3, name: 'No shared plans yet' })).toBeInTheDocument();
    expect(screen.getByText(/Dentiqo 3D desktop program/)).toBeInTheDocument();
    expect(platformAsked).toBe(false);
  });

  it('says when the list did not load, and tries again', async () => {
    let fail = true;
    server.use(
      http.get(cardsUrl, () =>
        fail
          ? problemResponse({ type: 'about:blank', title: 'Internal', status: 500, code: 'INTERNAL' })
          : HttpResponse.json(cardList([sharedCard(1)])),
      ),
    );
    const { user } = renderSection();
    expect(await screen.findByText(/Shared plans didn't load/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await row('Patient 1')).toBeInTheDocument();
    expect(screen.queryByText(/Shared plans didn't load/)).not.toBeInTheDocument();
  });

  it('pages through the list: page 2 is asked for with its page size', async () => {
    const asked: string[] = [];
    server.use(
      http.get(cardsUrl, ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('page')}/${url.searchParams.get('pageSize')}`);
        const page = Number(url.searchParams.get('page'));
        return HttpResponse.json(
          cardList([sharedCard(page, { patientName: `On page ${page}` })], { page, total: 25, totalPages: 3 }),
        );
      }),
    );
    const { user } = renderSection();
    expect(await row('On page 1')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of shared plans' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Go to page 2' }));
    expect(await row('On page 2')).toBeInTheDocument();
    expect(asked).toEqual(['1/10', '2/10']);
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(await row('On page 3')).toBeInTheDocument();
  });

  it('hides the pagination when everything fits on one page', async () => {
    useCards([sharedCard(1)]);
    renderSection();
    expect(await row('Patient 1')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('copies a link, or says how when the browser refuses', async () => {
    useCards([sharedCard(1)]);
    const { user } = renderSection();
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(await row('Patient 1')).getByRole('button', { name: 'Copy the link of Patient 1' }));
    expect(await screen.findByText(/Link copied/)).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(sharedCard(1).previewUrl);

    write.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(await row('Patient 1')).getByRole('button', { name: 'Copy the link of Patient 1' }));
    expect(await screen.findByText(/The browser didn't allow copying/)).toBeInTheDocument();
  });
});

describe('revoking a link', () => {
  it('asks first; cancel sends nothing, confirm revokes and the row says so', async () => {
    let revokes = 0;
    useCards([sharedCard(1, { patientName: 'Olena Kovalenko' })]);
    server.use(
      http.post(apiUrl('company/cards/:id/revoke'), ({ params }) => {
        revokes += 1;
        expect(params.id).toBe(sharedCard(1).id);
        return HttpResponse.json(
          sharedCard(1, {
            patientName: 'Olena Kovalenko',
            state: 'revoked',
            revokedAt: '2026-03-12T09:00:00.000Z',
            previewUrl: null,
          }),
        );
      }),
    );
    const { user } = renderSection();
    const revokeButton = within(await row('Olena Kovalenko')).getByRole('button', {
      name: 'Revoke the link of Olena Kovalenko',
    });
    await user.click(revokeButton);
    const dialog = screen.getByRole('dialog', { name: 'Revoke this link?' });
    expect(dialog).toHaveTextContent('cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revokes).toBe(0);

    await user.click(revokeButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The link is revoked.')).toBeInTheDocument();
    const olena = await row('Olena Kovalenko');
    expect(within(olena).getByText('Revoked')).toBeInTheDocument();
    expect(within(olena).queryByRole('link')).not.toBeInTheDocument();
    expect(within(olena).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(revokes).toBe(1);
  });
});

describe('changing the expiry', () => {
  const openDialog = async () => {
    const rendered = renderSection();
    await rendered.user.click(
      within(await row('Patient 1')).getByRole('button', { name: "Change the expiry of Patient 1's link" }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change expiry' });
    return { ...rendered, dialog, field: within(dialog).getByLabelText(/Link works until/) };
  };

  it('refuses a past day and a day beyond 730 days without asking the server', async () => {
    let puts = 0;
    useCards([sharedCard(1)]);
    server.use(
      http.put(apiUrl('company/cards/:id/expiry'), () => {
        puts += 1;
        return HttpResponse.json(sharedCard(1));
      }),
    );
    const { user, dialog, field } = await openDialog();
    expect(field).toHaveAttribute('type', 'date');
    fireEvent.change(field, { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a date from tomorrow on.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: '2099-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/at most 730 days/)).toBeInTheDocument();
    expect(puts).toBe(0);
  });

  it('sends the end of the chosen day and shows the new expiry', async () => {
    const bodies: CardExpiryBody[] = [];
    useCards([sharedCard(1)]);
    server.use(
      http.put(apiUrl('company/cards/:id/expiry'), async ({ request }) => {
        const body = (await request.json()) as CardExpiryBody;
        bodies.push(body);
        return HttpResponse.json(sharedCard(1, { expiresAt: body.expiresAt }));
      }),
    );
    const { user, dialog, field } = await openDialog();
    const inTenDays = new Date(Date.now() + 10 * 86_400_000);
    fireEvent.change(field, { target: { value: dateInputValue(inTenDays) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The new expiry is saved.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const sent = new Date(bodies[0]!.expiresAt);
    expect([sent.getFullYear(), sent.getMonth(), sent.getDate(), sent.getHours()]).toEqual([
      inTenDays.getFullYear(),
      inTenDays.getMonth(),
      inTenDays.getDate(),
      23,
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await row('Patient 1')).getByText(`Expires ${dateOf(bodies[0]!.expiresAt)}`)).toBeInTheDocument();
  });

  it("shows the server's field error and a revoked card's refusal", async () => {
    let answer: 'maximum' | 'revoked' = 'maximum';
    useCards([sharedCard(1)]);
    server.use(
      http.put(apiUrl('company/cards/:id/expiry'), () =>
        answer === 'maximum'
          ? problemResponse({
              type: 'about:blank',
              title: 'Validation failed',
              status: 400,
              code: 'VALIDATION_FAILED',
              errors: [{ field: 'body/expiresAt', reason: 'maximum' }],
            })
          : problemResponse({ type: 'about:blank', title: 'Revoked', status: 409, code: 'CARD_REVOKED' }),
      ),
    );
    const { user, dialog, field } = await openDialog();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    fireEvent.change(field, { target: { value: dateInputValue(tomorrow) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/at most 730 days/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    answer = 'revoked';
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/This link is revoked/)).toBeInTheDocument();
  });
});

describe('creating a patient record', () => {
  it('is offered only while the platform is linked', async () => {
    useCards([sharedCard(1)], false);
    renderSection();
    expect(await row('Patient 1')).toBeInTheDocument();
    // Give the platform status time to arrive before asserting the button stays away.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByRole('button', { name: /patient record/ })).not.toBeInTheDocument();
  });

  it('sends the card, shows "Sending…", then the date it was sent', async () => {
    let release: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (release = resolve));
    useCards([sharedCard(1)], true);
    server.use(
      http.post(apiUrl('company/cards/:id/patient-record'), async () => {
        await waiting;
        return HttpResponse.json(sentRecord);
      }),
    );
    const { user } = renderSection();
    await user.click(
      await within(await row('Patient 1')).findByRole('button', { name: 'Create a patient record for Patient 1' }),
    );
    expect(await within(await row('Patient 1')).findByText('Sending…')).toBeInTheDocument();
    release();
    expect(
      await within(await row('Patient 1')).findByText(
        `Sent to the patient platform on ${dateOf('2026-03-12T09:00:00.000Z')}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /patient record/ })).not.toBeInTheDocument();
  });

  it.each([
    [503, 'PLATFORM_UNAVAILABLE', /the patient platform didn't answer/],
    [502, 'PLATFORM_TOKEN_REJECTED', /no longer accepts your API token/],
    [502, 'PLATFORM_REJECTED', /the platform refused this plan/],
  ] as const)('shows a %i %s with its reason and retries', async (status, code, reason) => {
    let attempts = 0;
    useCards([sharedCard(1)], true);
    server.use(
      http.post(apiUrl('company/cards/:id/patient-record'), () => {
        attempts += 1;
        return attempts === 1
          ? problemResponse({ type: 'about:blank', title: 'Failed', status, code })
          : HttpResponse.json(sentRecord);
      }),
    );
    const { user } = renderSection();
    await user.click(
      await within(await row('Patient 1')).findByRole('button', { name: 'Create a patient record for Patient 1' }),
    );
    expect(await within(await row('Patient 1')).findByText(reason)).toBeInTheDocument();
    await user.click(
      within(await row('Patient 1')).getByRole('button', {
        name: 'Try again to create a patient record for Patient 1',
      }),
    );
    expect(await within(await row('Patient 1')).findByText(/^Sent to the patient platform on/)).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows a failure recorded earlier, from the list', async () => {
    useCards(
      [
        sharedCard(1, {
          patientRecord: {
            state: 'failed',
            recordId: null,
            sentAt: null,
            lastAttemptAt: '2026-03-11T09:00:00.000Z',
            lastError: 'token-rejected',
          },
        }),
      ],
      true,
    );
    renderSection();
    expect(await within(await row('Patient 1')).findByText(/no longer accepts your API token/)).toBeInTheDocument();
    expect(
      await within(await row('Patient 1')).findByRole('button', {
        name: 'Try again to create a patient record for Patient 1',
      }),
    ).toBeInTheDocument();
  });
});
