import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/**
 * A local stand-in for the one Stripe API call the server makes (creating a Checkout Session), so the official SDK
 * runs unchanged against it. `failNext` makes the next call answer 500, as an outage would.
 */
export const startStripeStandIn = async () => {
  const requests: StandInRequest[] = [];
  let failures = 0;
  let sequence = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const params = new URLSearchParams(body);
      requests.push({
        path: request.url ?? '',
        params,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        authorization: request.headers.authorization,
      });
      response.setHeader('content-type', 'application/json');
      if (failures > 0) {
        failures -= 1;
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'stand-in outage' } }));
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown path' } }));
        return;
      }
      sequence += 1;
      const id = `cs_test_standin${sequence}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: params.get('client_reference_id'),
          payment_status: 'unpaid',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next `count` calls answer 500 (the SDK retries twice, so an outage is three failures). */
    failNext: (count: number) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
