import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import type { CreateOrderBody, CreatedOrder } from '@contract/api/billing';
import type { LicenseSummary } from '@contract/api/license-summary';
import { bonus, paidOrder, trialLicense } from '@/testing/dashboard-fixtures';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { checkoutRedirect } from '../checkout-redirect';
import { PackagesSection } from '../components/packages-section';
import { SubscriptionSection } from '../components/subscription-section';
import { TrialSection } from '../components/trial-section';

jest.setTimeout(20_000);

const renderInRouter = (ui: React.ReactElement, language?: 'en' | 'ru' | 'uk') =>
  renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, language ? { language } : {});

const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

describe('free-trial block', () => {
  it('before the first activation shows the free days and links each locked challenge to its page', () => {
    renderInRouter(<TrialSection license={trialLicense()} />);
    expect(screen.getByText('2 free days')).toBeInTheDocument();
    expect(screen.getByText(/starts when you first activate/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', '/company/settings');
    expect(screen.getByRole('link', { name: 'Open the price list' })).toHaveAttribute('href', '/company/price-list');
    expect(screen.getByText('0 of 10 rows filled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get 5 days' })).not.toBeInTheDocument();
  });

  it('counts the days left in Russian plural forms', () => {
    const license = trialLicense({ startedAt: inDays(-1), days: 7, expiresAt: inDays(5), daysLeft: 5 });
    renderInRouter(<TrialSection license={license} />, 'ru');
    expect(screen.getByText('Осталось 5 дней')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Использовано дней пробного периода' })).toBeInTheDocument();
  });

  it('says when the trial has ended', () => {
    const license = { ...trialLicense({ startedAt: inDays(-3), expiresAt: inDays(-1), daysLeft: 0 }), active: false };
    renderInRouter(<TrialSection license={license} />);
    expect(screen.getByText('Your free trial has ended')).toBeInTheDocument();
  });

  it('applies an available bonus with "Get 5 days", then shows it activated', async () => {
    const applied = trialLicense({
      days: 7,
      bonuses: [bonus('profile', { state: 'applied', appliedAt: inDays(0), done: 4 }), bonus('price-list')],
    });
    const posts: string[] = [];
    server.use(
      http.post(apiUrl('company/bonuses/:kind'), ({ params }) => {
        posts.push(String(params.kind));
        return HttpResponse.json(applied);
      }),
    );
    const license = trialLicense({ bonuses: [bonus('profile', { state: 'available', done: 4 }), bonus('price-list')] });
    const { user } = renderInRouter(<TrialSection license={license} />);
    await user.click(screen.getByRole('button', { name: 'Get 5 days' }));
    expect(await screen.findByText('Bonus was successfully applied!')).toBeInTheDocument();
    expect(posts).toEqual(['profile']);
  });

  it('reports a bonus the server refuses', async () => {
    server.use(
      http.post(apiUrl('company/bonuses/:kind'), () =>
        problemResponse({ type: 'about:blank', title: 'Conflict', status: 409, code: 'BONUS_NOT_AVAILABLE' }),
      ),
    );
    const license = trialLicense({
      bonuses: [bonus('profile'), bonus('price-list', { state: 'available', done: 10 })],
    });
    const { user } = renderInRouter(<TrialSection license={license} />);
    await user.click(screen.getByRole('button', { name: 'Get 5 days' }));
    expect(await screen.findByText("We couldn't apply this bonus!")).toBeInTheDocument();
  });

  it('shows an applied bonus as activated', () => {
    const license = trialLicense({ bonuses: [bonus('profile', { state: 'applied', done: 4 }), bonus('price-list')] });
    renderInRouter(<TrialSection license={license} />);
    expect(screen.getByText('Activated')).toBeInTheDocument();
  });
});

describe('subscription block', () => {
  it('shows devices, the paid-until date and days left of an active subscription', () => {
    renderInRouter(
      <SubscriptionSection
        subscription={{
          devices: 5,
          startsAt: inDays(-10),
          expiresAt: '2027-05-09T09:01:00.000Z',
          active: true,
          daysLeft: 167,
        }}
        periods={[]}
      />,
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByText('May 9, 2027')).toBeInTheDocument();
    expect(screen.getByText('167')).toBeInTheDocument();
  });

  it('marks an ended subscription and explains it', () => {
    renderInRouter(
      <SubscriptionSection
        subscription={{ devices: 2, startsAt: inDays(-100), expiresAt: inDays(-10), active: false, daysLeft: 0 }}
        periods={[]}
      />,
    );
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText(/stops working on your computers/)).toBeInTheDocument();
  });
});

describe('packages block', () => {
  const useOrders = (answer: () => Response) => {
    const sent: CreateOrderBody[] = [];
    server.use(
      http.post(apiUrl('company/orders'), async ({ request }) => {
        sent.push((await request.json()) as CreateOrderBody);
        return answer();
      }),
    );
    return sent;
  };

  it('walks duration, devices and summary with Back and Next, then opens the checkout', async () => {
    const checkoutUrl = 'http://localhost/payments/sandbox/abc';
    const sent = useOrders(() =>
      HttpResponse.json({ order: paidOrder({ status: 'pending' }), checkoutUrl } satisfies CreatedOrder, {
        status: 201,
      }),
    );
    const go = jest.spyOn(checkoutRedirect, 'go').mockImplementation(() => undefined);
    const { user } = renderInRouter(<PackagesSection license={trialLicense()} emailConfirmed />);

    await user.click(await screen.findByRole('radio', { name: /6 months/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const devices = screen.getByRole('radiogroup', { name: 'How many computers?' });
    expect(within(devices).getByRole('radio', { name: /^5 devices/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /6 months/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /^5 devices/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // 180 days × ($1.00 + 3 × $0.10)
    expect(screen.getByText('$234.00')).toBeInTheDocument();
    expect(screen.getByText('6 months, 5 devices')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy for $234.00' }));
    expect(await screen.findByText('Opening the secure checkout…')).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'buy', months: 6, devices: 5 }]);
    expect(go).toHaveBeenCalledWith(checkoutUrl);
    go.mockRestore();
  });

  it('offers renew or upgrade to an active subscription, and an upgrade only to more devices with the days carried over', async () => {
    const license: LicenseSummary = {
      ...trialLicense(),
      plan: 'subscription',
      devices: 2,
      subscription: { devices: 2, startsAt: inDays(-30), expiresAt: inDays(60), active: true, daysLeft: 60 },
      periods: [{ startsAt: inDays(-30), endsAt: inDays(60), devices: 2, current: true }],
      allowedPurchases: ['renew', 'upgrade'],
    };
    const { user } = renderInRouter(<PackagesSection license={license} emailConfirmed />);
    await user.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('radio', { name: /^2 devices/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /10 devices/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // floor(59 unused days × $1.00 / $1.80) = 32 (the started day counts as used)
    expect(screen.getByText('+32 days carried over from your current package')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade for $162.00' })).toBeEnabled();
  });

  it.each([
    [409, 'PURCHASE_NOT_ALLOWED', 'Your subscription changed in the meantime. Check the dashboard and try again.'],
    [503, 'SERVICE_UNAVAILABLE', 'The payment service is not answering. Please try again in a few minutes.'],
    [500, 'INTERNAL', "We couldn't start the payment. Please try again."],
  ] as const)('explains a refused order (%i %s)', async (status, code, message) => {
    useOrders(() => problemResponse({ type: 'about:blank', title: 'No', status, code }));
    const { user } = renderInRouter(<PackagesSection license={trialLicense()} emailConfirmed />);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Buy for $90.00' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('keeps the purchase closed until the e-mail is confirmed', async () => {
    const { user } = renderInRouter(<PackagesSection license={trialLicense()} emailConfirmed={false} />);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Buy for $90.00' })).toBeDisabled();
    expect(screen.getByText('Confirm your e-mail before buying a package.')).toBeInTheDocument();
  });

  it('writes prices in the viewer’s language', async () => {
    renderInRouter(<PackagesSection license={trialLicense()} emailConfirmed />, 'uk');
    expect(await screen.findByRole('radio', { name: /3 місяці/ })).toBeChecked();
    expect(screen.getByText(/від 90,00/)).toBeInTheDocument();
  });
});
