import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ConsentBanner } from '../consent-banner';
import {
  consentStorageKey,
  getConsentState,
  openConsentSettings,
  reloadConsent,
  setConsent,
  shouldAskConsent,
} from '../consent';
import { MemoryRouter } from 'react-router-dom';

const renderBanner = (configured = true, language: 'en' | 'ru' | 'uk' = 'en') =>
  renderWithProviders(
    <MemoryRouter>
      <ConsentBanner configured={configured} />
    </MemoryRouter>,
    { language },
  );

describe('analytics consent', () => {
  beforeEach(() => act(() => reloadConsent()));

  it('asks only when analytics is configured and the visitor has not answered or wants to change', () => {
    expect(shouldAskConsent(true, { consent: null, settingsOpen: false })).toBe(true);
    expect(shouldAskConsent(false, { consent: null, settingsOpen: false })).toBe(false);
    expect(shouldAskConsent(true, { consent: 'granted', settingsOpen: false })).toBe(false);
    expect(shouldAskConsent(true, { consent: 'denied', settingsOpen: true })).toBe(true);
  });

  it('remembers Accept in local storage and hides the banner', async () => {
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(window.localStorage.getItem(consentStorageKey)).toBe('granted');
    expect(screen.queryByRole('region', { name: 'Cookies for analytics' })).not.toBeInTheDocument();
  });

  it('remembers Decline, and the footer can bring the choice back to revoke or change it', async () => {
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(window.localStorage.getItem(consentStorageKey)).toBe('denied');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => openConsentSettings());
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(getConsentState()).toEqual({ consent: 'granted', settingsOpen: false });
    act(() => openConsentSettings());
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(window.localStorage.getItem(consentStorageKey)).toBe('denied');
  });

  it('does not ask again once answered (after a reload)', async () => {
    window.localStorage.setItem(consentStorageKey, 'denied');
    act(() => reloadConsent());
    renderBanner();
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('never asks when no analytics id is configured', async () => {
    renderBanner(false);
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it.each([
    ['ru', 'Принять', 'Отклонить'],
    ['uk', 'Прийняти', 'Відхилити'],
  ] as const)('asks in %s', async (language, accept, decline) => {
    renderBanner(true, language);
    expect(await screen.findByRole('button', { name: accept })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: decline })).toBeInTheDocument();
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem(consentStorageKey, 'maybe');
    act(() => reloadConsent());
    expect(getConsentState().consent).toBeNull();
    act(() => setConsent('denied'));
    expect(getConsentState().consent).toBe('denied');
  });
});
