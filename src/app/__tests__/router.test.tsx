import { act, screen } from '@testing-library/react';
import { type RouteObject } from 'react-router-dom';
import { authorizationKey } from '@contract/rules/auth';
import { paths } from '@contract/rules/routes';
import { signIn } from '@/features/auth/auth-slice';
import { confirmEmailHandler, signedInHandlers } from '@/testing/account-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';
import { routes } from '../router';

const routedPaths = (table: RouteObject[]): string[] =>
  table.flatMap((route) => [...(route.path ? [route.path] : []), ...routedPaths(route.children ?? [])]);

const token = 'k3Jm9Qx2Vb7Lr5Tz8Wc1Yd4Nf6Hg0Sa';
const signedIn = { preloadedState: { auth: { isLoggedIn: true, token } } };

// The landing is a large lazy page; under a full parallel run its first render can take a few seconds.
const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('router', () => {
  beforeEach(() => server.use(...signedInHandlers(), confirmEmailHandler()));

  it("routes every path of the contract's table, and everything else", () => {
    expect(routedPaths(routes).sort()).toEqual([...Object.values(paths), '*'].sort());
  });

  it.each([
    ['/', 'Treatment plans your patients understand and accept'],
    ['/submit-profile/f3a9c1', 'E-mail confirmation'],
    ['/preview/p-7Hq2', 'Card not found!'],
    [paths.clinicalModel, '3D clinical model'],
    [paths.articles, 'Articles'],
    ['/articles/privacy-policy', 'Title of privacy-policy'],
    [paths.videos, 'Videos'],
    [paths.signIn, 'Sign in'],
    [paths.signUp, 'Create a clinic account'],
    [paths.forgotPassword, 'Forgot your password?'],
    ['/reset-password/r3S3tT0k3n-abc', 'Set a new password'],
  ])('renders %s with its lazy page', async (path, heading) => {
    const { router } = renderRoute(path);
    expect(await findHeading(heading)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    [paths.company, 'Dashboard'],
    [paths.companySettings, 'Settings'],
    [paths.companyPriceList, 'Price list'],
  ])('renders %s in the company area for a signed-in company', async (path, heading) => {
    const { router } = renderRoute(path, signedIn);
    expect(await findHeading(heading)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getAllByRole('navigation', { name: 'Cabinet navigation' }).length).toBeGreaterThan(0);
  });

  it('says an unknown path is not found, where it is, with a link home', async () => {
    const { router } = renderRoute('/no/such/page?x=1');
    expect(await findHeading('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(router.state.historyAction).toBe('POP');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-out visitor from the company area to sign-in and back after signing in', async () => {
    const { router, store } = renderRoute('/company/settings?tab=staff');
    expect(await findHeading('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/company/settings?tab=staff');

    act(() => {
      store.dispatch(signIn(token));
    });

    expect(await findHeading('Settings')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.companySettings);
    expect(router.state.location.search).toBe('?tab=staff');
  });

  it('keeps the remembered destination when the visitor switches to sign-up', async () => {
    const { user, router } = renderRoute('/company/price-list');
    await findHeading('Sign in');
    await user.click(screen.getByRole('link', { name: 'Create a clinic account' }));
    expect(await findHeading('Create a clinic account')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/company/price-list');
  });

  it('sends a signed-in company from sign-in to the cabinet', async () => {
    const { router } = renderRoute(paths.signIn, signedIn);
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.company);
  });

  it('ignores a remembered destination outside the site', async () => {
    const { router } = renderRoute('/sign-in?next=//evil.example/steal', signedIn);
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.company);
  });

  it('signs out from the cabinet: the session ends and sign-in opens', async () => {
    window.localStorage.setItem(authorizationKey, token);
    const { router, store, user } = renderRoute(paths.company, signedIn);
    await findHeading('Dashboard');
    // The phone and the wider layouts each have a sign-out control; jsdom applies no media queries.
    const [signOut] = screen.getAllByRole('button', { name: 'Sign out' });
    await user.click(signOut!);
    expect(await findHeading('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(authorizationKey)).toBeNull();
  });

  it('shows the cabinet link instead of sign-in and sign-up to a signed-in visitor', async () => {
    renderRoute(paths.videos, signedIn);
    await findHeading('Videos');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
