import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CompanyExport } from '@contract/api/company-export';
import { signedInHandlers, testAccount } from '@/testing/account-handlers';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { emptyProfile } from '@/testing/settings-fixtures';
import { ExportSection } from '../components/export-section';
import { SettingsPage } from '../pages/settings-page';

const pollMs = 40;

const exportOf = (overrides: Partial<CompanyExport> = {}): CompanyExport => ({
  id: 'e_01JEXPORT',
  state: 'queued',
  requestedAt: '2026-11-26T10:00:00.000Z',
  progress: { done: 0, total: 0 },
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
  ...overrides,
});

const building = (done: number, total: number) => exportOf({ state: 'building', progress: { done, total } });
const ready = exportOf({
  state: 'ready',
  progress: { done: 40, total: 40 },
  readyAt: '2026-11-26T10:01:00.000Z',
  expiresAt: '2026-12-03T10:01:00.000Z',
  sizeBytes: 12_400_000,
  downloadUrl: 'http://dentiqo.example/api/exports/e_01JEXPORT.signature',
});

/** The server's export as msw keeps it: GET reads `state.answer`, the test moves it on; POST starts one. */
const exportServer = (answer: CompanyExport | null, onPost: () => Response | CompanyExport = () => building(0, 0)) => {
  const state = { gets: 0, posts: 0, answer };
  server.use(
    ...signedInHandlers(testAccount()),
    http.get(apiUrl('company/export'), () => {
      state.gets += 1;
      return HttpResponse.json(state.answer);
    }),
    http.post(apiUrl('company/export'), () => {
      state.posts += 1;
      const started = onPost();
      if (started instanceof Response) return started;
      state.answer = started;
      return HttpResponse.json(started, { status: 202 });
    }),
  );
  return state;
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, pollMs * 4)));

describe('exporting the data', () => {
  it('prepares an export: the bar moves with the polls, then the link, the size, the day and the e-mail', async () => {
    const state = exportServer(null, () => building(12, 40));
    const { user } = renderWithProviders(<ExportSection pollMs={pollMs} />);
    expect(await screen.findByRole('heading', { name: 'Export your data' })).toBeInTheDocument();
    expect(screen.getByText(/price list/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Prepare an export' }));
    expect(state.posts).toBe(1);

    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('Preparing… 12 of 40')).toBeInTheDocument();
    expect(bar.closest('[tabindex="-1"]')).toHaveFocus();
    state.answer = building(30, 40);
    expect(await screen.findByText('Preparing… 30 of 40')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    state.answer = ready;

    const status = screen.getByRole('status');
    expect(await within(status).findByText('Your export is ready (12.4 MB, until Dec 3, 2026).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', ready.downloadUrl);
    expect(screen.getByText('We also e-mailed the link to owner@smile.example.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const polled = state.gets;
    await settle();
    expect(state.gets).toBe(polled);

    // A fresh one may be asked once this one is done.
    await user.click(screen.getByRole('button', { name: 'Prepare a new export' }));
    expect(await screen.findByText('Preparing… 12 of 40')).toBeInTheDocument();
    expect(state.posts).toBe(2);
  });

  it('says a failed export failed in plain words and tries again', async () => {
    const state = exportServer(exportOf({ state: 'failed' }), () => building(1, 20));
    const { user } = renderWithProviders(<ExportSection pollMs={pollMs} />);
    expect(await screen.findByText(/could not be prepared/)).toBeInTheDocument();
    const polled = state.gets;
    await settle();
    expect(state.gets).toBe(polled);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Preparing… 1 of 20')).toBeInTheDocument();
    expect(state.posts).toBe(1);
  });

  it('shows the export already under way when the server answers 409', async () => {
    const state = exportServer(null, () =>
      HttpResponse.json(
        {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          code: 'EXPORT_IN_PROGRESS',
          currentExport: building(5, 10),
        },
        { status: 409, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    const { user } = renderWithProviders(<ExportSection pollMs={pollMs} />);
    const prepare = await screen.findByRole('button', { name: 'Prepare an export' });
    // Another tab started one meanwhile.
    state.answer = building(5, 10);
    await user.click(prepare);
    expect(await screen.findByText('Preparing… 5 of 10')).toBeInTheDocument();
    expect(screen.queryByText(/could not be started/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('says so when the export cannot be started', async () => {
    exportServer(null, () =>
      problemResponse({ type: 'about:blank', title: 'Conflict', status: 409, code: 'CONFLICT' }),
    );
    const { user } = renderWithProviders(<ExportSection pollMs={pollMs} />);
    await user.click(await screen.findByRole('button', { name: 'Prepare an export' }));
    expect(await screen.findByText('The export could not be started. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare an export' })).toBeInTheDocument();
  });

  it('stops polling while the page is hidden and resumes when it is seen again', async () => {
    const state = exportServer(building(3, 9));
    renderWithProviders(<ExportSection pollMs={pollMs} />);
    expect(await screen.findByText('Preparing… 3 of 9')).toBeInTheDocument();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await settle();
    const polled = state.gets;
    await settle();
    expect(state.gets).toBe(polled);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(state.gets).toBeGreaterThan(polled));
    visibility.mockRestore();
  });

  it('is not on an admin’s settings page, and is on the owner’s above closing the account', async () => {
    const page = [
      http.get(apiUrl('company/profile'), () => HttpResponse.json(emptyProfile)),
      http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: null })),
      http.get(apiUrl('company/platform'), () =>
        HttpResponse.json({ configured: true, linked: false, linkedAt: null }),
      ),
    ];
    server.use(...signedInHandlers({ ...testAccount(), role: 'admin' }), ...page);
    const admin = renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Export your data' })).not.toBeInTheDocument();
    admin.unmount();

    exportServer(null);
    server.use(
      ...page,
      http.get(apiUrl('company/staff'), () => HttpResponse.json({ staff: [] })),
      http.get(apiUrl('company/security-events'), () => HttpResponse.json({ events: [], nextCursor: null })),
    );
    renderWithProviders(<SettingsPage />);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    await screen.findByRole('heading', { name: 'Export your data' });
    const names = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(headings.length).toBeGreaterThan(0);
    expect(names.indexOf('Export your data')).toBe(names.indexOf('Close the account') - 1);
  });

  it('speaks Russian and Ukrainian', async () => {
    exportServer(ready);
    const ru = renderWithProviders(<ExportSection pollMs={pollMs} />, { language: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Экспорт данных' })).toBeInTheDocument();
    expect(await screen.findByText('Экспорт готов (12,4 МБ, до 3 дек. 2026 г.).')).toBeInTheDocument();
    ru.unmount();
    renderWithProviders(<ExportSection pollMs={pollMs} />, { language: 'uk' });
    expect(await screen.findByRole('heading', { name: 'Експорт даних' })).toBeInTheDocument();
    expect(await screen.findByText('Експорт готовий (12,4 МБ, до 3 груд. 2026 р.).')).toBeInTheDocument();
  });
});
