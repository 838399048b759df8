import type { App } from '../../app';
import { authorizationKey } from '../../../contract/rules/auth';

/** A request of the demo went wrong: the message names the call and the server's answer. */
export class DemoError extends Error {
  override name = 'DemoError';
}

export interface DemoCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  /** JSON, or FormData for a multipart upload. */
  body?: object;
  token?: string;
  /** The statuses that count as done; 200 and 201 by default. */
  expect?: readonly number[];
}

/**
 * The demo goes through the same routes (and so the same services and checks) as the browser and the desktop
 * program, inside this process: no server has to run, and one that does sees the rows as if its users wrote them.
 */
export const demoApi = (app: App) => {
  const call = async <T>({ method = 'POST', url, body, token, expect = [200, 201] }: DemoCall): Promise<T> => {
    const response = await app.inject({
      method,
      url,
      headers: token === undefined ? {} : { [authorizationKey]: token },
      ...(body === undefined ? {} : { payload: body }),
    });
    if (!expect.includes(response.statusCode)) {
      throw new DemoError(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    }
    const type = response.headers['content-type'];
    return (typeof type === 'string' && type.includes('json') ? response.json() : response.body) as T;
  };
  return {
    call,
    get: <T>(url: string, token?: string) => call<T>({ method: 'GET', url, ...(token ? { token } : {}) }),
  };
};

export type DemoApi = ReturnType<typeof demoApi>;
