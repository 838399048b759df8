import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Account } from '@contract/api/auth';
import { signedInHandlers, testAccount } from '@/testing/account-handlers';
import { fillIn } from '@/testing/fill-in';
import { apiUrl, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { emptyProfile } from '@/testing/settings-fixtures';
import { ClosureNotice } from '../components/closure-notice';
import { ClosureSection } from '../components/closure-section';
import { SettingsPage } from '../pages/settings-page';

const scheduledFor = '2026-12-26T10:00:00.000Z';

/** The server's closure as msw keeps it: the account carries it while pending, POST and DELETE change it. */
const closureServer = (role: Account['role'] = 'owner', pending: string | null = null) => {
  const state = { pending, posted: [] as unknown[], deletes: 0 };
  server.use(
    http.get(apiUrl('account'), () =>
      HttpResponse.json({
        ...testAccount(),
        role,
        ...(state.pending ? { closure: { scheduledFor: state.pending } } : {}),
      } satisfies Account),
    ),
    http.post(apiUrl('company/closure'), async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      state.posted.push(body);
      if (state.pending) return HttpResponse.json({ code: 'CONFLICT' }, { status: 409 });
      if (body.email !== 'owner@smile.example') {
        return HttpResponse.json(
          { code: 'VALIDATION_FAILED', errors: [{ field: 'body/email', reason: 'mismatch' }] },
          { status: 400 },
        );
      }
      if (body.password !== 'right secret') {
        return HttpResponse.json(
          { code: 'VALIDATION_FAILED', errors: [{ field: 'body/password', reason: 'incorrect' }] },
          { status: 400 },
        );
      }
      state.pending = scheduledFor;
      return HttpResponse.json({ scheduledFor }, { status: 202 });
    }),
    http.delete(apiUrl('company/closure'), () => {
      state.deletes += 1;
      if (!state.pending) return HttpResponse.json({ code: 'CONFLICT' }, { status: 409 });
      state.pending = null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
};

const cabinet = (
  <>
    <ClosureNotice />
    <ClosureSection />
  </>
);

describe('closing the account', () => {
  it('shows the owner the section and hides it from an admin', async () => {
    const pageHandlers = [
      http.get(apiUrl('company/profile'), () => HttpResponse.json(emptyProfile)),
      http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: null })),
      http.get(apiUrl('company/platform'), () =>
        HttpResponse.json({ configured: true, linked: false, linkedAt: null }),
      ),
      http.get(apiUrl('company/staff'), () => HttpResponse.json({ staff: [] })),
      http.get(apiUrl('company/security-events'), () => HttpResponse.json({ events: [], nextCursor: null })),
    ];
    server.use(...signedInHandlers(testAccount()), ...pageHandlers);
    const owner = renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Close the account' })).toBeInTheDocument();
    expect(screen.getByText(/in 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/Kept: your orders and payments/)).toBeInTheDocument();
    owner.unmount();

    server.use(...signedInHandlers({ ...testAccount(), role: 'admin' }));
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Close the account' })).not.toBeInTheDocument();
  });

  it('asks for both fields, puts the server’s refusals on them, then schedules and shows the notice', async () => {
    const state = closureServer();
    const { user } = renderWithProviders(cabinet);
    await user.click(await screen.findByRole('button', { name: 'Close the account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the account?' });
    const email = within(dialog).getByLabelText(/^Company e-mail/);
    expect(email).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    expect(await within(dialog).findByText("Type the company's e-mail")).toBeInTheDocument();
    expect(within(dialog).getByText('Type the password')).toBeInTheDocument();
    expect(state.posted).toEqual([]);

    await fillIn(user, email, 'someone@else.example');
    await fillIn(user, within(dialog).getByLabelText(/^Password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    expect(await within(dialog).findByText("This is not the company's e-mail")).toBeInTheDocument();

    await user.clear(email);
    await fillIn(user, email, 'owner@smile.example');
    await user.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    expect(await within(dialog).findByText('The password is not correct')).toBeInTheDocument();
    expect(within(dialog).queryByText("This is not the company's e-mail")).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await fillIn(user, within(dialog).getByLabelText(/^Password/), 'right secret');
    await user.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    expect(await within(dialog).findByText(/The account will be deleted on Dec 26, 2026\./)).toBeInTheDocument();
    expect(state.posted.at(-1)).toEqual({ email: 'owner@smile.example', password: 'right secret' });
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toHaveFocus();

    expect(await screen.findByText('This account will be deleted on Dec 26, 2026.')).toBeInTheDocument();
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Close the account…' })).not.toBeInTheDocument();
    expect(screen.getByText(/^The account will be deleted on Dec 26, 2026\./)).toHaveFocus();
  });

  it('cancels from the notice, and the notice goes', async () => {
    const state = closureServer('owner', scheduledFor);
    const { user } = renderWithProviders(cabinet);
    expect(await screen.findByText('This account will be deleted on Dec 26, 2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the closure' }));
    expect(await screen.findByText('The closure was cancelled. Everything works again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/This account will be deleted/)).not.toBeInTheDocument());
    expect(state.deletes).toBe(1);
    expect(screen.getByRole('button', { name: 'Close the account…' })).toBeInTheDocument();
  });

  it('shows staff the notice without the cancel button', async () => {
    closureServer('admin', scheduledFor);
    renderWithProviders(<ClosureNotice />);
    expect(await screen.findByText('This account will be deleted on Dec 26, 2026.')).toBeInTheDocument();
    expect(screen.getByText("Only the account's owner can cancel the closure.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the closure' })).not.toBeInTheDocument();
  });

  it('handles a 409: scheduling when one is pending, cancelling when none is', async () => {
    const state = closureServer();
    const { user } = renderWithProviders(cabinet);
    await user.click(await screen.findByRole('button', { name: 'Close the account…' }));
    const dialog = await screen.findByRole('dialog');
    // Another tab scheduled it meanwhile.
    state.pending = scheduledFor;
    await fillIn(user, within(dialog).getByLabelText(/^Company e-mail/), 'owner@smile.example');
    await fillIn(user, within(dialog).getByLabelText(/^Password/), 'right secret');
    await user.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    expect(await within(dialog).findByText('The closure is already scheduled.')).toBeInTheDocument();
    expect(await screen.findByText('This account will be deleted on Dec 26, 2026.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Another tab cancelled it meanwhile.
    state.pending = null;
    await user.click(screen.getByRole('button', { name: 'Cancel the closure' }));
    expect(await screen.findByText('No closure is pending any more.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/This account will be deleted/)).not.toBeInTheDocument());
  });

  it('writes the date in the reader’s language', async () => {
    closureServer('owner', scheduledFor);
    renderWithProviders(<ClosureNotice />, { language: 'uk' });
    expect(await screen.findByText('Цей акаунт буде видалено 26 груд. 2026 р.')).toBeInTheDocument();
  });
});
