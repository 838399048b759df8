import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DecisionFigures } from '@contract/api/card-decisions';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PlanFiguresSection } from '../components/plan-figures-section';

jest.setTimeout(20_000);

const figuresUrl = apiUrl('company/cards/figures');
const figures = (overrides: Partial<DecisionFigures> = {}): DecisionFigures => ({
  from: '2025-12-01T00:00:00.000Z',
  to: '2026-03-01T00:00:00.000Z',
  overall: { shared: 8, opened: 6, accepted: 3 },
  modules: [
    { module: 'prosthetic', shared: 4, opened: 3, accepted: 1 },
    { module: 'therapeutic', shared: 0, opened: 0, accepted: 0 },
    { module: 'aesthetic', shared: 2, opened: 2, accepted: 2 },
    { module: 'orthodontic', shared: 1, opened: 0, accepted: 0 },
    { module: 'surgical', shared: 3, opened: 3, accepted: 1 },
  ],
  ...overrides,
});
const useFigures = (answer: DecisionFigures) => server.use(http.get(figuresUrl, () => HttpResponse.json(answer)));

describe('plan figures on the dashboard', () => {
  it('shows shared, opened and accepted with their shares, overall and per module', async () => {
    useFigures(figures());
    renderWithProviders(<PlanFiguresSection />);
    const section = await screen.findByRole('region', { name: 'Plans in the last 90 days' });
    const overall = await within(section).findByRole('list', { name: 'All plans' });
    expect(within(overall).getByText('8')).toBeInTheDocument();
    expect(within(overall).getByText('75% of shared')).toBeInTheDocument();
    expect(within(overall).getByText('38% of shared')).toBeInTheDocument();

    const table = within(section).getByRole('table', { name: 'By treatment module' });
    expect(within(table).getByRole('columnheader', { name: 'Accepted' })).toBeInTheDocument();
    const prosthetic = within(table).getByRole('row', { name: /Prosthetics/ });
    expect(within(prosthetic).getByRole('rowheader', { name: 'Prosthetics' })).toBeInTheDocument();
    // Each count with its share, the share a line of its own on a phone.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(prosthetic)).toEqual(['4', '3 (75%)', '1 (25%)']);
    expect(within(prosthetic).getByText('25%')).not.toHaveRole('cell');
    const therapy = within(table).getByRole('row', { name: /Therapy/ });
    expect(cells(therapy)).toEqual(['0', '0 (—)', '0 (—)']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('speaks Russian percentages and module names', async () => {
    useFigures(figures());
    renderWithProviders(<PlanFiguresSection />, { language: 'ru' });
    const section = await screen.findByRole('region', { name: 'Планы за последние 90 дней' });
    const percent = new Intl.NumberFormat('ru', { style: 'percent' }).format(0.75);
    const shares = await within(section).findAllByText(/от отправленных$/);
    expect(shares[0]!.textContent).toBe(`${percent} от отправленных`);
    expect(within(section).getByRole('rowheader', { name: 'Ортопедия' })).toBeInTheDocument();
  });

  it('explains the block to a clinic that has shared nothing yet', async () => {
    useFigures(
      figures({
        overall: { shared: 0, opened: 0, accepted: 0 },
        modules: figures().modules.map(({ module }) => ({ module, shared: 0, opened: 0, accepted: 0 })),
      }),
    );
    renderWithProviders(<PlanFiguresSection />);
    expect(await screen.findByText(/Share a plan from the desktop program/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry', async () => {
    let fail = true;
    server.use(
      http.get(figuresUrl, () =>
        fail
          ? problemResponse({ type: 'about:blank', title: 'Internal', status: 500, code: 'INTERNAL' })
          : HttpResponse.json(figures()),
      ),
    );
    const { user } = renderWithProviders(<PlanFiguresSection />);
    expect(screen.getByRole('status', { name: 'Loading the figures…' })).toBeInTheDocument();
    expect(await screen.findByText(/The figures didn't load/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'By treatment module' })).toBeInTheDocument();
  });
});
