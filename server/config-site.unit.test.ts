import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the site configuration', () => {
  it('reads the contact addresses in their usual forms and normalises the numbers and names', () => {
    const { site } = loadConfig({
      CONTENT_DIR: 'somewhere/content',
      CONTACT_EMAIL: 'hello@clinic.example',
      CONTACT_TELEGRAM: '@clinic_bot',
      CONTACT_WHATSAPP: '+380 (50) 123-45-67',
      CONTACT_VIBER: '380501234567',
      CONTACT_MESSENGER: 'clinic.page',
      GA_MEASUREMENT_ID: 'G-ABC123XYZ',
      GTM_CONTAINER_ID: 'GTM-ABC1234',
    });
    expect(site).toEqual({
      contentDir: path.resolve(__dirname, '..', 'somewhere/content'),
      contacts: {
        email: 'hello@clinic.example',
        telegram: 'clinic_bot',
        whatsapp: '380501234567',
        viber: '380501234567',
        messenger: 'clinic.page',
      },
      analytics: { gaMeasurementId: 'G-ABC123XYZ', gtmContainerId: 'GTM-ABC1234' },
    });
  });

  it.each([
    ['CONTACT_EMAIL', 'not-an-address'],
    ['CONTACT_EMAIL', 'a@b.c"><script>'],
    ['CONTACT_TELEGRAM', 'ab'],
    ['CONTACT_TELEGRAM', 'https://t.me/clinic'],
    ['CONTACT_WHATSAPP', '12345'],
    ['CONTACT_WHATSAPP', '+38050abc4567'],
    ['CONTACT_VIBER', '0501234567'],
    ['CONTACT_MESSENGER', 'clinic page'],
    ['GA_MEASUREMENT_ID', 'UA-12345-1'],
    ['GA_MEASUREMENT_ID', 'G-"><script>'],
    ['GTM_CONTAINER_ID', 'GTM-'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} must be`));
  });
});
