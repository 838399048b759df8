import { screen, within } from '@testing-library/react';
import { paths } from '@contract/rules/routes';
import { renderRoute } from '@/testing/render-route';

// Whole routes render here (the layout and the lazy page); a busy machine needs more than 5 s.
jest.setTimeout(30_000);

// jsdom has no WebGL: getContext answers null, as a browser with WebGL switched off does.
beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

const rowOf = (table: HTMLElement, tooth: number) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader')?.textContent === String(tooth))!;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the 3D clinical model page', () => {
  it('offers the five modules and, without WebGL, says so and shows the prosthetic case as a table', async () => {
    renderRoute(paths.clinicalModel);
    expect(await screen.findByRole('heading', { level: 1, name: '3D clinical model' })).toBeInTheDocument();
    const modules = screen.getByRole('tablist', { name: 'Clinical modules' });
    expect(
      within(modules)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Prosthetic', 'Therapeutic', 'Aesthetic', 'Orthodontic', 'Surgical']);
    expect(screen.getByRole('heading', { level: 2, name: 'A bridge and crowns' })).toBeInTheDocument();
    expect(screen.getByText(/This browser cannot show 3D graphics/)).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: /Dental formula/ });
    // A header row and all 32 teeth.
    expect(within(table).getAllByRole('row')).toHaveLength(33);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tooth', 'Before treatment', 'After treatment']);
    expect(cellsOf(rowOf(table, 15))).toEqual(['Missing', 'Bridge']);
    expect(cellsOf(rowOf(table, 16))).toEqual(['Caries', 'Crown']);
    expect(cellsOf(rowOf(table, 11))).toEqual(['Healthy', 'Healthy']);

    // The legend names the states of both phases (the page opens on Before and after).
    const legend = screen.getByRole('region', { name: 'Legend' });
    for (const state of ['Healthy', 'Missing', 'Caries', 'Filling', 'Crown', 'Bridge', 'Root canal treatment']) {
      expect(within(legend).getByText(state)).toBeInTheDocument();
    }
  });

  it('switches the case and the view; the legend follows the phase shown', async () => {
    const { user } = renderRoute(paths.clinicalModel);
    await user.click(await screen.findByRole('tab', { name: 'Surgical' }));
    expect(screen.getByRole('tab', { name: 'Surgical' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Implants after extractions' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Dental formula/ });
    expect(cellsOf(rowOf(table, 46))).toEqual(['Extraction planned', 'Implant']);
    expect(cellsOf(rowOf(table, 48))).toEqual(['Extraction planned', 'Missing']);

    await user.click(screen.getByRole('button', { name: 'Before treatment' }));
    expect(screen.getByRole('button', { name: 'Before treatment' })).toHaveAttribute('aria-pressed', 'true');
    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(within(legend).getByText('Extraction planned')).toBeInTheDocument();
    expect(within(legend).queryByText('Implant')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'After treatment' }));
    expect(within(screen.getByRole('region', { name: 'Legend' })).getByText('Implant')).toBeInTheDocument();
  });

  it.each([
    ['ru', '3D клиническая модель', 'Ортодонтия', 'Планируется удаление', 'Отсутствует'],
    ['uk', '3D клінічна модель', 'Ортодонтія', 'Заплановано видалення', 'Відсутній'],
  ] as const)('speaks %s', async (language, title, orthodontic, extraction, missing) => {
    const { user } = renderRoute(paths.clinicalModel, { language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: orthodontic }));
    const table = screen.getByRole('table');
    expect(cellsOf(rowOf(table, 14))).toEqual([extraction, missing]);
  });
});
