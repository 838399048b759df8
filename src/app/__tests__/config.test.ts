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
    expect(getClientConfig()).toEqual({ appName: defaultAppName, publicUrl: 'http://localhost' });
  });

  it('reads the JSON the server injects, without a trailing slash on the address', () => {
    injectConfig(JSON.stringify({ appName: 'Smile Plans', publicUrl: 'https://plans.example.com/' }));
    expect(getClientConfig()).toEqual({ appName: 'Smile Plans', publicUrl: 'https://plans.example.com' });
  });

  it('ignores an unreadable or empty config', () => {
    injectConfig('{"appName": ');
    expect(getClientConfig()).toEqual({ appName: defaultAppName, publicUrl: 'http://localhost' });
    document.getElementById(clientConfigElementId)?.remove();
    injectConfig(JSON.stringify({ appName: '  ', publicUrl: '' }));
    expect(getClientConfig()).toEqual({ appName: defaultAppName, publicUrl: 'http://localhost' });
  });

  it('builds an absolute API base on the same origin when no API host is set', () => {
    expect(apiBaseUrl()).toBe('http://localhost/api/');
  });
});
