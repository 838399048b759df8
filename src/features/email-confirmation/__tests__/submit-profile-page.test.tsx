import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { paths } from '@contract/rules/routes';
import { confirmEmailHandler, signedInHandlers, testAccount, testToken } from '@/testing/account-handlers';
import { createGate } from '@/testing/gate';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';
import { listenForEmailConfirmed } from '../confirmation-broadcast';

const linkToken = 'Y29uZmlybS10b2tlbi12YWx1ZQ';
const pagePath = `/submit-profile/${linkToken}`;
const signedIn = { preloadedState: { auth: { isLoggedIn: true, token: testToken } } };
const confirmUrl = apiUrl('auth/confirm-email');
const resendUrl = apiUrl('auth/confirmation-email');

const failWith = (status: 404 | 410, code: 'TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'TOKEN_SUPERSEDED') =>
  http.post(confirmUrl, () => problemResponse({ type: 'about:blank', title: code, status, code }));

// Whole routes render here; a busy machine needs more than the default 5 s.
jest.setTimeout(20_000);

describe('SubmitProfilePage', () => {
  beforeEach(() => server.use(...signedInHandlers(testAccount({ emailConfirmed: false }))));

  it('shows progress, sends the token once even under StrictMode, then confirms', async () => {
    const bodies: unknown[] = [];
    const gate = createGate();
    server.use(
      http.post(confirmUrl, async ({ request }) => {
        bodies.push(await request.json());
        await gate.opened;
        return HttpResponse.json({ result: 'confirmed' });
      }),
    );
    renderRoute(pagePath, { strict: true });
    expect(await screen.findByText('Confirming your e-mail…')).toBeInTheDocument();
    gate.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail is confirmed' })).toBeInTheDocument();
    expect(bodies).toEqual([{ token: linkToken }]);
    expect(screen.getByRole('link', { name: 'Sign in to the cabinet' })).toHaveAttribute(
      'href',
      `${paths.signIn}?next=%2Fcompany`,
    );
  });

  it('tells the cabinet open in other tabs that the e-mail is confirmed', async () => {
    const heard = jest.fn();
    const stop = listenForEmailConfirmed(heard);
    server.use(confirmEmailHandler('confirmed'));
    renderRoute(pagePath, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail is confirmed' })).toBeInTheDocument();
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    stop();
  });

  it('says that a newer link replaced an older one, instead of calling it an error', async () => {
    server.use(failWith(410, 'TOKEN_SUPERSEDED'));
    renderRoute(pagePath, signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A newer link replaced this one' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Open the latest e-mail from us/)).toBeInTheDocument();
    expect(screen.queryByText('Error with email submitting')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('leads a signed-in company into the cabinet', async () => {
    server.use(confirmEmailHandler('confirmed'));
    renderRoute(pagePath, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cabinet' })).toHaveAttribute('href', paths.company);
  });

  it('treats a link of a confirmed address as done', async () => {
    server.use(confirmEmailHandler('already-confirmed'));
    renderRoute(pagePath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail is already confirmed' }),
    ).toBeInTheDocument();
  });

  it('explains an expired link and, signed out, how to get a new one', async () => {
    server.use(failWith(410, 'TOKEN_EXPIRED'));
    renderRoute(pagePath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error with email submitting' })).toBeInTheDocument();
    expect(screen.getByText('This link has expired: confirmation links work for 48 hours.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `${paths.signIn}?next=%2Fcompany`,
    );
  });

  it('explains an invalid link and, signed in, sends a new one', async () => {
    let resent = 0;
    server.use(
      failWith(404, 'TOKEN_INVALID'),
      http.post(resendUrl, () => {
        resent++;
        return HttpResponse.json({ status: 'accepted' }, { status: 202 });
      }),
    );
    const { user } = renderRoute(pagePath, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error with email submitting' })).toBeInTheDocument();
    expect(screen.getByText(/This link isn't valid/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Submit email was successfully sent')).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('reports a failed resend', async () => {
    server.use(
      failWith(404, 'TOKEN_INVALID'),
      http.post(resendUrl, () =>
        problemResponse({ type: 'about:blank', title: 'Internal Server Error', status: 500, code: 'INTERNAL' }),
      ),
    );
    const { user } = renderRoute(pagePath, signedIn);
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Error with email sending')).toBeInTheDocument();
  });

  it('offers to try again after a network failure', async () => {
    let attempts = 0;
    server.use(
      http.post(confirmUrl, () => {
        attempts++;
        return attempts === 1 ? HttpResponse.error() : HttpResponse.json({ result: 'confirmed' });
      }),
    );
    const { user } = renderRoute(pagePath);
    expect(await screen.findByText(/We couldn't reach the server/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail is confirmed' })).toBeInTheDocument();
  });

  it('speaks Ukrainian', async () => {
    server.use(failWith(410, 'TOKEN_EXPIRED'));
    renderRoute(pagePath, { language: 'uk' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Помилка під час підтвердження e-mail' }),
    ).toBeInTheDocument();
  });
});
