import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why the logo's rules refuse an upload, in the module's own words (no HTTP status or code). */
export type AvatarRefusalReason =
  /** The file is no JPEG, PNG or WebP, has too many pixels, or cannot be decoded. */
  { kind: 'image-rejected'; reason: 'type' | 'pixels' | 'corrupt' };

export class AvatarRefusal extends Refusal<AvatarRefusalReason> {}

export const problemOfAvatarRefusal = (refusal: AvatarRefusalReason): HttpProblem => {
  switch (refusal.kind) {
    case 'image-rejected': {
      const errors = [{ field: 'body/file', reason: refusal.reason }];
      if (refusal.reason === 'type') return new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', { errors });
      if (refusal.reason === 'pixels') return new HttpProblem(413, 'PAYLOAD_TOO_LARGE', { errors });
      return new HttpProblem(400, 'VALIDATION_FAILED', { errors });
    }
  }
};

export const avatarRefusals = refusalMapper(AvatarRefusal, problemOfAvatarRefusal);
