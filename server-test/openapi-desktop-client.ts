/**
 * A small client for the desktop program's calls, written only against the types openapi-typescript generates from
 * docs/openapi.json (`./openapi` in the folder the check writes it to), the way the desktop team writes theirs. Kept
 * as text: the generated module exists only while the check runs.
 */
export const desktopClientSource = `
import type { operations, paths } from './openapi';

/** The calls by their operationId, and where each is sent; the document must agree on both. */
const pathOf = {
  activateDevice: '/api/app/activate',
  validateDevice: '/api/app/validate',
  deactivateDevice: '/api/app/deactivate',
  signInOnDevice: '/api/app/sign-in',
  uploadCard: '/api/app/cards',
} as const;
type Call = keyof typeof pathOf;
type IsPostOf<O extends Call> = NonNullable<paths[(typeof pathOf)[O]]['post']> extends operations[O] ? true : false;
type True<T extends true> = T;
export type PathsAgree = True<{ [O in Call]: IsPostOf<O> }[Call]>;

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
/** Every answer the document declares for the call, told apart by its status. */
type Answer<O extends Call> = {
  [S in keyof operations[O]['responses']]: { status: S; body: JsonOf<operations[O]['responses'][S]> };
}[keyof operations[O]['responses']];
type JsonCall = Exclude<Call, 'uploadCard'>;
type JsonRequest<O extends JsonCall> = operations[O]['requestBody']['content']['application/json'];

const serverUrl = 'https://dentiqo.example';

const postJson = async <O extends JsonCall>(call: O, body: JsonRequest<O>): Promise<Answer<O>> => {
  const response = await fetch(new URL(pathOf[call], serverUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() } as Answer<O>;
};

export const activate = (body: JsonRequest<'activateDevice'>) => postJson('activateDevice', body);
export const validate = (body: JsonRequest<'validateDevice'>) => postJson('validateDevice', body);
export const deactivate = (body: JsonRequest<'deactivateDevice'>) => postJson('deactivateDevice', body);
export const signIn = (body: JsonRequest<'signInOnDevice'>) => postJson('signInOnDevice', body);

type CardFields = operations['uploadCard']['requestBody']['content']['multipart/form-data'];
/** Names the document must declare: a renamed file part fails here. */
type FilePart<K extends keyof CardFields> = K;
type CardFile = FilePart<'before' | 'after' | 'pdf'>;

export const uploadCard = async (
  fields: Omit<CardFields, CardFile>,
  files: { before: Blob; after: Blob; pdf?: Blob },
): Promise<Answer<'uploadCard'>> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const [name, file] of Object.entries(files) as [CardFile, Blob | undefined][]) if (file) form.append(name, file);
  const response = await fetch(new URL(pathOf.uploadCard, serverUrl), { method: 'POST', body: form });
  return { status: response.status, body: await response.json() } as Answer<'uploadCard'>;
};

const device = { key: 'AB12-CD34-EF56-GH78-JK9', fingerprint: 'a1b2c3d4e5f6a7b8c9d0' };

/** What the program does with each answer: every field it reads must be one the document declares. */
export const session = async (nonce: string, picture: Blob): Promise<string> => {
  const activated = await activate({ ...device, deviceName: 'Front desk', os: 'windows', appVersion: '2.1.0', nonce });
  if (activated.status !== 200) return activated.body.code;
  const lease: string | undefined = activated.body.lease?.signature;

  const validated = await validate({ ...device, appVersion: '2.1.0', nonce });
  if (validated.status === 400) return validated.body.errors?.[0]?.field ?? validated.body.code;

  const signedIn = await signIn({ ...device, login: 'doctor.smith', password: 'a password' });
  if (signedIn.status === 200 && signedIn.body.valid) {
    const shown: string = signedIn.body.user.displayName;
    const company: string = signedIn.body.company.name;
    void [shown, company];
  } else if (signedIn.status === 429 || signedIn.status === 401 || signedIn.status === 403) {
    return signedIn.body.code;
  }

  const uploaded = await uploadCard(
    {
      ...device,
      patientName: 'Anna K.',
      savedAt: new Date().toISOString(),
      formula: { teeth: [{ tooth: 11, before: 'caries', after: 'filling' }], bridges: [] },
      plan: { currency: 'USD', steps: [], totalMinor: 0 },
    },
    { before: picture, after: picture },
  );
  if (uploaded.status === 201) return uploaded.body.previewUrl;
  const withOptions = await uploadCard(
    {
      ...device,
      patientName: 'Anna K.',
      savedAt: new Date().toISOString(),
      options: [
        {
          title: 'Implant',
          note: 'Replaces 36 on its own.',
          recommended: true,
          formula: { teeth: [{ tooth: 36, before: 'missing', after: 'implant' }], bridges: [] },
          plan: { currency: 'USD', steps: [], totalMinor: 0 },
        },
      ],
    },
    { before: picture, after: picture },
  );
  if (withOptions.status === 400) return withOptions.body.errors?.[0]?.field ?? withOptions.body.code;
  if (uploaded.status === 403) return uploaded.body.licenseCode ?? uploaded.body.code;

  const freed = await deactivate({ ...device, nonce });
  return freed.status === 200 ? freed.body.code : (lease ?? '');
};
`;

/** Calls the document does not allow, each of which the type check must reject. */
export const wrongCallsSource = `
import { validate } from './client';

export const misspeltField = () =>
  validate({ key: 'AB12-CD34-EF56-GH78-JK9', fingerprnt: 'a1b2c3d4e5f6a7b8c9d0', appVersion: '2.1.0', nonce: 'n' });

export const undeclaredAnswerField = async () => {
  const answer = await validate({ key: 'K', fingerprint: 'a1b2c3d4e5f6a7b8c9d0', appVersion: '2.1.0', nonce: 'n' });
  return answer.status === 200 ? answer.body.leaseExpiresAt : null;
};
`;
