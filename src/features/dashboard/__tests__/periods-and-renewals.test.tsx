import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import type { LicenseSummary } from '@contract/api/license-summary';
import { bonus, deviceKey, paidOrder, trialLicense } from '@/testing/dashboard-fixtures';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { KeysSection } from '../components/keys-section';
import { OrdersSection } from '../components/orders-section';
import { PackagesSection } from '../components/packages-section';
import { SubscriptionSection } from '../components/subscription-section';
import { TrialSection } from '../components/trial-section';
import { formatDate } from '../format';

jest.setTimeout(20_000);

const renderInRouter = (ui: React.ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();
const date = (instant: string) => formatDate(instant, 'en');

/** A company with a period running now and, optionally, queued ones after it. */
const subscribed = (periods: { days: number; devices: number }[]): LicenseSummary => {
  let start = Date.now() - 10 * day;
  const laid = periods.map((period, index) => {
    const entry = {
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + period.days * day).toISOString(),
      devices: period.devices,
      current: index === 0,
    };
    start += period.days * day;
    return entry;
  });
  const running = laid[0]!;
  return {
    ...trialLicense(),
    plan: 'subscription',
    devices: running.devices,
    subscription: {
      devices: running.devices,
      startsAt: running.startsAt,
      expiresAt: laid.at(-1)!.endsAt,
      active: true,
      daysLeft: 80,
    },
    periods: laid,
    allowedPurchases: running.devices < 15 ? ['renew', 'upgrade'] : ['renew'],
  };
};

const toSummary = async (user: ReturnType<typeof renderInRouter>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
};

describe('the subscription block with its periods', () => {
  it('shows the current period and the ones to come, and which keys stop working when', () => {
    const license = subscribed([
      { days: 90, devices: 15 },
      { days: 360, devices: 2 },
    ]);
    renderInRouter(<SubscriptionSection subscription={license.subscription} periods={license.periods} />);
    const periods = within(screen.getByRole('region', { name: 'Paid periods' })).getAllByRole('listitem');
    expect(periods).toHaveLength(2);
    const [now, next] = license.periods;
    expect(within(periods[0]!).getByText('Now')).toBeInTheDocument();
    expect(within(periods[0]!).getByText(`${date(now!.startsAt)} – ${date(now!.endsAt)}`)).toBeInTheDocument();
    expect(within(periods[0]!).getByText('15 devices')).toBeInTheDocument();
    expect(within(periods[1]!).getByText('Next')).toBeInTheDocument();
    expect(within(periods[1]!).getByText('2 devices')).toBeInTheDocument();
    expect(within(periods[1]!).getByText(`Keys 3–15 stop working on ${date(next!.startsAt)}.`)).toBeInTheDocument();
    expect(screen.getByText('Paid until')).toBeInTheDocument();
  });

  it('shows a package bought during the trial with its start date', () => {
    const license = {
      ...trialLicense(),
      periods: [{ startsAt: inDays(1), endsAt: inDays(91), devices: 5, current: false }],
    };
    renderInRouter(<SubscriptionSection subscription={null} periods={license.periods} />);
    expect(screen.getByText(`${date(inDays(1))} – ${date(inDays(91))}`)).toBeInTheDocument();
    expect(screen.getByText('5 devices')).toBeInTheDocument();
  });
});

