import { act, screen, within } from '@testing-library/react';
import type { PublicCard } from '@contract/api/cards';
import type { Language } from '@contract/rules/languages';
import { server } from '@/testing/msw-server';
import { optionsCard, previewCardHandler, previewLink, publicCard } from '@/testing/preview-fixtures';
import { renderRoute } from '@/testing/render-route';

jest.setTimeout(20_000);

const openCard = (card: PublicCard, query = '', language: Language = 'en') => {
  server.use(previewCardHandler(card));
  return renderRoute(`/preview/${previewLink}${query}`, { language });
};
const planRegion = async () => screen.findByRole('region', { name: /^Treatment plan and cost/ }, { timeout: 5000 });
const planTotal = () => within(screen.getByTestId('plan-total')).getByText(/\$/).textContent;
const comparison = () => screen.getByRole('region', { name: 'Compare the options' });
const optionCard = (title: string) => within(comparison()).getByRole('listitem', { name: title });
const currentOption = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search).get('option');

describe('the options on the patient preview page', () => {
  it('with one option shows no comparison and no option switcher', async () => {
    const { user } = openCard(publicCard());
    await planRegion();
    expect(screen.queryByRole('region', { name: 'Compare the options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show this option/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /3D$/ }));
    expect(screen.queryByRole('group', { name: 'Option shown in 3D' })).not.toBeInTheDocument();
  });

  it('with three options lists them side by side: title, recommended mark, total, steps and note', async () => {
    openCard(optionsCard());
    await planRegion();
    const cards = within(comparison()).getAllByRole('listitem', { name: /^(Implant|Bridge|Removable denture)$/ });
    expect(cards).toHaveLength(3);
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    const implant = optionCard('Implant');
    expect(within(implant).getByText('$2,500.00', { selector: '[data-testid="option-total"] *' })).toBeInTheDocument();
    expect(within(implant).getByText('Implant: treatment')).toBeInTheDocument();
    expect(within(implant).getByText('The neighbouring teeth stay untouched.')).toBeInTheDocument();
    expect(within(implant).queryByText('Recommended')).not.toBeInTheDocument();
    expect(within(optionCard('Bridge')).getByText('Recommended')).toBeInTheDocument();
    // Without ?option= the recommended option is the current one.
    expect(within(optionCard('Bridge')).getByRole('button', { name: /Show this option/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(planTotal()).toBe('$1,800.00');
  });

  it('choosing an option switches the plan section and keeps the choice in the address', async () => {
    const { user, router } = openCard(optionsCard());
    await planRegion();
    await user.click(within(optionCard('Removable denture')).getByRole('button', { name: /Show this option/ }));
    expect(planTotal()).toBe('$900.00');
    expect(screen.getByRole('region', { name: /Treatment plan and cost/ })).toHaveAccessibleName(
      'Treatment plan and cost: Removable denture',
    );
    expect(currentOption(router)).toBe('3');
    expect(within(optionCard('Bridge')).getByRole('button', { name: /Show this option/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('moves through the cards with the previous and next buttons', async () => {
    const { user } = openCard(optionsCard());
    await planRegion();
    const previous = screen.getByRole('button', { name: 'Previous option' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next option' }));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next option' }));
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next option' })).toBeDisabled();
  });

  it('moves between the cards with the arrow keys', async () => {
    const { user } = openCard(optionsCard());
    await planRegion();
    act(() =>
      within(optionCard('Implant'))
        .getByRole('button', { name: /Show this option/ })
        .focus(),
    );
    await user.keyboard('{ArrowRight}');
    expect(within(optionCard('Bridge')).getByRole('button', { name: /Show this option/ })).toHaveFocus();
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(optionCard('Implant')).getByRole('button', { name: /Show this option/ })).toHaveFocus();
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
  });

  it.each([
    ['?option=1', '$2,500.00'],
    ['?option=3', '$900.00'],
    ['?option=9', '$1,800.00'],
    ['?option=0', '$1,800.00'],
    ['?option=abc', '$1,800.00'],
    ['?option=2.5', '$1,800.00'],
  ])('honours %s, and a bad value falls back to the recommended option', async (query, total) => {
    openCard(optionsCard(), query);
    await planRegion();
    expect(planTotal()).toBe(total);
  });

  it('switches the option in the 3D tab too, in Ukrainian', async () => {
    const { user, router } = openCard(optionsCard(), '', 'uk');
    await screen.findByRole('heading', { level: 1, name: 'План лікування' }, { timeout: 5000 });
    await user.click(await screen.findByRole('tab', { name: /3D$/ }));
    const switcher = screen.getByRole('group', { name: 'Варіант у 3D' });
    expect(within(switcher).getByRole('button', { name: 'Bridge' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(switcher).getByRole('button', { name: 'Implant' }));
    expect(within(switcher).getByRole('button', { name: 'Implant' })).toHaveAttribute('aria-pressed', 'true');
    expect(currentOption(router)).toBe('1');
    expect(await screen.findByRole('row', { name: /^36 / })).toHaveTextContent(/Імплант/);
  });
});
