import { canonicalPath } from './canonical-path';

describe('canonicalPath', () => {
  it("uses the record's path for a route without parameters", () => {
    expect(canonicalPath('/videos')).toBe('/videos');
    expect(canonicalPath('/articles/')).toBe('/articles');
  });

  it("uses the page's own path for a route with parameters", () => {
    expect(canonicalPath('/articles/privacy-policy/')).toBe('/articles/privacy-policy');
    expect(canonicalPath('/preview/p-7Hq2')).toBe('/preview/p-7Hq2');
  });

  it('falls back to the home path for an unknown path', () => {
    expect(canonicalPath('/no/such/page')).toBe('/');
  });
});
