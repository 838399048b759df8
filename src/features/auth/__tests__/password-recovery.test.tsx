import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { paths } from '@contract/rules/routes';
import { fillIn } from '@/testing/fill-in';
import { createGate } from '@/testing/gate';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';

const forgotUrl = apiUrl('auth/forgot-password');
const resetUrl = apiUrl('auth/reset-password');
const resetPath = '/reset-password/Zm9yZ290LXRva2VuLXZhbHVl';

const render = async (path: string) => {
  const result = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return result;
};

describe('ForgotPasswordPage', () => {
  it('asks for a valid e-mail', async () => {
    const { user } = await render(paths.forgotPassword);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required field')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('E-mail'), 'owner at smile.example');
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
  });

  it('disables the submit while sending, then says only that a link is sent if the account exists', async () => {
    let body: unknown;
    const gate = createGate();
    server.use(
      http.post(forgotUrl, async ({ request }) => {
        body = await request.json();
        await gate.opened;
        return HttpResponse.json({ status: 'accepted' }, { status: 202 });
      }),
    );
    const { user } = await render(paths.forgotPassword);
    await fillIn(user, screen.getByLabelText('E-mail'), ' someone@clinic.example ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    gate.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'If an account is registered with someone@clinic.example, we have sent it a link to set a new password.',
      ),
    ).toBeInTheDocument();
    expect(body).toEqual({ email: 'someone@clinic.example', language: 'en' });

    await user.click(screen.getByRole('button', { name: 'Use another e-mail' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('says how long to wait after too many requests', async () => {
    server.use(
      http.post(forgotUrl, () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Too Many Requests', status: 429, code: 'RATE_LIMITED' },
          { status: 429, headers: { 'content-type': 'application/problem+json', 'retry-after': '1800' } },
        ),
      ),
    );
    const { user } = await render(paths.forgotPassword);
    await fillIn(user, screen.getByLabelText('E-mail'), 'someone@clinic.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many attempts. Try again in 30 min.')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('asks for the new password twice, at least 6 symbols, matching', async () => {
    const { user } = await render(resetPath);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password is required field')).toBeInTheDocument();
    expect(screen.getByText('Password repeat is required field')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('New password'), 'short');
    await fillIn(user, screen.getByLabelText('Repeat password'), 'shorter');
    expect(await screen.findByText('Password must be at least 6 symbols')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('sends the token with the new password and then offers to sign in', async () => {
    let body: unknown;
    const gate = createGate();
    server.use(
      http.post(resetUrl, async ({ request }) => {
        body = await request.json();
        await gate.opened;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await render(resetPath);
    await fillIn(user, screen.getByLabelText('New password'), 'new-secret');
    await fillIn(user, screen.getByLabelText('Repeat password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeDisabled();
    gate.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your password is changed' })).toBeInTheDocument();
    expect(body).toEqual({ token: 'Zm9yZ290LXRva2VuLXZhbHVl', password: 'new-secret' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.signIn);
  });

  it.each([
    [410, 'TOKEN_EXPIRED', 'The link has expired: reset links work for one hour.'],
    [404, 'TOKEN_INVALID', 'The link is not valid: it has already been used'],
  ] as const)('explains a %s %s link and offers a new one', async (status, code, text) => {
    server.use(http.post(resetUrl, () => problemResponse({ type: 'about:blank', title: code, status, code })));
    const { user } = await render(resetPath);
    await fillIn(user, screen.getByLabelText('New password'), 'new-secret');
    await fillIn(user, screen.getByLabelText('Repeat password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: "This reset link doesn't work" })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', paths.forgotPassword);
  });

  it('explains a network failure and keeps the form', async () => {
    server.use(http.post(resetUrl, () => HttpResponse.error()));
    const { user } = await render(resetPath);
    await fillIn(user, screen.getByLabelText('New password'), 'new-secret');
    await fillIn(user, screen.getByLabelText('Repeat password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText("We couldn't reach the server. Check your internet connection and try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeEnabled();
  });
});
