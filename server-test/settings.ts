import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { App } from '../server/app';
import { withToken } from './accounts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON request with a session token; `payload` as a string is sent raw (for JSON that JS cannot build). */
export const call = (
  app: App,
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    headers: {
      ...withToken(token),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The field names a problem body blames, e.g. `['body/price']`. */
export const blamedFields = (response: LightMyRequestResponse): string[] =>
  ((response.json().errors ?? []) as { field: string }[]).map((error) => error.field);

/** A multipart/form-data body with one file part, built by hand so tests control every byte. */
export const multipartFile = (
  field: string,
  filename: string,
  contentType: string,
  content: Buffer,
): { payload: Buffer; headers: Record<string, string> } => {
  const boundary = `----dentiqo${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

export const uploadAvatar = (
  app: App,
  token: string,
  content: Buffer,
  filename = 'logo.png',
  contentType = 'image/png',
): Promise<LightMyRequestResponse> => {
  const { payload, headers } = multipartFile('file', filename, contentType, content);
  return app.inject({
    method: 'PUT',
    url: '/api/company/avatar',
    headers: { ...headers, ...withToken(token) },
    payload,
  });
};

/** A real picture: a gradient-ish coloured square in the given format. */
export const testImage = (format: 'png' | 'jpeg' | 'webp' | 'gif', size = 64, colour = '#3366cc'): Promise<Buffer> =>
  sharp({ create: { width: size, height: size * 0.75, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