describe('renewing and upgrading', () => {
  it('preselects the current device count for a renewal', async () => {
    const { user } = renderInRouter(
      <PackagesSection license={subscribed([{ days: 90, devices: 10 }])} emailConfirmed />,
    );
    await user.click(await screen.findByRole('radio', { name: /3 months/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: /^10 devices/ })).toBeChecked();
  });

  it('says before payment that a renewal at fewer devices takes keys away when its period starts', async () => {
    const license = subscribed([{ days: 90, devices: 15 }]);
    const { user } = renderInRouter(<PackagesSection license={license} emailConfirmed />);
    await user.click(await screen.findByRole('radio', { name: /12 months/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /^2 devices/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const starts = date(license.periods[0]!.endsAt);
    expect(screen.getByText(starts)).toBeInTheDocument();
    expect(
      screen.getByText(
        `From ${starts} your subscription covers 2 devices: keys 3–15 stop working on that day. Until then nothing changes.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew for $360.00' })).toBeEnabled();
  });

  it('says that a renewal at more devices adds its keys only when it starts', async () => {
    const license = subscribed([{ days: 90, devices: 2 }]);
    const { user } = renderInRouter(<PackagesSection license={license} emailConfirmed />);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /^15 devices/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByText(
        `The new period starts on ${date(license.periods[0]!.endsAt)}, and keys 3–15 appear then. To use more devices today, choose Upgrade.`,
      ),
    ).toBeInTheDocument();
  });

  it('offers an upgrade only the counts above the current one', async () => {
    const { user } = renderInRouter(
      <PackagesSection license={subscribed([{ days: 90, devices: 5 }])} emailConfirmed />,
    );
    await user.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const devices = within(screen.getByRole('radiogroup', { name: 'How many computers?' })).getAllByRole('radio');
    expect(devices.map((radio) => radio.getAttribute('value'))).toEqual(['10', '15']);
    expect(devices[0]).toBeChecked();
    expect(screen.queryByText(/You already have/)).not.toBeInTheDocument();
  });

  it('starts a package bought during the trial when the trial ends, and says so', async () => {
    const trialEnd = inDays(1.5);
    const license = trialLicense({ startedAt: inDays(-0.5), expiresAt: trialEnd, daysLeft: 2 });
    const { user } = renderInRouter(<PackagesSection license={license} emailConfirmed />);
    await screen.findByRole('radio', { name: /3 months/ });
    await toSummary(user);
    expect(screen.getByText(date(trialEnd))).toBeInTheDocument();
    expect(screen.getByText('It starts when your free trial ends, so you keep every trial day.')).toBeInTheDocument();
  });
});

describe('a bonus cut short by the 10-day cap', () => {
  it('says how many days it adds, on the challenge and on its button', () => {
    const license = trialLicense({
      days: 7,
      bonuses: [
        bonus('profile', { state: 'applied', appliedAt: inDays(0), done: 4 }),
        bonus('price-list', { state: 'available', done: 10, days: 3 }),
      ],
    });
    renderInRouter(<TrialSection license={license} />);
    const challenge = screen.getByRole('listitem', { name: 'Fill in your price list' });
    expect(within(challenge).getByText('+3 days')).toBeInTheDocument();
    expect(within(challenge).getByText(/this challenge adds 3 days/)).toBeInTheDocument();
    expect(within(challenge).getByRole('button', { name: 'Get 3 days' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Complete your clinic profile' })).toHaveTextContent('+5 days');
  });
});

describe('reloading a key that was just reloaded elsewhere', () => {
  it('shows the key as it is now and says so', async () => {
    server.use(
      http.post(apiUrl('company/keys/:id/reload'), () =>
        problemResponse({
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          code: 'CONFLICT',
          current: deviceKey(1, { key: 'NOWKY-00000-11111-22222-33333' }),
        } as Parameters<typeof problemResponse>[0]),
      ),
    );
    const { user } = renderWithProviders(<KeysSection emailConfirmed email="owner@smile.example" />);
    const row = await screen.findByRole('listitem', { name: 'Device 1' });
    await user.click(within(row).getByRole('button', { name: 'Reload key of Device 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reload' }));
    expect(
      await screen.findByText('This key was reloaded a moment ago. It is shown as it is now.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('NOWKY-00000-11111-22222-33333')).toBeInTheDocument();
  });
});

describe('the order history', () => {
  it('says what a paid order was applied as when its kind no longer fitted', () => {
    renderWithProviders(
      <OrdersSection
        orders={[
          paidOrder({ id: '01jord00000000000000000002', appliedKind: 'renew', appliedReason: 'already-subscribed' }),
        ]}
      />,
    );
    expect(
      screen.getByText('Applied as a renewal: a period was already paid for when this payment arrived.'),
    ).toBeInTheDocument();
  });
});
