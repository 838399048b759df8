import { defaultRobots, notFoundMetadata, pageTitle, routeMetadataFor } from './route-metadata';

describe('route metadata', () => {
  it('gives each route its record', () => {
    expect(routeMetadataFor('/videos')).toMatchObject({ key: 'videos', path: '/videos' });
    expect(routeMetadataFor('/articles/privacy-policy')).toMatchObject({ key: 'articles' });
    expect(routeMetadataFor('/3D-clinical-model')).toMatchObject({ key: 'clinicalModel' });
  });

  it('gives an unknown route the not-found record, kept out of search engines', () => {
    expect(routeMetadataFor('/no/such/page')).toBe(notFoundMetadata);
    expect(notFoundMetadata).toMatchObject({ key: 'notFound', robots: 'noindex, follow' });
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
