import { screen } from '@testing-library/react';
import { languageCookie } from '@contract/rules/languages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LanguageSwitcher } from '../language-switcher';

describe('LanguageSwitcher', () => {
  it('shows the current language by its native name', () => {
    renderWithProviders(<LanguageSwitcher />, { language: 'ru' });
    expect(screen.getByRole('button', { name: 'Язык: Русский' })).toBeInTheDocument();
  });

  it('offers English, Russian and Ukrainian by their native names', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    // The menu is a chunk of its own, loaded on the first open.
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Русский', 'Українська']);
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'ru', 'uk']);
  });

  it('changes the language, persists it and sets <html lang>', async () => {
    const { user, i18n } = renderWithProviders(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Українська' }));

    expect(i18n.resolvedLanguage).toBe('uk');
    expect(await screen.findByRole('button', { name: 'Мова: Українська' })).toBeInTheDocument();
    expect(window.localStorage.getItem(languageCookie)).toBe('uk');
    expect(document.cookie).toContain(`${languageCookie}=uk`);
    expect(document.documentElement.lang).toBe('uk');
  });
});
