import type { CompanyCardList, UploadedCard } from '../../../contract/api/cards';
import { samplePdf, samplePhoto } from '../desktop-client/sample-card';
import type { DemoApi } from './demo-api';
import { type DemoCard, demoCards } from './demo-cards';
import type { DemoDeviceKey } from './seed-licences';

export interface DemoPreview {
  patientName: string;
  previewUrl: string;
  summary: string;
}

const dayMs = 86_400_000;

const blob = (bytes: Buffer, type: string): Blob => new Blob([new Uint8Array(bytes)], { type });

/** One multipart POST from the device, the parts the desktop program sends (server/cli/desktop-client). */
const uploadCard = async (api: DemoApi, device: DemoDeviceKey, card: DemoCard, now: Date): Promise<UploadedCard> => {
  const form = new FormData();
  form.append('key', device.key);
  form.append('fingerprint', device.fingerprint);
  form.append('patientName', card.patientName);
  form.append('savedAt', new Date(now.getTime() - card.savedDaysAgo * dayMs).toISOString());
  form.append('formulaDescription', card.formulaDescription);
  if (card.options) {
    form.append('options', JSON.stringify(card.options));
  } else {
    form.append('formula', JSON.stringify(card.formula));
    form.append('plan', JSON.stringify(card.plan));
  }
  form.append('before', blob(await samplePhoto('before'), 'image/jpeg'), 'before.jpg');
  form.append('after', blob(await samplePhoto('after'), 'image/jpeg'), 'after.jpg');
  form.append('pdf', blob(samplePdf(`Treatment plan: ${card.patientName}`), 'application/pdf'), 'plan.pdf');
  return api.call<UploadedCard>({ url: '/api/app/cards', body: form });
};

/** Shares the three demo plans from the devices, one each. */
export const shareCards = async (
  api: DemoApi,
  devices: readonly DemoDeviceKey[],
  now: Date,
): Promise<DemoPreview[]> => {
  const previews: DemoPreview[] = [];
  for (const [index, card] of demoCards.entries()) {
    const uploaded = await uploadCard(api, devices[index % devices.length]!, card, now);
    previews.push({ patientName: card.patientName, previewUrl: uploaded.previewUrl, summary: card.summary });
  }
  return previews;
};

/** The links of the clinic's live cards, read back from its cabinet list (the links are stored sealed). */
export const livePreviews = async (api: DemoApi, token: string): Promise<DemoPreview[]> => {
  const { cards } = await api.get<CompanyCardList>('/api/company/cards?pageSize=100', token);
  return cards.flatMap(({ state, previewUrl, patientName }) =>
    state === 'active' && previewUrl !== null
      ? [
          {
            patientName,
            previewUrl,
            summary: demoCards.find((demo) => demo.patientName === patientName)?.summary ?? '',
          },
        ]
      : [],
  );
};
