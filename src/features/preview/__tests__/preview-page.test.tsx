import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '@contract/rules/languages';
import { apiUrl, server } from '@/testing/msw-server';
import { previewCardHandler, previewLink, publicCard } from '@/testing/preview-fixtures';
import { renderRoute } from '@/testing/render-route';

jest.setTimeout(20_000);

const path = `/preview/${previewLink}`;
const openCard = (card = publicCard(), language: Language = 'en') => {
  server.use(previewCardHandler(card));
  return renderRoute(path, { language });
};
const findTitle = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
// The card comes in parts: the pictures first, then their tabs, the options and the details column, whose share
// links come last. These tests read the page whole.
const findCard = async (title: string) => {
  await findTitle(title);
  await screen.findByRole('link', { name: /Telegram$/ }, { timeout: 5000 });
};

describe('the patient preview page', () => {
  it.each([
    ['en', 'Treatment plan', 'Patient: Olena Kovalenko', 'Saved: March 14, 2026'],
    ['ru', 'План лечения', 'Пациент: Olena Kovalenko', 'Сохранено: 14 марта 2026 г.'],
    ['uk', 'План лікування', 'Пацієнт: Olena Kovalenko', 'Збережено: 14 березня 2026 р.'],
  ] as const)('in %s shows the clinic, the patient and the saved date', async (language, title, patient, saved) => {
    openCard(publicCard(), language);
    await findCard(title);
    expect(screen.getByText(patient)).toBeInTheDocument();
    expect(screen.getByText(saved)).toBeInTheDocument();
    expect(screen.getAllByText('Bright Smile Clinic').length).toBeGreaterThan(0);
    // No logo: the clinic's initials stand in.
    expect(screen.getByText('BS')).toBeInTheDocument();
  });

  it('asks for the card by its link and shows the clinic logo when there is one', async () => {
    const asked: string[] = [];
    server.use(
      previewCardHandler(publicCard({ clinic: { ...publicCard().clinic, logoUrl: '/api/files/logo.png' } }), (link) =>
        asked.push(link),
      ),
    );
    renderRoute(path);
    expect(await screen.findByRole('img', { name: 'Logo of Bright Smile Clinic' })).toHaveAttribute(
      'src',
      '/api/files/logo.png',
    );
    expect(asked).toEqual([previewLink]);
  });

  it('titles the page after the clinic, never the patient, and keeps it out of search engines', async () => {
    openCard(publicCard(), 'uk');
    await findCard('План лікування');
    await waitFor(() => expect(document.title).toBe('Dentiqo 3D | План лікування від Bright Smile Clinic'));
    expect(document.title).not.toContain('Olena');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('shows the before picture first, eager and high priority, with sources and size for no layout shift', async () => {
    openCard();
    await findCard('Treatment plan');
    const image = screen.getByRole('img', { name: "The patient's teeth before treatment" });
    expect(image).toHaveAttribute('src', `/api/cards/${previewLink}/files/before-960.jpg`);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '941');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image.getAttribute('sizes')).toMatch(/100vw$/);
    const sources = image.parentElement!.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/webp', 'image/jpeg']);
    expect(sources[0]!.getAttribute('srcset')).toContain('before-480.webp 480w');
  });

  it('switches between before, after and the comparison', async () => {
    const { user } = openCard();
    await findCard('Treatment plan');
    expect(screen.getByRole('tab', { name: /Before treatment$/ })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: /After treatment$/ }));
    const after = screen.getByRole('img', { name: "The patient's teeth after the planned treatment" });
    expect(after).toHaveAttribute('src', `/api/cards/${previewLink}/files/after-960.jpg`);
    expect(after).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('img', { name: "The patient's teeth before treatment" })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/After treatment$/);

    await user.click(screen.getByRole('tab', { name: /Before and after$/ }));
    expect(screen.getByRole('slider', { name: 'Divider between before and after' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: /Before treatment$/ }));
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('offers the formula in 3D on a tab of its own; without WebGL (jsdom) it says so and shows the table', async () => {
    const { user } = openCard(publicCard(), 'ru');
    await findCard('План лечения');
    await user.click(screen.getByRole('tab', { name: /3D$/ }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/3D$/);
    expect(screen.queryByRole('img', { name: /Зубы пациента/ })).not.toBeInTheDocument();
    const phases = screen.getByRole('group', { name: 'Этап лечения в 3D' });
    expect(within(phases).getByRole('button', { name: 'После' })).toHaveAttribute('aria-pressed', 'true');
    // The viewer's code loads when its tab opens.
    expect(await screen.findByText(/Этот браузер не может показать 3D-графику/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Зубная формула/ });
    expect(within(table).getByRole('row', { name: /^16 / })).toHaveTextContent(/16\s*Кариес\s*Пломба/);

    await user.click(within(phases).getByRole('button', { name: 'Рядом' }));
    expect(within(phases).getByRole('button', { name: 'Рядом' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('tab', { name: /До лечения$/ }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Зубы пациента до лечения' })).toBeInTheDocument();
  });

  it('shows and hides the formula description, and has no toggle without one', async () => {
    const { user, unmount } = openCard();
    await findCard('Treatment plan');
    const toggle = screen.getByRole('button', { name: 'Show formula description' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(region).toHaveTextContent('Caries on 16 and 24, 25 missing.');
    expect(region).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide formula description');
    await waitFor(() => expect(region).toBeVisible());

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show formula description');
    await waitFor(() => expect(region).not.toBeVisible());
    unmount();

    openCard(publicCard({ formulaDescription: '  ' }));
    await findCard('Treatment plan');
    expect(screen.queryByRole('button', { name: /formula description/ })).not.toBeInTheDocument();
  });

  it('lists the plan with catalog names in the viewer language, quantities, prices and totals', async () => {
    openCard();
    await findCard('Treatment plan');
    const plan = screen.getByRole('region', { name: 'Treatment plan and cost' });
    const hygiene = within(plan).getByRole('listitem', { name: 'Hygiene and diagnostics' });
    expect(within(hygiene).getByText('Professional hygiene (scaling and polishing)')).toBeInTheDocument();
    expect(within(hygiene).getByText('Cone-beam CT scan')).toBeInTheDocument();
    expect(within(hygiene).getByText('1 × $60.00')).toBeInTheDocument();
    expect(within(hygiene).getByText('$140.00')).toBeInTheDocument();
    const aesthetics = within(plan).getByRole('listitem', { name: 'Aesthetics' });
    expect(within(aesthetics).getByText('Two ceramic veneers on the front teeth.')).toBeInTheDocument();
    // The clinic's own name of a line wins over the catalog's.
    expect(within(aesthetics).getByText('E.max veneer')).toBeInTheDocument();
    expect(within(aesthetics).getByText('2 × $500.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-total')).getByText('$1,140.00')).toBeInTheDocument();
  });

  it('formats money with the currency’s own fraction digits and the viewer’s language', async () => {
    const card = publicCard();
    const step = { ...card.plan.steps[0]!, items: [{ ...card.plan.steps[0]!.items[0]!, totalMinor: 8000 }] };
    // The page shows the option's plan; a single-plan card's one option is its plan.
    openCard(publicCard({ plan: { currency: 'JPY', steps: [{ ...step, totalMinor: 8000 }], totalMinor: 8000 } }), 'uk');
    await findCard('План лікування');
    expect(within(screen.getByTestId('plan-total')).getByText(/^8\s000\s¥$/)).toBeInTheDocument();
    expect(screen.getByText('Професійна гігієна (чищення та полірування)')).toBeInTheDocument();
  });

  it('hides the plan when it has no steps, and the PDF link when there is no PDF', async () => {
    const { unmount } = openCard();
    await findCard('Treatment plan');
    const pdf = screen.getByRole('link', { name: 'Download the plan (PDF)' });
    expect(pdf).toHaveAttribute('href', `/api/cards/${previewLink}/files/plan.pdf`);
    expect(pdf).toHaveAttribute('download');
    unmount();

    openCard(publicCard({ plan: { currency: 'USD', steps: [], totalMinor: 0 }, pdfUrl: null }));
    await findCard('Treatment plan');
    expect(screen.queryByRole('region', { name: 'Treatment plan and cost' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download the plan (PDF)' })).not.toBeInTheDocument();
  });

  it("shows the clinic's contacts as links, the phone formatted, the address with the country in the viewer language", async () => {
    openCard(publicCard(), 'ru');
    await findCard('План лечения');
    const clinic = screen.getByRole('region', { name: 'Ваша клиника' });
    expect(await within(clinic).findByRole('link', { name: 'Позвонить: +380 44 123 4567' })).toHaveAttribute(
      'href',
      'tel:+380441234567',
    );
    expect(within(clinic).getByRole('link', { name: /hello@brightsmile\.example/ })).toHaveAttribute(
      'href',
      'mailto:hello@brightsmile.example',
    );
    const website = within(clinic).getByRole('link', { name: 'Открыть сайт brightsmile.example (в новой вкладке)' });
    expect(website).toHaveAttribute('href', 'https://brightsmile.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(within(clinic).getByText('12 Khreshchatyk St, Kyiv, Украина')).toBeInTheDocument();
  });

  it('offers share links with the page address encoded, never the patient name', async () => {
    openCard();
    await findCard('Treatment plan');
    const url = encodeURIComponent(`http://localhost${path}`);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href')!;
    expect(href('Share on Telegram')).toBe(
      `https://t.me/share/url?url=${url}&text=${encodeURIComponent('Treatment plan from Bright Smile Clinic')}`,
    );
    expect(href('Share on WhatsApp')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(href('Share on WhatsApp')).toContain(url);
    expect(href('Share on Viber')).toMatch(/^viber:\/\/forward\?text=/);
    expect(href('Share on Viber')).toContain(url);
    expect(href('Share on Messenger')).toBe(`fb-messenger://share/?link=${url}`);
    for (const name of ['Share on Telegram', 'Share on WhatsApp', 'Share on Viber', 'Share on Messenger']) {
      expect(href(name)).not.toContain('Olena');
    }
  });

  it('copies the link, or says how when the browser refuses', async () => {
    const { user } = openCard();
    await findCard('Treatment plan');
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(`http://localhost${path}`);

    write.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Couldn't copy the link/)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Card not found!', 'Ask your clinic to send you a new link.'],
    ['ru', 'Карточка не найдена!', 'Попросите клинику прислать вам новую ссылку.'],
    ['uk', 'Картку не знайдено!', 'Попросіть клініку надіслати вам нове посилання.'],
  ] as const)('in %s says "Card not found!" for a link that opens nothing', async (language, title, hint) => {
    renderRoute(path, { language });
    expect(await findTitle(title)).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then an error with a retry after a server fault', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('cards/:previewLink'), () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(publicCard());
      }),
    );
    const { user } = renderRoute(path);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your treatment plan…');
    expect(await screen.findByText("We couldn't load your treatment plan")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Patient: Olena Kovalenko')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the error with a retry when the network fails', async () => {
    server.use(http.get(apiUrl('cards/:previewLink'), () => HttpResponse.error()));
    renderRoute(path);
    expect(await screen.findByText("We couldn't load your treatment plan")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
