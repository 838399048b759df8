import { clientConfigElementId, defaultAppName } from '@contract/rules/client-config';
import { apiBaseUrl, getClientConfig } from '../config';

const injectConfig = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = clientConfigElementId;
  element.textContent = text;
  document.head.append(element);
};

describe('client config', () => {
  afterEach(() => document.getElementById(clientConfigElementId)?.remove());

  it('falls back to the default app name and the page origin', () => {
    expect(getClientConfig()).toMatchObject({ appName: defaultAppName, publicUrl: 'http://localhost' });
  });

  it('reads the JSON the server injects, without a trailing slash on the address', () => {
    injectConfig(JSON.stringify({ appName: 'Smile Plans', publicUrl: 'https://plans.example.com/' }));
    expect(getClientConfig()).toMatchObject({ appName: 'Smile Plans', publicUrl: 'https://plans.example.com' });
  });

  it('ignores an unreadable or empty config', () => {
    injectConfig('{"appName": ');
    expect(getClientConfig()).toMatchObject({ appName: defaultAppName, publicUrl: 'http://localhost' });
    document.getElementById(clientConfigElementId)?.remove();
    injectConfig(JSON.stringify({ appName: '  ', publicUrl: '' }));
    expect(getClientConfig()).toMatchObject({ appName: defaultAppName, publicUrl: 'http://localhost' });
  });

  it('builds an absolute API base on the same origin when no API host is set', () => {
    expect(apiBaseUrl()).toBe('http://localhost/api/');
  });
});

describe('getClientConfig: contacts and analytics', () => {
  afterEach(() => document.getElementById(clientConfigElementId)?.remove());

  it('reads the contacts and analytics ids the server injects, and treats blanks and junk as not configured', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = clientConfigElementId;
    script.textContent = JSON.stringify({
      contacts: { email: 'hello@clinic.example', telegram: ' ', whatsapp: 42, viber: '380501234567' },
      analytics: { gaMeasurementId: 'G-ABC123', gtmContainerId: '' },
    });
    document.head.append(script);
    expect(getClientConfig()).toMatchObject({
      contacts: {
        email: 'hello@clinic.example',
        telegram: null,
        whatsapp: null,
        viber: '380501234567',
        messenger: null,
      },
      analytics: { gaMeasurementId: 'G-ABC123', gtmContainerId: null },
    });
  });
});
