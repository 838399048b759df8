import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PlatformStandIn {
  /** Base URL for PATIENT_PLATFORM_URL. */
  url: string;
  /** How many token checks it answered. */
  checks: () => number;
  close: () => Promise<void>;
}

/**
 * A tiny stand-in for the patient-management platform: `GET /api/v1/me` answers 200 for `acceptedToken` and 401
 * for any other bearer token. Used by the server tests and the browser tests.
 */
export const startPlatformStandIn = async (acceptedToken: string, port = 0): Promise<PlatformStandIn> => {
  let checks = 0;
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/api/v1/me') {
      response.writeHead(404).end();
      return;
    }
    checks += 1;
    const accepted = request.headers.authorization === `Bearer ${acceptedToken}`;
    response
      .writeHead(accepted ? 200 : 401, { 'content-type': 'application/json' })
      .end(JSON.stringify(accepted ? { account: { name: 'Stand-in clinic' } } : { error: 'invalid token' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    checks: () => checks,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
