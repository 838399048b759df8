import { act, screen, waitFor, within } from '@testing-library/react';
import type { PatientDecisionState } from '@contract/api/card-decisions';
import type { PublicCard } from '@contract/api/cards';
import { type Failure, decisionStore } from '@/testing/decision-fixtures';
import { fillIn } from '@/testing/fill-in';
import { server } from '@/testing/msw-server';
import { optionsCard, previewCardHandler, previewLink, publicCard } from '@/testing/preview-fixtures';
import { renderRoute } from '@/testing/render-route';

jest.setTimeout(30_000);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const consentLine =
  'I have read this treatment plan and accept the option I chose. I understand that my doctor confirms the final plan and price at the clinic.';

const openCard = (card: PublicCard = optionsCard(), failures: Failure[] = [], state?: PatientDecisionState) => {
  const store = decisionStore(state, failures);
  server.use(previewCardHandler(card), ...store.handlers);
  return { ...renderRoute(`/preview/${previewLink}`), requests: store.requests };
};
const decisionRegion = () => screen.findByRole('region', { name: 'Your decision' }, { timeout: 5000 });
const acceptButton = (title: string) =>
  within(screen.getByRole('listitem', { name: title })).getByRole('button', { name: 'Accept this option' });
const dialog = () => screen.getByRole('dialog', { name: 'Accept this option' });
// The forms are a chunk of their own: the first one opened may take a moment.
const openAccept = async (user: ReturnType<typeof openCard>['user'], opener: HTMLElement) => {
  await user.click(opener);
  await screen.findByRole('dialog', { name: 'Accept this option' });
};
const sign = async (user: ReturnType<typeof openCard>['user']) => {
  await fillIn(user, within(dialog()).getByLabelText(/Your full name/), 'Olena Kovalenko');
  await user.click(within(dialog()).getByRole('checkbox', { name: consentLine }));
};

describe('accepting an option on the patient preview page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('checks the name and the consent, sends the option and shows the receipt after', async () => {
    // The patient's browser in Buenos Aires: the receipt is asked for in its zone.
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'America/Argentina/Buenos_Aires' };
    });
    const { user, requests } = openCard();
    await decisionRegion();
    await openAccept(user, acceptButton('Bridge'));
    expect(within(dialog()).getByText('Bridge')).toBeInTheDocument();
    expect(within(dialog()).getByText('$1,800.00')).toBeInTheDocument();
    const name = within(dialog()).getByLabelText(/Your full name/);
    expect(name).toHaveValue('');
    expect(name).toHaveAttribute('autocomplete', 'name');
    await user.click(within(dialog()).getByRole('button', { name: 'Accept the plan' }));
    expect(await within(dialog()).findByText('Please type your full name.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(/Please type your full name\./);
    expect(within(dialog()).getByRole('checkbox', { name: consentLine })).toHaveAccessibleDescription(
      'Please tick the box to confirm.',
    );
    expect(requests).toHaveLength(0);
    await sign(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Accept the plan' }));
    const receipt = await screen.findByRole('link', { name: 'Download the receipt (PDF)' });
    expect(requests).toEqual([
      {
        kind: 'accepted',
        requestId: expect.stringMatching(uuid),
        optionIndex: 1,
        fullName: 'Olena Kovalenko',
        consent: true,
      },
    ]);
    // The receipt in the page's language and the browser's zone (the server's defaults are English and UTC).
    expect(receipt).toHaveAttribute(
      'href',
      expect.stringMatching(/\/decisions\/.+\/receipt\.pdf\?lng=en&tz=America%2FArgentina%2FBuenos_Aires$/),
    );
    expect(receipt).toHaveAttribute('download');
    const region = await decisionRegion();
    expect(within(region).getByText('You accepted Bridge on March 18, 2026.')).toBeInTheDocument();
    expect(within(region).getByText('Signed as Olena Kovalenko')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(acceptButton('Bridge')).toHaveFocus();
  });

  it('marks the recommended option as the primary way to accept', async () => {
    openCard();
    await decisionRegion();
    expect(acceptButton('Bridge')).toHaveClass('MuiButton-contained');
    expect(acceptButton('Implant')).toHaveClass('MuiButton-outlined');
  });

  it('a single-plan card has one accept button in the section', async () => {
    const { user, requests } = openCard(publicCard());
    const region = await decisionRegion();
    await openAccept(user, within(region).getByRole('button', { name: 'Accept the plan' }));
    expect(within(dialog()).getByText('$1,140.00')).toBeInTheDocument();
    await sign(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Accept the plan' }));
    expect(await screen.findByRole('link', { name: 'Download the receipt (PDF)' })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ kind: 'accepted', optionIndex: 0 });
  });

  it('a double click sends the acceptance once', async () => {
    const { user, requests } = openCard();
    await decisionRegion();
    await openAccept(user, acceptButton('Implant'));
    await sign(user);
    await user.dblClick(within(dialog()).getByRole('button', { name: 'Accept the plan' }));
    await screen.findByRole('link', { name: 'Download the receipt (PDF)' });
    expect(new Set(requests.map((request) => request.requestId)).size).toBe(1);
  });

  it.each<Failure>(['network', 500])('a retry after a %s error sends the same request id', async (failure) => {
    const { user, requests } = openCard(optionsCard(), [failure]);
    await decisionRegion();
    await openAccept(user, acceptButton('Bridge'));
    await sign(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Accept the plan' }));
    expect(await within(dialog()).findByText(/could not send your answer/)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Accept the plan' }));
    await screen.findByRole('link', { name: 'Download the receipt (PDF)' });
    expect(requests).toHaveLength(2);
    expect(requests[1]!.requestId).toBe(requests[0]!.requestId);
  });

  it('a form opened anew gets a new request id', async () => {
    const { user, requests } = openCard(optionsCard(), ['network']);
    await decisionRegion();
    await openAccept(user, acceptButton('Bridge'));
    await sign(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Accept the plan' }));
    await within(dialog()).findByText(/could not send your answer/);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openAccept(user, acceptButton('Bridge'));
    await sign(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Accept the plan' }));
    await screen.findByRole('link', { name: 'Download the receipt (PDF)' });
    expect(requests[1]!.requestId).not.toBe(requests[0]!.requestId);
  });

  it('says how long to wait after too many attempts', async () => {
    const { user } = openCard(optionsCard(), [429]);
    await decisionRegion();
    await openAccept(user, acceptButton('Bridge'));
    await sign(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Accept the plan' }));
    expect(await within(dialog()).findByText('Too many attempts; try again in 9 minutes.')).toBeInTheDocument();
  });

  it('shows the server’s complaint about a field on that field', async () => {
    const { user } = openCard(optionsCard(), [{ field: 'fullName' }]);
    await decisionRegion();
    await openAccept(user, acceptButton('Bridge'));
    await sign(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Accept the plan' }));
    expect(await within(dialog()).findByText('Please check your name.')).toBeInTheDocument();
  });

  it('a link that no longer opens a card shows the card-not-found page', async () => {
    const { user } = openCard(optionsCard(), [404]);
    await decisionRegion();
    await openAccept(user, acceptButton('Bridge'));
    await sign(user);
    server.use(previewCardHandler(null));
    await user.click(within(dialog()).getByRole('button', { name: 'Accept the plan' }));
    expect(await screen.findByText('Card not found!')).toBeInTheDocument();
  });

  it('works by keyboard: focus moves into the dialog, stays there, and Escape returns it', async () => {
    const { user } = openCard();
    await decisionRegion();
    act(() => acceptButton('Implant').focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(acceptButton('Implant')).toHaveFocus();
  });
});
