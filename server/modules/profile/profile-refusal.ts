import { HttpProblem } from '../../plugins/problem';
import { Refusal, refusalMapper } from '../../plugins/refusal';

/** Why the profile's rules refuse a change, in the module's own words (no HTTP status or code). */
export type ProfileRefusalReason =
  /** The phone is not a valid number for the country, or the website is no URL (the ones that failed, in order). */
  { kind: 'contact-invalid'; fields: ('phone' | 'website')[] };

export class ProfileRefusal extends Refusal<ProfileRefusalReason> {}

const fieldErrors = {
  phone: { field: 'body/phone', reason: 'phone' },
  website: { field: 'body/website', reason: 'url' },
};

export const problemOfProfileRefusal = (reason: ProfileRefusalReason): HttpProblem => {
  switch (reason.kind) {
    case 'contact-invalid':
      return new HttpProblem(400, 'VALIDATION_FAILED', { errors: reason.fields.map((field) => fieldErrors[field]) });
  }
};

export const profileRefusals = refusalMapper(ProfileRefusal, problemOfProfileRefusal);
