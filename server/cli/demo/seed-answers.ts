import { randomUUID } from 'node:crypto';
import type { DecisionBody, PatientDecisionState } from '../../../contract/api/card-decisions';
import type { DemoApi } from './demo-api';
import type { DemoPreview } from './seed-cards';

type DemoAnswer = DecisionBody extends infer Body ? (Body extends unknown ? Omit<Body, 'requestId'> : never) : never;

/** What the demo's patients answered, so the Shared plans list shows every status: accepted, declined, a question. */
export const demoAnswers: Readonly<Record<string, DemoAnswer>> = {
  'Daniel Morgan': { kind: 'accepted', optionIndex: 0, fullName: 'Daniel Morgan', consent: true },
  'Emma Lawson': {
    kind: 'declined',
    reason: 'Whitening is more than I planned to spend this year. I will come back for the cleaning.',
  },
  'Lucas Ortega': {
    kind: 'question',
    message: 'How often would I need to come in while wearing the aligners? I travel a lot for work.',
  },
};

const linkOf = (previewUrl: string): string => new URL(previewUrl).pathname.split('/').pop()!;

/**
 * Each patient opens the plan and answers it through the preview's own routes, as their browser would: the answers are
 * recorded, the plans count as opened, and the clinic gets its e-mails.
 */
export const answerPlans = async (api: DemoApi, previews: readonly DemoPreview[]): Promise<void> => {
  for (const preview of previews) {
    const answer = demoAnswers[preview.patientName];
    if (!answer) continue;
    const link = linkOf(preview.previewUrl);
    await api.get(`/api/cards/${link}`);
    await api.call<PatientDecisionState>({
      url: `/api/cards/${link}/decisions`,
      body: { ...answer, requestId: randomUUID() },
      expect: [201],
    });
  }
};
