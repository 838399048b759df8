import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A patient record the stand-in accepted. */
export interface ReceivedPatient {
  id: string;
  idempotencyKey: string;
  body: unknown;
}

export interface PlatformStandIn {
  /** Base URL for PATIENT_PLATFORM_URL. */
  url: string;
  /** How many token checks it answered. */
  checks: () => number;
  /** The patient records it created, oldest first (one per idempotency key). */
  patients: () => ReceivedPatient[];
  /** How many record requests reached it, repeats and refusals included. */
  patientRequests: () => number;
  /** Answers the next `count` record requests with `status` (503 by default) instead of creating a record. */
  failNextPatients: (count: number, status?: number) => void;
  close: () => Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * A tiny stand-in for the patient-management platform: `GET /api/v1/me` answers 200 for `acceptedToken` and 401
 * for any other bearer token; `POST /api/v1/patients` creates a record once per `Idempotency-Key` (201 with its
 * id; a repeat gets 200 with the same id) and keeps what it received. Used by the server and browser tests.
 */
export const startPlatformStandIn = async (acceptedToken: string, port = 0): Promise<PlatformStandIn> => {
  let checks = 0;
  let patientRequests = 0;
  const failures: number[] = [];
  const byKey = new Map<string, ReceivedPatient>();

  const createPatient = async (request: IncomingMessage, response: ServerResponse) => {
    patientRequests += 1;
    const body = await readBody(request);
    if (request.headers.authorization !== `Bearer ${acceptedToken}`) return json(response, 401, { error: 'token' });
    const failure = failures.shift();
    if (failure !== undefined) return json(response, failure, { error: 'stand-in failure' });
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return json(response, 400, { error: 'Idempotency-Key required' });
    const known = byKey.get(key);
    if (known) return json(response, 200, { id: known.id });
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return json(response, 400, { error: 'not JSON' });
    }
    const record = { id: `patient-${randomBytes(6).toString('hex')}`, idempotencyKey: key, body: parsed };
    byKey.set(key, record);
    return json(response, 201, { id: record.id });
  };

  const server: Server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/api/v1/patients') {
      void createPatient(request, response);
      return;
    }
    if (request.method !== 'GET' || request.url !== '/api/v1/me') {
      response.writeHead(404).end();
      return;
    }
    checks += 1;
    const accepted = request.headers.authorization === `Bearer ${acceptedToken}`;
    json(
      response,
      accepted ? 200 : 401,
      accepted ? { account: { name: 'Stand-in clinic' } } : { error: 'invalid token' },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    checks: () => checks,
    patients: () => [...byKey.values()],
    patientRequests: () => patientRequests,
    failNextPatients: (count, status = 503) => {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
