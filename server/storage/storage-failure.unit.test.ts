import { HttpProblem } from '../plugins/problem';
import { storageProblemFor, storageRetryAfterSeconds } from './storage-failure';

const errno = (code: string) => Object.assign(new Error(`${code}: failed`), { code });

describe('storageProblemFor', () => {
  it.each(['ENOSPC', 'EDQUOT', 'EFBIG'])('reads %s as a full volume: 507 STORAGE_FULL with Retry-After', (code) => {
    expect(storageProblemFor(errno(code))).toMatchObject({
      status: 507,
      code: 'STORAGE_FULL',
      detail: code,
      retryAfter: storageRetryAfterSeconds,
    });
  });

  it.each(['EROFS', 'EACCES', 'EPERM'])('reads %s as a volume that takes no writes: 503 STORAGE_READ_ONLY', (code) => {
    const problem = storageProblemFor(errno(code));
    expect(problem).toBeInstanceOf(HttpProblem);
    expect(problem).toMatchObject({ status: 503, code: 'STORAGE_READ_ONLY', retryAfter: storageRetryAfterSeconds });
  });

  it.each([errno('EIO'), errno('EEXIST'), new Error('no code'), 'a string', null])(
    'passes anything else through unchanged (%p)',
    (error) => {
      expect(storageProblemFor(error)).toBe(error);
    },
  );
});
