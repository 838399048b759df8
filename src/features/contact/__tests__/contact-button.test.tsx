import Button from '@mui/material/Button';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactAddresses } from '@contract/rules/client-config';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ContactButton } from '../contact-button';
import { contactLinks } from '../contact-links';

const all: ContactAddresses = {
  email: 'hello@clinic.example',
  telegram: 'clinic_bot',
  whatsapp: '380501234567',
  viber: '380501234567',
  messenger: 'clinic.page',
};
const none: ContactAddresses = { email: null, telegram: null, whatsapp: null, viber: null, messenger: null };

describe('contact links', () => {
  it('builds each channel’s address in menu order', () => {
    expect(contactLinks(all)).toEqual([
      { channel: 'email', href: 'mailto:hello@clinic.example' },
      { channel: 'telegram', href: 'https://t.me/clinic_bot' },
      { channel: 'whatsapp', href: 'https://wa.me/380501234567' },
      { channel: 'viber', href: 'viber://chat?number=%2B380501234567' },
      { channel: 'messenger', href: 'https://m.me/clinic.page' },
    ]);
  });

  it('leaves out channels that are not configured and encodes what it puts in a URL', () => {
    expect(contactLinks({ ...none, telegram: 'a/b?c' })).toEqual([
      { channel: 'telegram', href: 'https://t.me/a%2Fb%3Fc' },
    ]);
    expect(contactLinks(none)).toEqual([]);
  });
});

describe('ContactButton', () => {
  it('opens a menu of every channel, each a link to a new tab without an opener', async () => {
    const { user } = renderWithProviders(<ContactButton contacts={all} />);
    const button = await screen.findByRole('button', { name: 'Contact us' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The menu is a chunk of its own, loaded on the first open.
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    // Each name is followed by a screen-reader note that the link opens a new tab.
    expect(items.map((item) => item.textContent)).toEqual(
      ['E-mail', 'Telegram', 'WhatsApp', 'Viber', 'Facebook Messenger'].map((name) => `${name} (opens in a new tab)`),
    );
    for (const item of items) {
      expect(item.tagName).toBe('A');
      expect(item).toHaveAttribute('target', '_blank');
      expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(items[0]).toHaveAttribute('href', 'mailto:hello@clinic.example');
  });

  it('works from the keyboard and closes with Escape', async () => {
    const { user } = renderWithProviders(<ContactButton contacts={all} />);
    const button = await screen.findByRole('button', { name: 'Contact us' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('speaks the visitor’s language', async () => {
    renderWithProviders(<ContactButton contacts={all} />, { language: 'uk' });
    expect(await screen.findByRole('button', { name: "Зв'язатися з нами" })).toBeInTheDocument();
  });

  it('is not shown when no channel is configured', async () => {
    renderWithProviders(<ContactButton contacts={none} />);
    // Let the namespace load before asserting the absence.
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    expect(screen.queryByRole('button', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('steps aside while a primary action lies under it, and comes back when the page scrolls on', async () => {
    let actionTop = 700;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // The page's primary action at `actionTop`; the button's corner at the bottom right of a 375 × 756 window.
      if (this.classList.contains('MuiButton-contained')) return new DOMRect(16, actionTop, 343, 48);
      return new DOMRect(303, 684, 56, 56);
    });
    renderWithProviders(
      <>
        <Button variant="contained">Buy</Button>
        <ContactButton contacts={all} />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Contact us', hidden: true });
    await waitFor(() => expect(button).not.toBeVisible());
    actionTop = 300;
    fireEvent.scroll(window);
    await waitFor(() => expect(button).toBeVisible());
    jest.restoreAllMocks();
  });
});
