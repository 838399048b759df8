import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { authorizationKey } from '@contract/rules/auth';
import { paths } from '@contract/rules/routes';
import { sessionResponse, signedInHandlers, testAccount, testToken } from '@/testing/account-handlers';
import { fillIn, replaceText } from '@/testing/fill-in';
import { createGate } from '@/testing/gate';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';

const signInUrl = apiUrl('auth/sign-in');

const fillAndSubmit = async (user: ReturnType<typeof renderRoute>['user'], login: string, password: string) => {
  if (login) await fillIn(user, screen.getByLabelText('E-mail or login'), login);
  if (password) await fillIn(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

const renderSignIn = async (path: string = paths.signIn, language?: 'ru') => {
  const result = renderRoute(path, language ? { language } : {});
  await screen.findByRole('heading', { level: 1 });
  return result;
};

describe('SignInPage', () => {
  beforeEach(() => server.use(...signedInHandlers()));

  it('asks for the e-mail and the password without calling the server', async () => {
    let calls = 0;
    server.use(http.post(signInUrl, () => void calls++));
    const { user } = await renderSignIn();
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('Email is required field')).toBeInTheDocument();
    expect(screen.getByText('Password is required field')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('checks an address only when it looks like one, so a staff login passes', async () => {
    const { user } = await renderSignIn();
    const login = screen.getByLabelText('E-mail or login');
    await fillIn(user, login, 'clinic@example');
    await user.tab();
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    await replaceText(user, login, 'doctor.anna');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Email must be valid')).not.toBeInTheDocument());
    await fillIn(user, screen.getByLabelText('Password'), 'abc');
    await user.tab();
    expect(await screen.findByText('Password must be at least 6 symbols')).toBeInTheDocument();
  });

  it('disables the submit while signing in, then stores the session and returns where the visitor was going', async () => {
    let body: unknown;
    const gate = createGate();
    server.use(
      http.post(signInUrl, async ({ request }) => {
        body = await request.json();
        await gate.opened;
        return HttpResponse.json(sessionResponse());
      }),
    );
    const { user, router, store } = await renderSignIn('/sign-in?next=%2Fcompany%2Fsettings');
    await fillAndSubmit(user, '  Owner@Smile.example ', 'correct-horse');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    gate.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(body).toEqual({ login: 'Owner@Smile.example', password: 'correct-horse' });
    expect(router.state.location.pathname).toBe(paths.companySettings);
    expect(store.getState().auth).toEqual({ isLoggedIn: true, token: testToken });
    expect(window.localStorage.getItem(authorizationKey)).toBe(testToken);
    expect(await screen.findAllByText(testAccount().company.name)).not.toHaveLength(0);
  });

  it('opens the cabinet when no destination was remembered', async () => {
    server.use(http.post(signInUrl, () => HttpResponse.json(sessionResponse())));
    const { user, router } = await renderSignIn();
    await fillAndSubmit(user, 'owner@smile.example', 'correct-horse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.company);
  });

  it('says "Can\'t login!" once, in the form, with why', async () => {
    server.use(
      http.post(signInUrl, () =>
        problemResponse({ type: 'about:blank', title: 'Unauthorized', status: 401, code: 'INVALID_CREDENTIALS' }),
      ),
    );
    const { user, store } = await renderSignIn();
    await fillAndSubmit(user, 'owner@smile.example', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Can't login!");
    expect(alert).toHaveTextContent('The e-mail, login or password is wrong. Check them and try again.');
    expect(screen.getAllByText("Can't login!")).toHaveLength(1);
    expect(store.getState().snackbar.isShow).toBe(false);
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('tells a doctor to use the desktop application', async () => {
    server.use(
      http.post(signInUrl, () =>
        problemResponse({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'DOCTOR_WEB_SIGN_IN' }),
      ),
    );
    const { user } = await renderSignIn();
    await fillAndSubmit(user, 'doctor.anna', 'secret-pass');
    expect(await screen.findByText(/Doctors sign in to the desktop application/)).toBeInTheDocument();
  });

  it('says how long to wait after too many attempts', async () => {
    server.use(
      http.post(signInUrl, () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Too Many Requests', status: 429, code: 'RATE_LIMITED' },
          { status: 429, headers: { 'content-type': 'application/problem+json', 'retry-after': '95' } },
        ),
      ),
    );
    const { user } = await renderSignIn();
    await fillAndSubmit(user, 'owner@smile.example', 'secret-pass');
    expect(await screen.findByText('Too many attempts. Try again in 2 min.')).toBeInTheDocument();
    expect(screen.getByText("Can't login!")).toBeInTheDocument();
  });

  it('explains a network failure', async () => {
    server.use(http.post(signInUrl, () => HttpResponse.error()));
    const { user } = await renderSignIn();
    await fillAndSubmit(user, 'owner@smile.example', 'secret-pass');
    expect(
      await screen.findByText("We couldn't reach the server. Check your internet connection and try again."),
    ).toBeInTheDocument();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const { user } = await renderSignIn();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to password recovery and to sign-up', async () => {
    await renderSignIn();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', paths.forgotPassword);
    expect(screen.getByRole('link', { name: 'Create a clinic account' })).toHaveAttribute('href', paths.signUp);
  });

  it('speaks Russian', async () => {
    server.use(
      http.post(signInUrl, () =>
        problemResponse({ type: 'about:blank', title: 'Unauthorized', status: 401, code: 'INVALID_CREDENTIALS' }),
      ),
    );
    const { user } = await renderSignIn(paths.signIn, 'ru');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Укажите e-mail')).toBeInTheDocument();
    expect(screen.getByText('Укажите пароль')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('E-mail или логин'), 'owner@smile.example');
    await fillIn(user, screen.getByLabelText('Пароль'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Не удалось войти!')).toBeInTheDocument();
  });
});
