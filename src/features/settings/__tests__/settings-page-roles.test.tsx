import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Account } from '@contract/api/auth';
import { signedInHandlers, testAccount } from '@/testing/account-handlers';
import { fillIn } from '@/testing/fill-in';
import { apiUrl, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { emptyProfile } from '@/testing/settings-fixtures';
import { SettingsPage } from '../pages/settings-page';

/** What every role's page reads; staff and security events are left out, so asking for them fails the test. */
const sharedHandlers = (account: Account) => [
  ...signedInHandlers(account),
  http.get(apiUrl('company/profile'), () => HttpResponse.json(emptyProfile)),
  http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: null })),
  http.get(apiUrl('company/platform'), () => HttpResponse.json({ configured: true, linked: false, linkedAt: null })),
];

describe('settings page by role', () => {
  it('gives an admin their own password change and neither shows nor asks for staff or security events', async () => {
    const calls: string[] = [];
    let sent: unknown;
    server.use(
      ...sharedHandlers({ ...testAccount(), role: 'admin' }),
      http.post(apiUrl('account/password'), async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    const { user } = renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByText(/The password of your own sign-in/)).toBeInTheDocument();
    expect(screen.getByText("Your clinic's profile, your own password and integrations.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Doctors and admins' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Security events' })).not.toBeInTheDocument();

    await fillIn(user, screen.getByLabelText(/^Current password/), 'admin pass');
    await fillIn(user, screen.getByLabelText(/^New password/), 'brand new secret');
    await fillIn(user, screen.getByLabelText(/^Repeat new password/), 'brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password was successfully changed!')).toBeInTheDocument();
    expect(sent).toEqual({ currentPassword: 'admin pass', newPassword: 'brand new secret' });
    expect(calls.filter((path) => /staff|security-events|company\/password/.test(path))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('gives the owner every section, the company password among them', async () => {
    server.use(
      ...sharedHandlers(testAccount()),
      http.get(apiUrl('company/staff'), () => HttpResponse.json({ staff: [] })),
      http.get(apiUrl('company/security-events'), () => HttpResponse.json({ events: [], nextCursor: null })),
    );
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Doctors and admins' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Security events' })).toBeInTheDocument();
    expect(screen.getByText('You stay signed in here; every other device signs in again.')).toBeInTheDocument();
  });
});
