import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { paths } from '@contract/rules/routes';
import { signedInHandlers, testAccount, testToken } from '@/testing/account-handlers';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';
import { announceEmailConfirmed } from '../confirmation-broadcast';

const signedIn = { preloadedState: { auth: { isLoggedIn: true, token: testToken } } };
const resendUrl = apiUrl('auth/confirmation-email');
const warning = 'Warning, Your email is not submitted!';

const renderCabinet = async () => {
  const result = renderRoute(paths.company, signedIn);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return result;
};

// Whole routes render here; a busy machine needs more than the default 5 s.
jest.setTimeout(20_000);

describe('EmailBanner', () => {
  it('warns while the e-mail is unconfirmed, and a resend reports success', async () => {
    let header: string | null = null;
    server.use(
      ...signedInHandlers(testAccount({ emailConfirmed: false })),
      http.post(resendUrl, ({ request }) => {
        header = request.headers.get('api-company-authorization');
        return HttpResponse.json({ status: 'accepted' }, { status: 202 });
      }),
    );
    const { user } = await renderCabinet();
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.getByText(/Confirm owner@smile\.example with the link we sent/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Submit email was successfully sent')).toBeInTheDocument();
    expect(header).toBe(testToken);
  });

  it('reports a failed resend', async () => {
    server.use(
      ...signedInHandlers(testAccount({ emailConfirmed: false })),
      http.post(resendUrl, () => HttpResponse.error()),
    );
    const { user } = await renderCabinet();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Error with email sending')).toBeInTheDocument();
  });

  it('goes away when the server says the e-mail got confirmed meanwhile', async () => {
    let confirmed = false;
    server.use(
      http.get(apiUrl('account'), () => HttpResponse.json(testAccount({ emailConfirmed: confirmed }))),
      http.post(resendUrl, () => {
        confirmed = true;
        return problemResponse({ type: 'about:blank', title: 'Conflict', status: 409, code: 'CONFLICT' });
      }),
    );
    const { user } = await renderCabinet();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Your e-mail is already confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(warning)).not.toBeInTheDocument());
  });

  it('goes away when another tab of this browser confirms the e-mail', async () => {
    let confirmed = false;
    server.use(http.get(apiUrl('account'), () => HttpResponse.json(testAccount({ emailConfirmed: confirmed }))));
    await renderCabinet();
    expect(await screen.findByText(warning)).toBeInTheDocument();
    confirmed = true;
    // What the tab of the e-mail's link does once the server confirmed.
    announceEmailConfirmed();
    await waitFor(() => expect(screen.queryByText(warning)).not.toBeInTheDocument());
  });

  it('goes away when the tab comes back into view after the e-mail was confirmed elsewhere', async () => {
    let confirmed = false;
    server.use(http.get(apiUrl('account'), () => HttpResponse.json(testAccount({ emailConfirmed: confirmed }))));
    await renderCabinet();
    expect(await screen.findByText(warning)).toBeInTheDocument();
    confirmed = true;
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(screen.queryByText(warning)).not.toBeInTheDocument());
  });

  it('is hidden once the e-mail is confirmed; the header names the company', async () => {
    server.use(...signedInHandlers(testAccount({ emailConfirmed: true })));
    await renderCabinet();
    expect((await screen.findAllByText('Smile Clinic')).length).toBeGreaterThan(0);
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });
});
