import { avatarField } from '@contract/rules/avatar';
import { authorizationKey } from '@contract/rules/auth';
import type { ErrorCode } from '@contract/api/errors';
import { problemCode } from '@/api/problem';

export interface UploadResult {
  ok: boolean;
  status: number;
  url: string | null;
  /** The problem body's code of a refused upload, when the server sent one. */
  code: ErrorCode | null;
}

/**
 * PUTs the logo as multipart/form-data with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not); `onProgress` gets 0–100.
 */
export const uploadAvatar = (
  apiBase: string,
  token: string | null,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> =>
  new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `${apiBase}company/avatar`);
    if (token) request.setRequestHeader(authorizationKey, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const url = (body as { url?: string | null } | null)?.url ?? null;
      const code = problemCode({ status: request.status, data: body });
      resolve({ ok: request.status === 200, status: request.status, url, code });
    };
    request.onerror = () => resolve({ ok: false, status: 0, url: null, code: null });
    const body = new FormData();
    body.append(avatarField, file);
    request.send(body);
  });

/** The avatar path from the API as an absolute URL on the API's origin. */
export const avatarSrc = (apiBase: string, url: string): string => new URL(url, apiBase).href;
