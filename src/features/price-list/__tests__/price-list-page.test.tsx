import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PriceList, PriceRow } from '@contract/api/settings';
import { fillIn, replaceText } from '@/testing/fill-in';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PriceListPage } from '../pages/price-list-page';

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
  it("shows the empty state, then validates a new row with the product's messages before creating it", async () => {
    const { sent } = useList({ currency: 'USD', rows: [] });
    const { user } = renderWithProviders(<PriceListPage />);
    expect(await screen.findByText('Your price list is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const row = screen.getByRole('row', { name: 'Row 1' });
    await user.click(within(row).getByRole('button', { name: 'Save row 1' }));
    expect(await within(row).findByText('Name is required field')).toBeInTheDocument();
    expect(await within(row).findByText('Price is required field')).toBeInTheDocument();

    const price = within(row).getByRole('textbox', { name: 'Price, row 1' });
    await fillIn(user, price, 'abc');
    expect(await within(row).findByText('Price must be a numeric value')).toBeInTheDocument();
    await replaceText(user, price, '-5');
    expect(await within(row).findByText('Min value 0.')).toBeInTheDocument();
    await replaceText(user, price, '850.5');
    expect(await within(row).findByText('$850.50')).toBeInTheDocument();

    await user.click(within(row).getByRole('combobox', { name: 'Element, row 1' }));
    expect(screen.getByText('Surgery')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Ceramic veneer' }));
    await fillIn(user, within(row).getByRole('textbox', { name: 'Name, row 1' }), 'Veneer E.max');
    expect(within(row).getByText('Counts once saved')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Save row 1' }));
    expect(await screen.findByText('Row was successfully created!')).toBeInTheDocument();
    expect(sent).toEqual([{ elementCode: 'veneer-ceramic', name: 'Veneer E.max', price: '850.5' }]);
  });

  it('changes the currency by its localized name', async () => {
    useList({ currency: 'USD', rows: [savedRow] });
    const { user } = renderWithProviders(<PriceListPage />, { language: 'ru' });
    const currency = await screen.findByRole('combobox', { name: 'Валюта' });
    await replaceText(user, currency, 'японская');
    await user.click(await screen.findByRole('option', { name: /JPY/ }));
    expect(await screen.findByText('Валюта изменена!')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('1201')).toBeInTheDocument();
  });

  it('saves an edited row with its version and says so', async () => {
    useList({ currency: 'USD', rows: [savedRow] });
    const sent: unknown[] = [];
    server.use(
      http.put(apiUrl(`price-list/rows/${savedRow.id}`), async ({ request }) => {
        const body = (await request.json()) as { name: string; price: string };
        sent.push(body);
        return HttpResponse.json({ ...savedRow, ...body, price: '1300.00', version: 2 });
      }),
    );
    const { user } = renderWithProviders(<PriceListPage />);
    const name = await screen.findByRole('textbox', { name: 'Name, row 1' });
    // A row as saved offers no Save; an edited one does, until it is saved.
    expect(screen.queryByRole('button', { name: 'Save row 1' })).not.toBeInTheDocument();
    await replaceText(user, name, 'Implant, Nobel');
    const price = screen.getByRole('textbox', { name: 'Price, row 1' });
    await replaceText(user, price, '1300');
    await user.click(screen.getByRole('button', { name: 'Save row 1' }));
    expect(await screen.findByText('Row was successfully saved!')).toBeInTheDocument();
    expect(sent).toEqual([{ elementCode: 'implant', name: 'Implant, Nobel', price: '1300', version: 1 }]);
    expect(screen.getByRole('textbox', { name: 'Price, row 1' })).toHaveValue('1300.00');
    expect(screen.queryByRole('button', { name: 'Save row 1' })).not.toBeInTheDocument();
  });

  it.each([
    ['a save', 'Error with row save!'],
    ['a creation', 'Error with row creation!'],
    ['a deletion', 'Error with row delete!'],
  ])('says so when %s fails, keeping the row', async (action, message) => {
    useList({ currency: 'USD', rows: [savedRow] });
    const failure = () => problemResponse({ type: 'about:blank', title: 'Error', status: 500, code: 'INTERNAL' });
    server.use(
      http.put(apiUrl(`price-list/rows/${savedRow.id}`), failure),
      http.post(apiUrl('price-list/rows'), failure),
      http.delete(apiUrl(`price-list/rows/${savedRow.id}`), failure),
    );
    const { user } = renderWithProviders(<PriceListPage />);
    const name = await screen.findByDisplayValue('Implant, Straumann');
    if (action === 'a save') {
      await fillIn(user, name, ' (2)');
      await user.click(screen.getByRole('button', { name: 'Save row 1' }));
    }
    if (action === 'a deletion') {
      await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
      // Escape answers the undo offer: delete now.
      await user.keyboard('{Escape}');
    }
    if (action === 'a creation') {
      await user.click(screen.getByRole('button', { name: 'Add row' }));
      const draft = screen.getByRole('row', { name: 'Row 2' });
      await fillIn(user, within(draft).getByRole('textbox', { name: 'Name, row 2' }), 'Consultation');
      await fillIn(user, within(draft).getByRole('textbox', { name: 'Price, row 2' }), '20');
      await user.click(within(draft).getByRole('button', { name: 'Save row 2' }));
    }
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Name, row 1' })).toHaveValue(
      action === 'a save' ? 'Implant, Straumann (2)' : 'Implant, Straumann',
    );
    expect(screen.getAllByRole('row', { name: /^Row / })).toHaveLength(action === 'a creation' ? 2 : 1);
  });

  it('reloads a row another window changed, and the next Save goes through with its new version', async () => {
    let list: PriceList = { currency: 'USD', rows: [savedRow] };
    const versions: number[] = [];
    server.use(
      http.get(apiUrl('price-list'), () => HttpResponse.json(list)),
      http.put(apiUrl(`price-list/rows/${savedRow.id}`), async ({ request }) => {
        const body = (await request.json()) as { name: string; version: number };
        versions.push(body.version);
        if (body.version !== 2) {
          // The other window's save happened meanwhile.
          list = { ...list, rows: [{ ...savedRow, name: 'Changed elsewhere', version: 2 }] };
          return problemResponse({ type: 'about:blank', title: 'Conflict', status: 409, code: 'STALE_VERSION' });
        }
        return HttpResponse.json({ ...savedRow, name: body.name, version: 3 });
      }),
    );
    const { user } = renderWithProviders(<PriceListPage />);
    const name = await screen.findByRole('textbox', { name: 'Name, row 1' });
    await replaceText(user, name, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save row 1' }));
    expect(await screen.findByText('Error with row save!')).toBeInTheDocument();
    expect(await screen.findByText(/changed this row in another window/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'Name, row 1' })).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Save row 1' }));
    expect(await screen.findByText('Row was successfully saved!')).toBeInTheDocument();
    expect(versions).toEqual([1, 2]);
    expect(screen.queryByText(/changed this row in another window/)).not.toBeInTheDocument();
  });

  it('reports a failed currency change and keeps the currency', async () => {
    useList({ currency: 'USD', rows: [savedRow] });
    server.use(
      http.put(apiUrl('price-list/currency'), () =>
        problemResponse({ type: 'about:blank', title: 'Error', status: 500, code: 'INTERNAL' }),
      ),
    );
    const { user } = renderWithProviders(<PriceListPage />);
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    await replaceText(user, currency, 'Euro');
    await user.click(await screen.findByRole('option', { name: 'EUR — Euro' }));
    expect(await screen.findByText('Error with currency update!')).toBeInTheDocument();
    expect(screen.getByText('$1,200.50')).toBeInTheDocument();
  });

  it('offers a retry when the price list cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('price-list'), () =>
        fail
          ? problemResponse({ type: 'about:blank', title: 'Error', status: 500, code: 'INTERNAL' })
          : HttpResponse.json({ currency: 'USD', rows: [savedRow] }),
      ),
    );
    const { user } = renderWithProviders(<PriceListPage />);
    expect(await screen.findByText("We couldn't load the price list.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Implant, Straumann')).toBeInTheDocument();
  });

  it('names each field by its column and row, the element by its choice too, in the interface language', async () => {
    useList({ currency: 'USD', rows: [savedRow] });
    renderWithProviders(<PriceListPage />, { language: 'ru' });
    const row = await screen.findByRole('row', { name: 'Строка 1' });
    // The whole name of the chosen element, not cut off.
    expect(within(row).getByRole('combobox', { name: 'Элемент, строка 1' })).toHaveTextContent(
      'Установка дентального импланта',
    );
    expect(within(row).getByRole('textbox', { name: 'Название, строка 1' })).toHaveValue('Implant, Straumann');
    expect(within(row).getByRole('textbox', { name: 'Цена, строка 1' })).toHaveValue('1200.50');
  });

  it('re-renders only the row being typed in, however long the list', async () => {
    const rows = Array.from({ length: 150 }, (_, index) => ({
      ...savedRow,
      id: `01jrow${String(index).padStart(20, '0')}`,
      name: `Service ${index}`,
    }));
    useList({ currency: 'USD', rows });
    const { user } = renderWithProviders(<PriceListPage />);
    // Role queries over 150 rows are slow in jsdom; the display value finds the field directly.
    const first = await screen.findByDisplayValue('Service 0');
    // Every row formats its price when it renders, so the formatters made while typing count the rows rendered. Typed
    // key by key on purpose: each keystroke is a change, and each may re-render only its own row.
    const formatters = jest.spyOn(Intl, 'NumberFormat');
    await user.type(first, 'abc');
    expect(first).toHaveValue('Service 0abc');
    expect(formatters.mock.calls.length).toBeLessThanOrEqual(3 * 2);
    formatters.mockRestore();
  });
});
