import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PriceList, PriceRow, PriceRowCreateBody } from '@contract/api/settings';
import { priceListBonusProgress } from '@contract/rules/price-list-bonus';
import { paths } from '@contract/rules/routes';
import { testAccount, testToken } from '@/testing/account-handlers';
import { bonus, trialLicense } from '@/testing/dashboard-fixtures';
import { fillIn } from '@/testing/fill-in';
import { apiUrl, server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';

// Whole routes render here (the cabinet's layout and two lazy pages); a busy machine needs more than 5 s.
jest.setTimeout(60_000);

const savedRow = (index: number, body: PriceRowCreateBody): PriceRow => ({
  id: `01jrow${String(index).padStart(20, '0')}`,
  ...body,
  priceMinor: Math.round(Number(body.price) * 100),
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** A server whose license summary counts the price list it holds, as the real one does. */
const useCabinet = () => {
  let list: PriceList = {
    currency: 'USD',
    rows: Array.from({ length: 9 }, (_, index) =>
      savedRow(index, { elementCode: 'implant', name: `Implant ${index + 1}`, price: '500' }),
    ),
  };
  server.use(
    http.get(apiUrl('account'), () => HttpResponse.json(testAccount({ emailConfirmed: true }))),
    http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: null })),
    http.get(apiUrl('price-list'), () => HttpResponse.json(list)),
    http.post(apiUrl('price-list/rows'), async ({ request }) => {
      const row = savedRow(list.rows.length, (await request.json()) as PriceRowCreateBody);
      list = { ...list, rows: [...list.rows, row] };
      return HttpResponse.json(row, { status: 201 });
    }),
    http.get(apiUrl('company/license'), () => {
      const { done, complete } = priceListBonusProgress(list.rows);
      const priceList = bonus('price-list', { done, state: complete ? 'available' : 'locked' });
      return HttpResponse.json(trialLicense({ bonuses: [bonus('profile'), priceList] }));
    }),
  );
};

describe('the cabinet’s data after a change', () => {
  it('shows the dashboard’s bonus progress of the 10th price-list row at once, without a reload', async () => {
    useCabinet();
    const { router, user } = renderRoute(paths.company, {
      preloadedState: { auth: { isLoggedIn: true, token: testToken } },
    });
    expect(await screen.findByText('9 of 10 rows filled')).toBeInTheDocument();

    await act(() => router.navigate(paths.companyPriceList));
    await user.click(await screen.findByRole('button', { name: 'Add row' }));
    const row = screen.getByRole('row', { name: 'Row 10' });
    await user.click(within(row).getByRole('combobox', { name: 'Element, row 10' }));
    await user.click(screen.getByRole('option', { name: 'Dental implant placement' }));
    await fillIn(user, within(row).getByRole('textbox', { name: 'Name, row 10' }), 'Implant 10');
    await fillIn(user, within(row).getByRole('textbox', { name: 'Price, row 10' }), '500');
    await user.click(within(row).getByRole('button', { name: 'Save row 10' }));
    expect(await screen.findByText('Row was successfully created!')).toBeInTheDocument();

    await act(() => router.navigate(paths.company));
    expect(await screen.findByText('10 of 10 rows filled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get 5 days' })).toBeInTheDocument();
  });
});
