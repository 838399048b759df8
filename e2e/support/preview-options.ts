import { type Page, expect } from './test';
import { type Language, t } from './locales';

/**
 * The preview's comparison of a card's options, by what a patient reads: the cards by title, each one's
 * "Show this option" button, the "2 of 3" position, the plan heading naming the option shown, and the row swiped
 * back by one card (a finger's swipe, as the row's own scroll).
 */
export const optionComparison = (page: Page, language: Language) => {
  const text = (key: string) => t(language, 'preview', key);
  const region = page.getByRole('region', { name: text('options.title') });
  const card = (title: string) => region.getByRole('listitem', { name: title, exact: true });
  return {
    region,
    card,
    show: (title: string) => card(title).getByRole('button', { name: text('options.show') }),
    next: region.getByRole('button', { name: text('options.next') }),
    previous: region.getByRole('button', { name: text('options.previous') }),
    position: (current: number) =>
      region.getByText(text('options.position').replace('{{current}}', `${current}`).replace('{{count}}', '3')),
    planHeading: (option: string) =>
      page.getByRole('heading', {
        level: 2,
        name: text('options.planOf').replace('{{title}}', text('plan.title')).replace('{{option}}', option),
      }),
    swipeBack: () =>
      region
        .getByRole('list')
        .first()
        .evaluate((row) => {
          const [first, second] = [...row.children] as HTMLElement[];
          row.scrollBy({ left: first!.offsetLeft - second!.offsetLeft });
        }),
  };
};

/** The card shown whole in the row, and the position saying which it is. */
export const expectOptionShown = async (
  comparison: ReturnType<typeof optionComparison>,
  title: string,
  position: number,
) => {
  await expect(comparison.position(position)).toBeVisible();
  await expect(comparison.card(title)).toBeInViewport({ ratio: 0.8 });
};
