import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { fileVideo, landingContent } from '@/testing/content-fixtures';
import { apiUrl, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import LandingExtras from '../components/landing-extras';

const landingExtras = (
  <MemoryRouter>
    <LandingExtras />
  </MemoryRouter>
);

const clinicsHeading = { level: 2, name: 'Clinics that work with Dentiqo 3D' } as const;

describe('LandingExtras', () => {
  it('plays our own video review with English captions on, and leaves out the clinics while none are listed', async () => {
    const { container } = renderWithProviders(landingExtras);
    expect(await screen.findByRole('heading', { level: 2, name: 'Questions and answers' })).toBeInTheDocument();
    // The FAQ's heading may render before the landing content arrives; the video waits for it (a <video> has no role).
    const video = await waitFor(() => {
      const element = container.querySelector('video');
      expect(element).not.toBeNull();
      return element;
    });
    expect(video).toHaveAttribute('poster', fileVideo.poster);
    expect(video?.querySelector('track[default]')).toHaveAttribute('srclang', 'en');
    expect(screen.queryByRole('heading', clinicsHeading)).not.toBeInTheDocument();
  });

  it('shows the clinics an operator lists, with their cities in the page language', async () => {
    server.use(
      http.get(apiUrl('content/landing'), () =>
        HttpResponse.json({
          ...landingContent,
          clinics: [
            { name: 'Example Dental Studio', city: 'Київ' },
            { name: 'Sample Smiles', city: 'Львів' },
          ],
        }),
      ),
    );
    const { container } = renderWithProviders(landingExtras, { language: 'uk' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Клініки, що працюють з Dentiqo 3D' });
    const items = within(heading.closest('section')!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Example Dental StudioКиїв', 'Sample SmilesЛьвів']);
    expect(container.querySelector('video track[default]')).toHaveAttribute('srclang', 'uk');
  });
});
