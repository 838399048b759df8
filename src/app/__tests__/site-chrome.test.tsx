import { screen } from '@testing-library/react';
import { clientConfigElementId } from '@contract/rules/client-config';
import { previewCardHandler, publicCard } from '@/testing/preview-fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render-route';

jest.setTimeout(20_000);

const configured = { contacts: { email: 'hello@dentiqo.example', telegram: 'dentiqo' } };

describe('the contact button', () => {
  beforeEach(() => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = clientConfigElementId;
    script.textContent = JSON.stringify(configured);
    document.head.append(script);
  });
  afterEach(() => document.getElementById(clientConfigElementId)?.remove());

  it('floats over the site', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('button', { name: 'Contact us' })).toBeInTheDocument();
  });

  it("stays off a patient's plan, which offers the clinic's contacts instead", async () => {
    server.use(previewCardHandler(publicCard()));
    renderRoute('/preview/p-1');
    expect(await screen.findByRole('region', { name: 'Your clinic' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to hello@brightsmile.example' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact us' })).not.toBeInTheDocument();
  });
});
