import { avatarField } from '@contract/rules/avatar';
import { authorizationKey } from '@contract/rules/auth';

export interface UploadResult {
  ok: boolean;
  status: number;
  url: string | null;
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
      let url: string | null;
      try {
        url = (JSON.parse(request.responseText) as { url?: string | null }).url ?? null;
      } catch {
        url = null;
      }
      resolve({ ok: request.status === 200, status: request.status, url });
    };
    request.onerror = () => resolve({ ok: false, status: 0, url: null });
    const body = new FormData();
    body.append(avatarField, file);
    request.send(body);
  });

/** The avatar path from the API as an absolute URL on the API's origin. */
export const avatarSrc = (apiBase: string, url: string): string => new URL(url, apiBase).href;
