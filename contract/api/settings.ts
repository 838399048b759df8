import { Type, type Static } from 'typebox';
import { opaqueText } from '../rules/text';
import { passwordMaxLength, passwordMinLength } from '../rules/account';
import { currencyCodes, priceIntegerDigitsMax, pricePatternSource, priceRowNameMaxLength } from '../rules/money';
import { catalogCodes } from '../rules/price-catalog';
import {
  addressMaxLength,
  countryCodes,
  phoneMaxLength,
  profileTextMaxLength,
  websiteMaxLength,
} from '../rules/profile';
import { staffLoginPatternSource, staffNameMaxLength, staffRoles } from '../rules/staff';

const Id = Type.String({ pattern: '^[0-9a-hjkmnp-tv-z]{26}$' });
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

/** A required text: at least one non-space character. */
const RequiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Timestamp = Type.String({ format: 'date-time' });

// Profile

export const Profile = Type.Object({
  country: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  ceo: Type.String(),
  contactPerson: Type.String(),
  /** E.164, e.g. +380441234567; null until filled. */
  phone: Type.Union([Type.String(), Type.Null()]),
  /** Street address; '' until filled. The patient's preview shows it with the city and country. */
  address: Type.String(),
  /** An http(s) URL; '' until filled. */
  website: Type.String(),
  complete: Type.Boolean(),
});
export type Profile = Static<typeof Profile>;

export const ProfileBody = Type.Object(
  {
    country: Type.Enum(countryCodes),
    city: RequiredText(profileTextMaxLength),
    ceo: RequiredText(profileTextMaxLength),
    contactPerson: Type.String({ maxLength: profileTextMaxLength }),
    /** Any common notation; a number without + is read in `country`'s format. Stored as E.164. */
    phone: RequiredText(phoneMaxLength),
    /** Optional; omitted keeps the stored one. */
    address: Type.Optional(Type.String({ maxLength: addressMaxLength })),
    /** Optional; `smile.example` is read as `https://smile.example/`; omitted keeps the stored one. */
    website: Type.Optional(Type.String({ maxLength: websiteMaxLength })),
  },
  { additionalProperties: false },
);
export type ProfileBody = Static<typeof ProfileBody>;

// Avatar

export const Avatar = Type.Object({
  /** Path of the logo image (immutable: a new upload gets a new path); null without a logo. */
  url: Type.Union([Type.String(), Type.Null()]),
});
export type Avatar = Static<typeof Avatar>;

// Password

export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: passwordMaxLength, ...opaqueText }),
    newPassword: Type.String({ minLength: passwordMinLength, maxLength: passwordMaxLength, ...opaqueText }),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

// Staff

export const StaffMember = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  login: Type.String(),
  role: Type.Enum(staffRoles),
  createdAt: Timestamp,
});
export type StaffMember = Static<typeof StaffMember>;

export const StaffList = Type.Object({ staff: Type.Array(StaffMember) });
export type StaffList = Static<typeof StaffList>;

const staffFields = {
  firstName: RequiredText(staffNameMaxLength),
  lastName: RequiredText(staffNameMaxLength),
  login: Type.String({ pattern: staffLoginPatternSource }),
  role: Type.Enum(staffRoles),
};

export const StaffCreateBody = Type.Object(
  {
    ...staffFields,
    password: Type.String({ minLength: passwordMinLength, maxLength: passwordMaxLength, ...opaqueText }),
  },
  { additionalProperties: false },
);
export type StaffCreateBody = Static<typeof StaffCreateBody>;

export const StaffUpdateBody = Type.Object(
  {
    ...staffFields,
    /** Omitted: the password stays. Given: it changes and the member's sessions end. */
    password: Type.Optional(Type.String({ minLength: passwordMinLength, maxLength: passwordMaxLength, ...opaqueText })),
  },
  { additionalProperties: false },
);
export type StaffUpdateBody = Static<typeof StaffUpdateBody>;

// Patient-management platform

export const PlatformLink = Type.Object({
  configured: Type.Boolean(),
  linked: Type.Boolean(),
  linkedAt: Type.Union([Timestamp, Type.Null()]),
});
export type PlatformLink = Static<typeof PlatformLink>;

export const PlatformLinkBody = Type.Object(
  { token: Type.String({ minLength: 8, maxLength: 512, pattern: '^[\\x21-\\x7E]+$' }) },
  { additionalProperties: false },
);
export type PlatformLinkBody = Static<typeof PlatformLinkBody>;

// Price list

export const PriceRow = Type.Object({
  id: Type.String(),
  elementCode: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  /** Integer in the currency's minor unit. */
  priceMinor: Type.Integer(),
  /** The same amount as a plain decimal (`12.50`). */
  price: Type.String(),
  /** Incremented by every save; a save naming an older version is refused with 409. */
  version: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type PriceRow = Static<typeof PriceRow>;

export const PriceList = Type.Object({
  currency: Type.String(),
  rows: Type.Array(PriceRow),
});
export type PriceList = Static<typeof PriceList>;

const rowFields = {
  elementCode: Type.Union([Type.Enum(catalogCodes), Type.Null()]),
  name: RequiredText(priceRowNameMaxLength),
  /** Decimal text (`12.50`, `12,5`, `1300`), no more fraction digits than the currency has. */
  price: Type.String({ minLength: 1, maxLength: priceIntegerDigitsMax + 8, pattern: pricePatternSource }),
};

export const PriceRowCreateBody = Type.Object(rowFields, { additionalProperties: false });
export type PriceRowCreateBody = Static<typeof PriceRowCreateBody>;

export const PriceRowUpdateBody = Type.Object(
  { ...rowFields, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type PriceRowUpdateBody = Static<typeof PriceRowUpdateBody>;

export const CurrencyBody = Type.Object({ currency: Type.Enum(currencyCodes) }, { additionalProperties: false });
export type CurrencyBody = Static<typeof CurrencyBody>;
