import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SecurityEvent, SecurityEventPage } from '@contract/api/security-events';
import { formatDateTime } from '@/components/intl-format';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SecurityEventsSection } from '../components/security-events-section';

const event = (overrides: Partial<SecurityEvent>): SecurityEvent => ({
  id: '01jbz0000000000000000000a0',
  at: '2026-11-20T08:15:00.000Z',
  type: 'sign-in-succeeded',
  actor: { kind: 'owner', label: '' },
  ip: '203.0.113.7',
  details: {},
  ...overrides,
});

const firstPage: SecurityEventPage = {
  events: [
    event({
      id: '01jbz0000000000000000000a2',
      at: '2026-11-21T10:30:00.000Z',
      type: 'staff-added',
      details: { login: 'dr.smile', role: 'doctor' },
    }),
    event({ id: '01jbz0000000000000000000a1', type: 'sign-in-failed', actor: { kind: 'staff', label: 'adm.olha' } }),
  ],
  nextCursor: '2026-11-20T08:15:00.000Z_01jbz0000000000000000000a1',
};
const secondPage: SecurityEventPage = {
  events: [event({ id: '01jbz0000000000000000000a0', at: '2026-11-19T07:00:00.000Z', type: 'password-changed' })],
  nextCursor: null,
};

const items = () => within(screen.getByRole('list', { name: 'Security events' })).getAllByRole('listitem');

describe('security events section', () => {
  it('lists events with time, who and IP, and shows more on demand by keyboard', async () => {
    const befores: (string | null)[] = [];
    server.use(
      http.get(apiUrl('company/security-events'), ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        befores.push(before);
        return HttpResponse.json(before === null ? firstPage : secondPage);
      }),
    );
    const { user } = renderWithProviders(<SecurityEventsSection />);
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Security events' });
    expect(items().map((item) => item.textContent)).toEqual([
      `Staff member added: dr.smile${formatDateTime('2026-11-21T10:30:00.000Z', 'en')} · Owner · IP\u00a0203.0.113.7`,
      `Failed sign-in${formatDateTime('2026-11-20T08:15:00.000Z', 'en')} · adm.olha · IP\u00a0203.0.113.7`,
    ]);
    expect(within(items()[0]!).getByText(/2026/).closest('time')).toHaveAttribute(
      'datetime',
      '2026-11-21T10:30:00.000Z',
    );

    const more = screen.getByRole('button', { name: 'Show more' });
    act(() => more.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[2]).toHaveTextContent('Password changed');
    expect(befores).toEqual([null, firstPage.nextCursor]);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('names events and dates in the language of the user', async () => {
    server.use(http.get(apiUrl('company/security-events'), () => HttpResponse.json(secondPage)));
    renderWithProviders(<SecurityEventsSection />, { language: 'uk' });
    expect(await screen.findByRole('heading', { name: 'Події безпеки' })).toBeInTheDocument();
    const [item] = within(await screen.findByRole('list', { name: 'Події безпеки' })).getAllByRole('listitem');
    expect(item).toHaveTextContent(`Пароль змінено${formatDateTime('2026-11-19T07:00:00.000Z', 'uk')} · Власник`);
  });

  it('says when there are no events yet', async () => {
    server.use(http.get(apiUrl('company/security-events'), () => HttpResponse.json({ events: [], nextCursor: null })));
    renderWithProviders(<SecurityEventsSection />);
    expect(await screen.findByText('No security events yet.')).toBeInTheDocument();
  });

  it('says when loading failed and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('company/security-events'), () => {
        calls += 1;
        if (calls === 1) return problemResponse({ type: 'about:blank', title: 'Oops', status: 500, code: 'INTERNAL' });
        return HttpResponse.json(secondPage);
      }),
    );
    const { user } = renderWithProviders(<SecurityEventsSection />);
    expect(await screen.findByText("We couldn't load this. Please try again.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('is hidden from admins (the server answers 403)', async () => {
    server.use(
      http.get(apiUrl('company/security-events'), () =>
        problemResponse({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'FORBIDDEN' }),
      ),
    );
    const { container } = renderWithProviders(<SecurityEventsSection />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
