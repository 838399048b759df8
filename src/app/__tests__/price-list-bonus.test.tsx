import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PriceList } from '@contract/api/settings';
import { bonus, trialLicense } from '@/testing/dashboard-fixtures';
import { apiUrl, server } from '@/testing/msw-server';
import { priceRow } from '@/testing/price-list-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PriceListWithBonus } from '../composed/price-list-with-bonus';

const tenRows: PriceList = { currency: 'USD', rows: Array.from({ length: 10 }, (_, index) => priceRow(index + 1)) };

const withLicense = (state: 'available' | 'applied' | 'unreadable') =>
  server.use(
    http.get(apiUrl('price-list'), () => HttpResponse.json(tenRows)),
    http.get(apiUrl('company/license'), () =>
      state === 'unreadable'
        ? new HttpResponse(null, { status: 500 })
        : HttpResponse.json(trialLicense({ bonuses: [bonus('profile'), bonus('price-list', { state, done: 10 })] })),
    ),
  );

// The price list and the licence are two features; app/ tells the page whether the bonus its rows earned was taken.
describe('the price list with its bonus', () => {
  it('points to the dashboard while the earned bonus is still to take', async () => {
    withLicense('available');
    renderWithProviders(<PriceListWithBonus />);
    expect(
      await screen.findByText('10 of 10 rows count: the 5-day bonus is earned. Get it on the dashboard.'),
    ).toBeVisible();
  });

  it('says the bonus was added once it was applied, and no longer sends the clinic to take it', async () => {
    withLicense('applied');
    renderWithProviders(<PriceListWithBonus />);
    expect(
      await screen.findByText('10 of 10 rows count: the price-list bonus has been added to your trial.'),
    ).toBeVisible();
    expect(screen.queryByText(/Get it on the dashboard/)).not.toBeInTheDocument();
  });

  it('keeps the rows and their count when the licence cannot be read', async () => {
    withLicense('unreadable');
    renderWithProviders(<PriceListWithBonus />);
    expect(
      await screen.findByText('10 of 10 rows count: the 5-day bonus is earned. Get it on the dashboard.'),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Price list rows' })).toBeVisible();
  });
});
