import type { InjectOptions } from 'fastify';
import { withToken } from '../accounts';
import { type Part, multipartBody } from '../cards';

/** JSON text spliced into a body as is: nesting too deep to build as a value, prototype keys, duplicates. */
export class RawJson {
  constructor(readonly text: string) {}
}

export type DraftBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; parts: Part[] }
  /** Bytes sent as they are (truncated or invalid JSON, broken multipart). */
  | { kind: 'raw'; bytes: Buffer | string; contentType: string | null };

/** A request on its way to being broken: each mutation returns a changed copy. */
export interface Draft {
  params: Record<string, string>;
  /** Params sent without percent-encoding (`../` as it is). */
  rawParams: string[];
  query: Record<string, string>;
  /** Appended to the query string as is. */
  rawQuery: string;
  body: DraftBody;
  /** Replaces the content type the body would get; null sends none. */
  contentType?: string | null;
  /** What each mutation did, for the failure message. */
  steps: string[];
  /** The body field a single mutation broke: a validation answer must name it. */
  field?: string;
}

export const jsonText = (value: unknown): string => {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    return `{${Object.entries(value)
      .map(([key, child]) => `${JSON.stringify(key)}:${jsonText(child)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/** A field's value as a multipart text part carries it. */
export const partText = (value: unknown): string | Buffer =>
  typeof value === 'string' || Buffer.isBuffer(value) ? value : jsonText(value);

/** Percent-encodes like encodeURIComponent, a lone surrogate as the (invalid) UTF-8 bytes it would have. */
const percentEncode = (value: string): string =>
  Array.from(value, (char) => {
    const code = char.charCodeAt(0);
    if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
    return ['ED', 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');

const encodeParam = (draft: Draft, name: string): string => {
  const value = draft.params[name] ?? '';
  if (draft.rawParams.includes(name)) return value;
  const encoded = percentEncode(value);
  return name === '*' ? encoded.replace(/%2F/g, '/') : encoded;
};

export const urlOf = (url: string, draft: Draft): string => {
  const path = url
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeParam(draft, name))
    .replace(/\*$/, () => encodeParam(draft, '*'));
  const query = new URLSearchParams(draft.query).toString();
  const search = [query, draft.rawQuery].filter((part) => part !== '').join('&');
  return search === '' ? path : `${path}?${search}`;
};

const bodyOf = (body: DraftBody): { payload?: string | Buffer; contentType?: string } => {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { payload: jsonText(body.value), contentType: 'application/json' };
    case 'multipart': {
      const { payload, headers } = multipartBody(body.parts);
      return { payload, contentType: headers['content-type'] };
    }
    case 'raw':
      return { payload: body.bytes, ...(body.contentType === null ? {} : { contentType: body.contentType }) };
  }
};

export const injectOptions = (method: string, url: string, draft: Draft, token: string | undefined): InjectOptions => {
  const { payload, contentType: natural } = bodyOf(draft.body);
  const contentType = draft.contentType === undefined ? natural : draft.contentType;
  const headers: Record<string, string> = token === undefined ? {} : withToken(token);
  if (contentType !== undefined && contentType !== null) headers['content-type'] = contentType;
  return { method: method as 'GET', url: urlOf(url, draft), headers, ...(payload === undefined ? {} : { payload }) };
};
