import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { authorizationKey } from '@contract/rules/auth';
import { paths } from '@contract/rules/routes';
import { testAccount, testToken } from '@/testing/account-handlers';
import { pageReload } from '@/session/page-reload';
import { apiUrl, server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';

const signedIn = { preloadedState: { auth: { isLoggedIn: true, token: testToken } } };

// Whole routes render here; a busy machine needs more than the default 5 s.
jest.setTimeout(20_000);

describe('sign-out from the cabinet header', () => {
  beforeEach(() => server.use(http.get(apiUrl('account'), () => HttpResponse.json(testAccount()))));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['revokes the session on the server, then ends it here', 204],
    ['ends the session here even when the server fails', 500],
  ] as const)('%s', async (_name, status) => {
    const sent: (string | null)[] = [];
    server.use(
      http.post(apiUrl('auth/sign-out'), ({ request }) => {
        sent.push(request.headers.get(authorizationKey));
        return new HttpResponse(null, { status });
      }),
    );
    window.localStorage.setItem(authorizationKey, testToken);
    const { user, router, store } = renderRoute(paths.company, signedIn);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const [signOut] = screen.getAllByRole('button', { name: 'Sign out' });
    await user.click(signOut!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(sent).toEqual([testToken]);
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(authorizationKey)).toBeNull();
  });

  it('says why on the sign-in page when the server ended the session, and only once', async () => {
    jest.spyOn(pageReload, 'reload').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(apiUrl('account'), () => new HttpResponse(null, { status: 401 })));
    window.localStorage.setItem(authorizationKey, testToken);
    const { unmount } = renderRoute(paths.company, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByText(/You were signed out: your session ended/)).toBeInTheDocument();
    unmount();
    renderRoute(paths.signIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/You were signed out/)).not.toBeInTheDocument();
  });
});
