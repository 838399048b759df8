import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { testAccount } from '@/testing/account-handlers';
import { apiUrl, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CompanyIdentity } from '../layouts/company-identity';

describe('the cabinet header’s company mark', () => {
  beforeEach(() => server.use(http.get(apiUrl('account'), () => HttpResponse.json(testAccount()))));

  it('is a building icon before a logo is uploaded', async () => {
    server.use(http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: null })));
    renderWithProviders(<CompanyIdentity />);
    expect(await screen.findByText('Smile Clinic')).toBeInTheDocument();
    expect(screen.getByTestId('ApartmentRoundedIcon')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Clinic logo' })).not.toBeInTheDocument();
  });

  it('is the uploaded logo alone, whole (contained, square-cornered, never a pill), in place of the icon', async () => {
    server.use(http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: '/api/avatars/logo.png' })));
    renderWithProviders(<CompanyIdentity />);
    const logo = await screen.findByRole('img', { name: 'Clinic logo' });
    expect(logo).toHaveAttribute('src', expect.stringContaining('/api/avatars/logo.png'));
    expect(getComputedStyle(logo).objectFit).toBe('contain');
    expect(getComputedStyle(logo).borderRadius).toBe('4px');
    expect(screen.queryByTestId('ApartmentRoundedIcon')).not.toBeInTheDocument();
  });
});
