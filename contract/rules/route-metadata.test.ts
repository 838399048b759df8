import { defaultRobots, homeMetadata, pageTitle, routeMetadataFor } from './route-metadata';

describe('route metadata', () => {
  it('gives each route its record', () => {
    expect(routeMetadataFor('/videos')).toMatchObject({ key: 'videos', path: '/videos' });
    expect(routeMetadataFor('/articles/privacy-policy')).toMatchObject({ key: 'articles' });
    expect(routeMetadataFor('/3D-clinical-model')).toMatchObject({ key: 'clinicalModel' });
  });

  it('falls back to the home record for an unknown route', () => {
    expect(routeMetadataFor('/no/such/page')).toBe(homeMetadata);
  });

  it('keeps private pages out of search engines and indexes the rest by default', () => {
    expect(routeMetadataFor('/preview/p-1').robots).toBe('noindex, nofollow');
    expect(routeMetadataFor('/company/settings').robots).toBe('noindex, nofollow');
    expect(routeMetadataFor('/').robots).toBeUndefined();
    expect(defaultRobots).toBe('index, follow');
  });

  it('titles a page with the product name first', () => {
    expect(pageTitle('Dentiqo 3D', 'Videos')).toBe('Dentiqo 3D | Videos');
    expect(pageTitle('Dentiqo 3D', '')).toBe('Dentiqo 3D');
  });
});
