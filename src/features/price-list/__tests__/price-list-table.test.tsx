import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PriceList } from '@contract/api/settings';
import { apiUrl, server } from '@/testing/msw-server';
import { priceRow } from '@/testing/price-list-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PriceListPage } from '../pages/price-list-page';

const useList = (list: PriceList) => {
  const deleted: string[] = [];
  server.use(
    http.get(apiUrl('price-list'), () => HttpResponse.json(list)),
    http.delete(apiUrl('price-list/rows/:id'), ({ params }) => {
      deleted.push(String(params.id));
      list = { ...list, rows: list.rows.filter((saved) => saved.id !== params.id) };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { deleted };
};

describe('price list table', () => {
  it('has the columns element, name, price, bonus and action, and says which rows count and why', async () => {
    const rows = [
      ...Array.from({ length: 11 }, (_, index) => priceRow(index + 1)),
      priceRow(12, { elementCode: null, name: 'Consultation' }),
    ];
    useList({ currency: 'USD', rows });
    renderWithProviders(<PriceListPage />);
    const table = await screen.findByRole('table', { name: 'Price list rows' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Element', 'Name', 'Price', 'Bonus', 'Action']);
    // Eleven rows count, yet the counter stops at what the bonus needs.
    expect(screen.getByText('10 of 10 rows count: the 5-day bonus is earned. Get it on the dashboard.')).toBeVisible();
    expect(screen.queryByText(/11 of 10/)).not.toBeInTheDocument();
    expect(screen.getByText('A row counts once it has an element, a name and a price.')).toBeVisible();
    expect(within(screen.getByRole('row', { name: 'Row 1' })).getByText('Counts')).toBeVisible();
    expect(within(screen.getByRole('row', { name: 'Row 12' })).getByText('Does not count: no element')).toBeVisible();
    // No row as saved offers Save.
    expect(screen.queryByRole('button', { name: /^Save row/ })).not.toBeInTheDocument();
  });

  it('counts only the rows with an element towards the bonus below ten', async () => {
    useList({ currency: 'USD', rows: [priceRow(1), priceRow(2, { elementCode: null })] });
    renderWithProviders(<PriceListPage />);
    expect(await screen.findByText('Rows that count towards the 5-day bonus: 1 of 10')).toBeVisible();
  });

  it('deletes a row only once its undo window is answered, and Undo brings it back untouched', async () => {
    const { deleted } = useList({ currency: 'USD', rows: [priceRow(1), priceRow(2)] });
    const { user } = renderWithProviders(<PriceListPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete row 1' }));
    expect(screen.queryByDisplayValue('Implant 1')).not.toBeInTheDocument();
    expect(screen.getByText('Row deleted')).toBeVisible();
    // The row's own button went with it: focus waits on Undo.
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByDisplayValue('Implant 1')).toBeInTheDocument();
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete row 2' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Row was successfully deleted!')).toBeVisible();
    expect(deleted).toEqual([priceRow(2).id]);
    expect(screen.getByDisplayValue('Implant 1')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Implant 2')).not.toBeInTheDocument();
  });

  it('deletes the first row at once when a second is deleted inside its window, and offers Undo for the second', async () => {
    const { deleted } = useList({ currency: 'USD', rows: [priceRow(1), priceRow(2), priceRow(3)] });
    const { user } = renderWithProviders(<PriceListPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete row 1' }));
    // Implant 2 has moved up to the first row.
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await waitFor(() => expect(deleted).toEqual([priceRow(1).id]));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByDisplayValue('Implant 2')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Implant 1')).not.toBeInTheDocument();
    expect(deleted).toEqual([priceRow(1).id]);
  });

  it('deletes the row when the page is left inside its undo window', async () => {
    const { deleted } = useList({ currency: 'USD', rows: [priceRow(1)] });
    const { user, unmount } = renderWithProviders(<PriceListPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete row 1' }));
    expect(deleted).toEqual([]);
    unmount();
    await waitFor(() => expect(deleted).toEqual([priceRow(1).id]));
  });
});
