import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AccountNameBody } from '@contract/api/account-name';
import type { Order } from '@contract/api/billing';
import { paths } from '@contract/rules/routes';
import { testAccount, testToken } from '@/testing/account-handlers';
import { paidOrder, trialLicense } from '@/testing/dashboard-fixtures';
import { fillIn } from '@/testing/fill-in';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';

// Whole routes render here (the cabinet's layout and the lazy page); a busy machine needs more than 5 s.
jest.setTimeout(30_000);

const signedIn = { preloadedState: { auth: { isLoggedIn: true, token: testToken } } };

const useAccount = (name = 'Smile Clinic', emailConfirmed = true) => {
  let account = testAccount({ name, emailConfirmed });
  server.use(
    http.get(apiUrl('account'), () => HttpResponse.json(account)),
    http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: null })),
  );
  return (next: string) => {
    account = testAccount({ name: next, emailConfirmed });
  };
};

describe('dashboard page', () => {
  it('shows every block of a confirmed company in the dashboard order', async () => {
    useAccount();
    renderRoute(paths.company, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const titles = [
      'Free trial',
      'Packages',
      'Installation files',
      'Activation keys',
      'Plans in the last 90 days',
      'Shared plans',
      'Account name',
    ];
    for (const title of titles)
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const shown = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(shown.filter((title) => titles.includes(title ?? ''))).toEqual(titles);
    expect(await screen.findByRole('listitem', { name: 'Device 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order history' })).not.toBeInTheDocument();
  });

  it("edits the account name: view, edit with the product's message for a blank name, saved", async () => {
    const rename = useAccount();
    const sent: AccountNameBody[] = [];
    server.use(
      http.put(apiUrl('company/account-name'), async ({ request }) => {
        const body = (await request.json()) as AccountNameBody;
        sent.push(body);
        rename(body.accountName);
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderRoute(paths.company, signedIn);
    const section = await screen.findByRole('region', { name: 'Account name' });
    await user.click(within(section).getByRole('button', { name: 'Edit' }));
    const field = within(section).getByRole('textbox', { name: 'Account name' });
    await user.clear(field);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Account name is required field')).toBeInTheDocument();
    await fillIn(user, field, 'Smile Clinic Kyiv');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account name successfully updated!')).toBeInTheDocument();
    expect(await within(section).findByText('Smile Clinic Kyiv')).toBeInTheDocument();
    expect(sent).toEqual([{ accountName: 'Smile Clinic Kyiv' }]);
  });

  it('reports an account name the server does not save', async () => {
    useAccount();
    server.use(
      http.put(apiUrl('company/account-name'), () =>
        problemResponse({ type: 'about:blank', title: 'Oops', status: 500, code: 'INTERNAL' }),
      ),
    );
    const { user } = renderRoute(paths.company, signedIn);
    const section = await screen.findByRole('region', { name: 'Account name' });
    await user.click(within(section).getByRole('button', { name: 'Edit' }));
    await fillIn(user, within(section).getByRole('textbox', { name: 'Account name' }), ' 2');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("We couldn't save this account name!")).toBeInTheDocument();
  });

  it('says a cancelled checkout charged nothing, and forgets it when dismissed', async () => {
    useAccount();
    const { user, router } = renderRoute(`${paths.company}?payment=cancelled`, signedIn);
    expect(await screen.findByText('The payment was cancelled. Nothing was charged.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText(/Nothing was charged/)).not.toBeInTheDocument();
  });

  it('waits for the provider’s confirmation after a paid checkout, then shows the subscription', async () => {
    useAccount();
    let confirmed = false;
    const order = (status: Order['status']) => paidOrder({ status });
    server.use(
      http.get(apiUrl('company/orders'), () => HttpResponse.json({ orders: [order(confirmed ? 'paid' : 'pending')] })),
      http.get(apiUrl('company/license'), () =>
        HttpResponse.json(
          confirmed
            ? {
                ...trialLicense(),
                plan: 'subscription',
                devices: 5,
                subscription: {
                  devices: 5,
                  startsAt: '2026-11-10T09:01:00.000Z',
                  expiresAt: '2027-05-09T09:01:00.000Z',
                  active: true,
                  daysLeft: 167,
                },
                allowedPurchases: ['renew', 'upgrade'],
              }
            : trialLicense(),
        ),
      ),
    );
    renderRoute(`${paths.company}?payment=paid`, signedIn);
    expect(await screen.findByText(/waiting for the payment provider to confirm/)).toBeInTheDocument();
    confirmed = true;
    expect(
      await screen.findByText('Payment received. Your subscription is updated.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Order history' })).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('keeps keys and installers locked for an unconfirmed e-mail', async () => {
    useAccount('Smile Clinic', false);
    renderRoute(paths.company, { ...signedIn, language: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Панель управления' })).toBeInTheDocument();
    expect(await screen.findAllByText('Сначала подтвердите e-mail')).toHaveLength(2);
  });
});
