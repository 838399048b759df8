import { buildPath, matchPath, paths } from './routes';

describe('routes', () => {
  it.each([
    ['/', 'home'],
    ['/submit-profile/abc123', 'submitProfile'],
    ['/preview/p-7Hq2', 'preview'],
    ['/3D-clinical-model', 'clinicalModel'],
    ['/articles', 'articles'],
    ['/articles/', 'articles'],
    ['/articles/privacy-policy', 'article'],
    ['/videos', 'videos'],
    ['/sign-in', 'signIn'],
    ['/sign-up', 'signUp'],
    ['/company', 'company'],
    ['/company/settings', 'companySettings'],
    ['/company/price-list', 'companyPriceList'],
  ])('matches %s to %s', (pathname, key) => {
    expect(matchPath(pathname)).toBe(key);
  });

  it.each(['/nope', '/articles/a/b', '/company/keys', '/preview'])('matches no route for %s', (pathname) => {
    expect(matchPath(pathname)).toBeNull();
  });

  it('fills and encodes path parameters', () => {
    expect(buildPath(paths.article, { articleUrl: 'privacy policy' })).toBe('/articles/privacy%20policy');
    expect(buildPath(paths.preview, { previewLink: 'a/b' })).toBe('/preview/a%2Fb');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath(paths.submitProfile)).toThrow('Missing path parameter "token"');
  });
});
