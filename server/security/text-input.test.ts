import type { LightMyRequestResponse } from 'fastify';
import { addStaff, post, signUpBody } from '../../server-test/accounts';
import { activatedDevice, cardParts, postCard, sampleCard, useCardsTestApp } from '../../server-test/cards';
import { blamedFields, call } from '../../server-test/settings';
import { testDialect } from '../../server-test/test-db';

const rlo = '\u202e'; // right-to-left override: "Olena\u202Eknat" reads as "Olenatank"
const isolate = '\u2066';
const loneSurrogate = '\ud800';

const refused = (response: LightMyRequestResponse, field: string, reason: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  expect(response.json().errors).toContainEqual({ field, reason });
};

describe(`names and texts shown to others hold plain text only, on ${testDialect()}`, () => {
  const server = useCardsTestApp();
  const app = () => server.testApp.app;

  it('refuses a company name with a lone surrogate, a control character or a bidi override at sign-up', async () => {
    const names: [string, string][] = [
      [`Smile${loneSurrogate} Clinic`, 'encoding'],
      ['Smile\u0007Clinic', 'control'],
      ['Smile\nClinic', 'control'],
      [`Smile ${rlo}cinilC`, 'bidi'],
    ];
    for (const [name, reason] of names) {
      refused(await post(app(), '/api/auth/sign-up', signUpBody({ companyName: name })), 'body/companyName', reason);
    }
  });

  it('keeps passwords as they are: compared, never shown', async () => {
    const body = signUpBody({ password: `pass ${rlo}\tword ${isolate}` });
    expect((await post(app(), '/api/auth/sign-up', body)).statusCode).toBe(201);
    expect((await post(app(), '/api/auth/sign-in', { login: body.email, password: body.password })).statusCode).toBe(
      200,
    );
  });

  it('refuses them in account, profile, staff and price-list names, naming the field', async () => {
    const device = await activatedDevice(app(), server.mail);
    const token = device.owner.token;
    refused(
      await call(app(), token, 'PUT', '/api/company/account-name', { accountName: `Dr ${isolate}Who` }),
      'body/accountName',
      'bidi',
    );
    refused(
      await call(app(), token, 'PUT', '/api/company/profile', {
        country: 'UA',
        city: 'Kyiv\u0000',
        ceo: 'Ceo',
        contactPerson: '',
        phone: '+380441234567',
      }),
      'body/city',
      'control',
    );
    refused(
      await call(app(), token, 'POST', '/api/company/staff', {
        firstName: `Iryna${rlo}`,
        lastName: 'Shevchenko',
        login: 'text.check.login',
        role: 'doctor',
        password: 'doctor pass',
      }),
      'body/firstName',
      'bidi',
    );
    const member = await addStaff(app(), token);
    refused(
      await call(app(), token, 'PUT', `/api/company/staff/${member.id}`, {
        firstName: 'Iryna',
        lastName: `Shev${loneSurrogate}chenko`,
        login: member.login,
        role: 'doctor',
      }),
      'body/lastName',
      'encoding',
    );
    refused(
      await call(app(), token, 'POST', '/api/price-list/rows', { elementCode: null, name: `Crown${rlo}`, price: '10' }),
      'body/name',
      'bidi',
    );
  });

  it('refuses them in the patient name and plan texts the desktop program uploads; descriptions keep lines', async () => {
    const device = await activatedDevice(app(), server.mail);
    const card = sampleCard();
    const plan = card.plan as { steps: { title: string; description?: string }[] };
    const withStep = (step: Partial<{ title: string; description: string }>) => ({
      ...plan,
      steps: plan.steps.map((original, index) => (index === 0 ? { ...original, ...step } : original)),
    });
    const upload = async (fields: Record<string, unknown>) => postCard(app(), await cardParts(device, { fields }));

    refused(await upload({ patientName: `Olena ${rlo}oknehcvehS` }), 'body/patientName', 'bidi');
    refused(await upload({ formulaDescription: `Crowns ${isolate}on 11` }), 'body/formulaDescription', 'bidi');
    refused(await upload({ formulaDescription: 'Crowns\u0008 on 11' }), 'body/formulaDescription', 'control');
    refused(
      await upload({ plan: withStep({ description: `Step ${rlo}one` }) }),
      'body/plan/steps/0/description',
      'bidi',
    );
    refused(
      await upload({ plan: withStep({ title: `Title${loneSurrogate}` }) }),
      'body/plan/steps/0/title',
      'encoding',
    );

    const accepted = await upload({
      formulaDescription: 'Line one\nLine two\r\n\tindented',
      plan: withStep({ description: 'First visit\nSecond visit' }),
    });
    expect(accepted.statusCode).toBe(201);
    expect(blamedFields(accepted)).toEqual([]);
    const shown = await app().inject({ url: `/api/cards/${accepted.json().previewLink}` });
    expect(shown.json().formulaDescription).toBe('Line one\nLine two\r\n\tindented');
  });
});
