import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { cardList, platformLink, sharedCard } from '@/testing/shared-plans-fixtures';
import { cardsUrl, dateOf, renderSection, row, useCards } from '@/testing/shared-plans-section';

jest.setTimeout(20_000);

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
