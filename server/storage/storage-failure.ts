import { HttpProblem } from '../plugins/problem';
import { FileStoreUnavailableError } from './file-store';

// errno codes of a write that failed because the volume is out of room (a quota and a file-size limit read alike
// to a clinic), and of one that failed because the volume does not take writes at all.
const fullCodes = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
const readOnlyCodes = new Set(['EROFS', 'EACCES', 'EPERM']);
/** Seconds a client waits before trying again: an operator must free space or remount, not a moment's blip. */
export const storageRetryAfterSeconds = 300;
export const storeDownRetryAfterSeconds = 30;

/**
 * The problem to answer when writing an upload failed on the storage volume: 507 STORAGE_FULL or 503
 * STORAGE_READ_ONLY, or 503 STORAGE_UNAVAILABLE when the object store cannot be reached, all with Retry-After,
 * since none is the client's fault and all heal without it.
 * Any other error is returned as it is.
 */
export const storageProblemFor = (error: unknown): unknown => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return error;
  const retryAfter = storageRetryAfterSeconds;
  if (fullCodes.has(code)) return new HttpProblem(507, 'STORAGE_FULL', { detail: code, retryAfter });
  if (readOnlyCodes.has(code)) return new HttpProblem(503, 'STORAGE_READ_ONLY', { detail: code, retryAfter });
  if (error instanceof FileStoreUnavailableError) {
    // A store that is down comes back on its own far sooner than a full volume is freed.
    const detail = `The ${error.store === 's3' ? 'object' : 'file'} storage cannot be reached; nothing was stored.`;
    return new HttpProblem(503, 'STORAGE_UNAVAILABLE', { detail, retryAfter: storeDownRetryAfterSeconds });
  }
  return error;
};
