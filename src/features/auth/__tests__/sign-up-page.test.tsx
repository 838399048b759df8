import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { authorizationKey } from '@contract/rules/auth';
import { paths } from '@contract/rules/routes';
import { sessionResponse, signedInHandlers, testAccount, testToken } from '@/testing/account-handlers';
import { fillIn } from '@/testing/fill-in';
import { createGate } from '@/testing/gate';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';

const signUpUrl = apiUrl('auth/sign-up');

type User = ReturnType<typeof renderRoute>['user'];

const fill = async (user: User, values: Partial<Record<string, string>>) => {
  for (const [label, value] of Object.entries(values))
    if (value) await fillIn(user, screen.getByLabelText(label), value);
};

const complete = {
  'Company name': 'Smile Clinic',
  'E-mail': 'owner@smile.example',
  Password: 'secret-pass',
  'Repeat password': 'secret-pass',
};

const renderSignUp = async (language?: 'uk' | 'ru') => {
  const result = renderRoute(paths.signUp, language ? { language } : {});
  await screen.findByRole('heading', { level: 1 });
  return result;
};

const submit = (user: User, name = 'Create account') => user.click(screen.getByRole('button', { name }));

describe('SignUpPage', () => {
  beforeEach(() => server.use(...signedInHandlers(testAccount({ emailConfirmed: false }))));

  it('asks for every field without calling the server', async () => {
    let calls = 0;
    server.use(http.post(signUpUrl, () => void calls++));
    const { user } = await renderSignUp();
    await submit(user);
    expect(await screen.findByText('Company name is required field')).toBeInTheDocument();
    expect(screen.getByText('Email is required field')).toBeInTheDocument();
    expect(screen.getByText('Password is required field')).toBeInTheDocument();
    expect(screen.getByText('Password repeat is required field')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('checks the address, the length and that both passwords match', async () => {
    const { user } = await renderSignUp();
    await fill(user, { 'Company name': '   ', 'E-mail': 'owner@smile', Password: 'abc', 'Repeat password': 'abd' });
    await submit(user);
    expect(await screen.findByText('Company name is required field')).toBeInTheDocument();
    expect(screen.getByText('Email must be valid')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 symbols')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('disables the submit while sending, sends the interface language, then opens the cabinet', async () => {
    let body: unknown;
    const gate = createGate();
    server.use(
      http.post(signUpUrl, async ({ request }) => {
        body = await request.json();
        await gate.opened;
        return HttpResponse.json(sessionResponse(testAccount({ emailConfirmed: false, language: 'uk' })), {
          status: 201,
        });
      }),
    );
    const { user, router, store } = await renderSignUp('uk');
    await fill(user, {
      'Назва компанії': ' Smile Clinic ',
      'E-mail': 'owner@smile.example',
      Пароль: 'secret-pass',
      'Повторіть пароль': 'secret-pass',
    });
    await submit(user, 'Зареєструватися');
    expect(screen.getByRole('button', { name: 'Зареєструватися' })).toBeDisabled();
    gate.open();
    expect(await screen.findByText('Увага, ваш e-mail не підтверджено!')).toBeInTheDocument();
    expect(body).toEqual({
      companyName: 'Smile Clinic',
      email: 'owner@smile.example',
      password: 'secret-pass',
      language: 'uk',
    });
    expect(router.state.location.pathname).toBe(paths.company);
    expect(store.getState().auth.token).toBe(testToken);
    expect(window.localStorage.getItem(authorizationKey)).toBe(testToken);
  });

  it('shows a taken e-mail on the e-mail field', async () => {
    server.use(
      http.post(signUpUrl, () =>
        problemResponse({
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          code: 'EMAIL_TAKEN',
          errors: [{ field: 'body/email', reason: 'taken' }],
        }),
      ),
    );
    const { user, store } = await renderSignUp();
    await fill(user, complete);
    await submit(user);
    const message = await screen.findByText(
      'An account with this e-mail already exists. Sign in or use another e-mail.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(message.textContent!);
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(screen.queryByText("Can't create company profile!")).not.toBeInTheDocument();
  });

  it('maps a field the server rejected back onto the form', async () => {
    server.use(
      http.post(signUpUrl, () =>
        problemResponse({
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'body/email', reason: 'pattern' }],
        }),
      ),
    );
    const { user } = await renderSignUp();
    await fill(user, complete);
    await submit(user);
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
  });

  it('says "Can\'t create company profile!" when the server fails', async () => {
    server.use(
      http.post(signUpUrl, () =>
        problemResponse({ type: 'about:blank', title: 'Internal Server Error', status: 500, code: 'INTERNAL' }),
      ),
    );
    const { user } = await renderSignUp();
    await fill(user, complete);
    await submit(user);
    expect(await screen.findByText("Can't create company profile!")).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
  });

  it('says "Can\'t create company profile!" and why when the network fails', async () => {
    server.use(http.post(signUpUrl, () => HttpResponse.error()));
    const { user } = await renderSignUp();
    await fill(user, complete);
    await submit(user);
    expect(await screen.findByText("Can't create company profile!")).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't reach the server. Check your internet connection and try again."),
    ).toBeInTheDocument();
  });

  it('says "Can\'t login to created company!" when the new session cannot load the account', async () => {
    server.use(
      http.post(signUpUrl, () => HttpResponse.json(sessionResponse(), { status: 201 })),
      http.get(apiUrl('account'), () =>
        problemResponse({
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
        }),
      ),
    );
    const { user, store } = await renderSignUp();
    await fill(user, complete);
    await submit(user);
    const notice = await screen.findByText("Can't login to created company!");
    expect(within(notice.closest('.MuiAlert-root')!).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBe(testToken);
  });

  it('speaks Russian', async () => {
    const { user } = await renderSignUp('ru');
    await fill(user, { Пароль: 'secret-pass', 'Повторите пароль': 'other-pass' });
    await submit(user, 'Создать аккаунт');
    expect(await screen.findByText('Укажите название компании')).toBeInTheDocument();
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
  });
});
