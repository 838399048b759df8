import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PriceList, PriceRow } from '@contract/api/settings';
import { apiUrl, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PriceListPage } from '../pages/price-list-page';

// Typing into MUI fields under jsdom is slow.
jest.setTimeout(20_000);

const savedRow: PriceRow = {
  id: '01jrow00000000000000000000',
  elementCode: 'implant',
  name: 'Implant, Straumann',
  priceMinor: 120050,
  price: '1200.50',
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const useList = (initial: PriceList) => {
  let list = initial;
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl('price-list'), () => HttpResponse.json(list)),
    http.post(apiUrl('price-list/rows'), async ({ request }) => {
      const body = (await request.json()) as { elementCode: string | null; name: string; price: string };
      sent.push(body);
      const row = { ...savedRow, id: `01jrow0000000000000000000${list.rows.length}`, ...body, priceMinor: 0 };
      list = { ...list, rows: [...list.rows, row] };
      return HttpResponse.json(row, { status: 201 });
    }),
    http.put(apiUrl('price-list/currency'), async ({ request }) => {
      const { currency } = (await request.json()) as { currency: string };
      list = { currency, rows: list.rows.map((row) => ({ ...row, price: '1201', priceMinor: 1201 })) };
      return HttpResponse.json(list);
    }),
    http.delete(apiUrl(`price-list/rows/${savedRow.id}`), () => {
      list = { ...list, rows: list.rows.filter((row) => row.id !== savedRow.id) };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { sent };
};

describe('price list page', () => {
  it('shows the empty state, then validates a new row with the spec messages before creating it', async () => {
    const { sent } = useList({ currency: 'USD', rows: [] });
    const { user } = renderWithProviders(<PriceListPage />);
    expect(await screen.findByText('Your price list is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const row = screen.getAllByRole('listitem')[0]!;
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(within(row).getByText('Name is required field')).toBeInTheDocument();
    expect(within(row).getByText('Price is required field')).toBeInTheDocument();

    const price = within(row).getByRole('textbox', { name: /Price/ });
    await user.type(price, 'abc');
    expect(within(row).getByText('Price must be a numeric value')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '-5');
    expect(within(row).getByText('Min value 0.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '850.5');
    expect(within(row).getByText('$850.50')).toBeInTheDocument();

    await user.click(within(row).getByRole('combobox', { name: 'Element' }));
    expect(screen.getByText('Surgery')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Ceramic veneer' }));
    await user.type(within(row).getByRole('textbox', { name: /Name/ }), 'Veneer E.max');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Row was successfully created!')).toBeInTheDocument();
    expect(sent).toEqual([{ elementCode: 'veneer-ceramic', name: 'Veneer E.max', price: '850.5' }]);
  });

  it('changes the currency by its localized name and deletes a row', async () => {
    useList({ currency: 'USD', rows: [savedRow] });
    const { user } = renderWithProviders(<PriceListPage />, { language: 'ru' });
    const currency = await screen.findByRole('combobox', { name: 'Валюта' });
    await user.clear(currency);
    await user.type(currency, 'японская');
    await user.click(await screen.findByRole('option', { name: /JPY/ }));
    expect(await screen.findByText('Валюта изменена!')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('1201')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Удалить строку' }));
    expect(await screen.findByText('Прайс-лист пока пуст')).toBeInTheDocument();
  });
});
