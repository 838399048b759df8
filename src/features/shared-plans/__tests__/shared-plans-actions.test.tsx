import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CardExpiryBody } from '@contract/api/cards';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { sharedCard } from '@/testing/shared-plans-fixtures';
import { dateInputValue, dateOf, renderSection, row, sentRecord, useCards } from '@/testing/shared-plans-section';

jest.setTimeout(20_000);

describe('revoking a link', () => {
  it('asks first; cancel sends nothing, confirm revokes and the row says so', async () => {
    let revokes = 0;
    useCards([sharedCard(1, { patientName: 'Olena Kovalenko' })]);
    server.use(
      http.post(apiUrl('company/cards/:id/revoke'), ({ params }) => {
        revokes += 1;
        expect(params.id).toBe(sharedCard(1).id);
        return HttpResponse.json(
          sharedCard(1, {
            patientName: 'Olena Kovalenko',
            state: 'revoked',
            revokedAt: '2026-03-12T09:00:00.000Z',
            previewUrl: null,
          }),
        );
      }),
    );
    const { user } = renderSection();
    const revokeButton = within(await row('Olena Kovalenko')).getByRole('button', {
      name: 'Revoke the link of Olena Kovalenko',
    });
    await user.click(revokeButton);
    const dialog = screen.getByRole('dialog', { name: 'Revoke this link?' });
    expect(dialog).toHaveTextContent('cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revokes).toBe(0);

    await user.click(revokeButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The link is revoked.')).toBeInTheDocument();
    const olena = await row('Olena Kovalenko');
    expect(within(olena).getByText('Revoked')).toBeInTheDocument();
    expect(within(olena).queryByRole('link')).not.toBeInTheDocument();
    expect(within(olena).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(revokes).toBe(1);
  });
});

describe('changing the expiry', () => {
  const openDialog = async () => {
    const rendered = renderSection();
    await rendered.user.click(
      within(await row('Patient 1')).getByRole('button', { name: "Change the expiry of Patient 1's link" }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change expiry' });
    return { ...rendered, dialog, field: within(dialog).getByLabelText(/Link works until/) };
  };

  it('refuses a past day and a day beyond 730 days without asking the server', async () => {
    let puts = 0;
    useCards([sharedCard(1)]);
    server.use(
      http.put(apiUrl('company/cards/:id/expiry'), () => {
        puts += 1;
        return HttpResponse.json(sharedCard(1));
      }),
    );
    const { user, dialog, field } = await openDialog();
    expect(field).toHaveAttribute('type', 'date');
    fireEvent.change(field, { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a date from tomorrow on.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: '2099-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/at most 730 days/)).toBeInTheDocument();
    expect(puts).toBe(0);
  });

  it('sends the end of the chosen day and shows the new expiry', async () => {
    const bodies: CardExpiryBody[] = [];
    useCards([sharedCard(1)]);
    server.use(
      http.put(apiUrl('company/cards/:id/expiry'), async ({ request }) => {
        const body = (await request.json()) as CardExpiryBody;
        bodies.push(body);
        return HttpResponse.json(sharedCard(1, { expiresAt: body.expiresAt }));
      }),
    );
    const { user, dialog, field } = await openDialog();
    const inTenDays = new Date(Date.now() + 10 * 86_400_000);
    fireEvent.change(field, { target: { value: dateInputValue(inTenDays) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The new expiry is saved.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const sent = new Date(bodies[0]!.expiresAt);
    expect([sent.getFullYear(), sent.getMonth(), sent.getDate(), sent.getHours()]).toEqual([
      inTenDays.getFullYear(),
      inTenDays.getMonth(),
      inTenDays.getDate(),
      23,
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await row('Patient 1')).getByText(`Expires ${dateOf(bodies[0]!.expiresAt)}`)).toBeInTheDocument();
  });

  it("shows the server's field error and a revoked card's refusal", async () => {
    let answer: 'maximum' | 'revoked' = 'maximum';
    useCards([sharedCard(1)]);
    server.use(
      http.put(apiUrl('company/cards/:id/expiry'), () =>
        answer === 'maximum'
          ? problemResponse({
              type: 'about:blank',
              title: 'Validation failed',
              status: 400,
              code: 'VALIDATION_FAILED',
              errors: [{ field: 'body/expiresAt', reason: 'maximum' }],
            })
          : problemResponse({ type: 'about:blank', title: 'Revoked', status: 409, code: 'CARD_REVOKED' }),
      ),
    );
    const { user, dialog, field } = await openDialog();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    fireEvent.change(field, { target: { value: dateInputValue(tomorrow) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/at most 730 days/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    answer = 'revoked';
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/This link is revoked/)).toBeInTheDocument();
  });
});

describe('creating a patient record', () => {
  it('is offered only while the platform is linked', async () => {
    useCards([sharedCard(1)], false);
    renderSection();
    expect(await row('Patient 1')).toBeInTheDocument();
    // Give the platform status time to arrive before asserting the button stays away.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByRole('button', { name: /patient record/ })).not.toBeInTheDocument();
  });

  it('sends the card, shows "Sending…", then the date it was sent', async () => {
    let release: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (release = resolve));
    useCards([sharedCard(1)], true);
    server.use(
      http.post(apiUrl('company/cards/:id/patient-record'), async () => {
        await waiting;
        return HttpResponse.json(sentRecord);
      }),
    );
    const { user } = renderSection();
    await user.click(
      await within(await row('Patient 1')).findByRole('button', { name: 'Create a patient record for Patient 1' }),
    );
    expect(await within(await row('Patient 1')).findByText('Sending…')).toBeInTheDocument();
    release();
    expect(
      await within(await row('Patient 1')).findByText(
        `Sent to the patient platform on ${dateOf('2026-03-12T09:00:00.000Z')}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /patient record/ })).not.toBeInTheDocument();
  });

  it.each([
    [503, 'PLATFORM_UNAVAILABLE', /the patient platform didn't answer/],
    [502, 'PLATFORM_TOKEN_REJECTED', /no longer accepts your API token/],
    [502, 'PLATFORM_REJECTED', /the platform refused this plan/],
  ] as const)('shows a %i %s with its reason and retries', async (status, code, reason) => {
    let attempts = 0;
    useCards([sharedCard(1)], true);
    server.use(
      http.post(apiUrl('company/cards/:id/patient-record'), () => {
        attempts += 1;
        return attempts === 1
          ? problemResponse({ type: 'about:blank', title: 'Failed', status, code })
          : HttpResponse.json(sentRecord);
      }),
    );
    const { user } = renderSection();
    await user.click(
      await within(await row('Patient 1')).findByRole('button', { name: 'Create a patient record for Patient 1' }),
    );
    expect(await within(await row('Patient 1')).findByText(reason)).toBeInTheDocument();
    await user.click(
      within(await row('Patient 1')).getByRole('button', {
        name: 'Try again to create a patient record for Patient 1',
      }),
    );
    expect(await within(await row('Patient 1')).findByText(/^Sent to the patient platform on/)).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows a failure recorded earlier, from the list', async () => {
    useCards(
      [
        sharedCard(1, {
          patientRecord: {
            state: 'failed',
            recordId: null,
            sentAt: null,
            lastAttemptAt: '2026-03-11T09:00:00.000Z',
            lastError: 'token-rejected',
          },
        }),
      ],
      true,
    );
    renderSection();
    expect(await within(await row('Patient 1')).findByText(/no longer accepts your API token/)).toBeInTheDocument();
    expect(
      await within(await row('Patient 1')).findByRole('button', {
        name: 'Try again to create a patient record for Patient 1',
      }),
    ).toBeInTheDocument();
  });
});
