import { screen, waitFor, within } from '@testing-library/react';
import type { PatientDecisionState } from '@contract/api/card-decisions';
import type { Language } from '@contract/rules/languages';
import { acceptedDecision, decisionStore } from '@/testing/decision-fixtures';
import { fillIn, replaceText } from '@/testing/fill-in';
import { server } from '@/testing/msw-server';
import { optionsCard, previewCardHandler, previewLink } from '@/testing/preview-fixtures';
import { renderRoute } from '@/testing/render-route';

jest.setTimeout(30_000);

const openCard = (state?: PatientDecisionState, language: Language = 'en') => {
  const store = decisionStore(state);
  server.use(previewCardHandler(optionsCard()), ...store.handlers);
  return { ...renderRoute(`/preview/${previewLink}`, { language }), requests: store.requests };
};
const region = (name = 'Your decision') => screen.findByRole('region', { name }, { timeout: 5000 });
// The forms are a chunk of their own: the first one opened may take a moment.
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('declining, asking and requesting a call on the patient preview page', () => {
  it('declines with a reason, counting the characters', async () => {
    const { user, requests } = openCard();
    await user.click(within(await region()).getByRole('button', { name: 'Decline the plan' }));
    const form = await dialog('Decline the plan');
    expect(within(form).getByText('0 / 1000')).toBeInTheDocument();
    await fillIn(user, within(form).getByLabelText(/Reason/), 'The price is too high for me now.');
    expect(within(form).getByText('33 / 1000')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Decline the plan' }));
    expect(await within(await region()).findByText('You declined this plan on March 18, 2026.')).toBeInTheDocument();
    expect(requests).toEqual([
      { kind: 'declined', requestId: expect.any(String), reason: 'The price is too high for me now.' },
    ]);
    expect(
      await screen.findByText('Thank you for telling us. Your answer was sent to the clinic.'),
    ).toBeInTheDocument();
  });

  it('a later refusal supersedes an acceptance', async () => {
    const { user } = openCard({ current: acceptedDecision(), questionWaiting: false });
    const section = await region();
    expect(await within(section).findByText('You accepted Bridge on March 16, 2026.')).toBeInTheDocument();
    expect(within(section).getByText(/your latest decision is the one that counts/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Decline the plan' }));
    await user.click(within(await dialog('Decline the plan')).getByRole('button', { name: 'Decline the plan' }));
    expect(await within(section).findByText('You declined this plan on March 18, 2026.')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Download the receipt (PDF)' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(section).getByRole('button', { name: 'Changed your mind?' }));
    expect(screen.getByRole('region', { name: 'Compare the options' })).toHaveFocus();
  });

  it('asks a question, which is required', async () => {
    const { user, requests } = openCard();
    await user.click(within(await region()).getByRole('button', { name: 'Ask a question' }));
    const form = await dialog('Ask a question');
    await user.click(within(form).getByRole('button', { name: 'Send the question' }));
    expect(await within(form).findByText('Please write your question.')).toBeInTheDocument();
    await fillIn(user, within(form).getByLabelText(/Your question/), 'Does the implant hurt?');
    await user.click(within(form).getByRole('button', { name: 'Send the question' }));
    expect(
      await within(await region()).findByText('Your question was sent to Bright Smile Clinic; they will contact you.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([{ kind: 'question', requestId: expect.any(String), message: 'Does the implant hurt?' }]);
  });

  it('requests a call, checking the phone in the clinic’s country', async () => {
    const { user, requests } = openCard();
    await user.click(within(await region()).getByRole('button', { name: 'Request a call' }));
    const form = await dialog('Request a call');
    const phone = within(form).getByLabelText(/Your phone number/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(within(form).getByText(/weekdays after 17:00/)).toBeInTheDocument();
    await fillIn(user, phone, '12');
    await user.click(within(form).getByRole('button', { name: 'Request a call' }));
    expect(await within(form).findByText(/doesn’t look like a phone number/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await replaceText(user, phone, '067 123 4567');
    await fillIn(user, within(form).getByLabelText(/When to call/), 'after 17:00');
    await user.click(within(form).getByRole('button', { name: 'Request a call' }));
    await within(await region()).findByText('Your question was sent to Bright Smile Clinic; they will contact you.');
    expect(requests).toEqual([
      { kind: 'call-request', requestId: expect.any(String), phone: '+380671234567', preferredTime: 'after 17:00' },
    ]);
  });

  it.each<[Language, string, string, string]>([
    ['ru', 'Ваше решение', 'Принять этот вариант', 'Отказаться от плана'],
    ['uk', 'Ваше рішення', 'Прийняти цей варіант', 'Відмовитися від плану'],
  ])('in %s shows the section translated', async (language, heading, accept, decline) => {
    const { user } = openCard({ current: acceptedDecision(), questionWaiting: false }, language);
    const section = await region(heading);
    expect(within(section).getByRole('button', { name: decline })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: accept })).toHaveLength(3);
    expect(await within(section).findByText(/16 марта 2026|16 березня 2026/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: accept })[0]!);
    expect(await screen.findByRole('checkbox', { name: /^Я ознайомився|^Я ознакомился/ })).toBeInTheDocument();
  });
});
