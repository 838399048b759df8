/**
 * What a string field of a request may hold, read by the server's one text check from a schema option. Every
 * string is plain single-line text unless its schema says otherwise: no C0 control character, no lone surrogate,
 * no bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069), which could make a name or a plan read
 * backwards on someone else's screen.
 */
export const textKindOption = 'x-text';

/** Line breaks and tabs belong here (descriptions); everything else as for single-line text. */
export const multiLineText = { [textKindOption]: 'multiline' } as const;
/** Compared, never shown (passwords): anything but U+0000, so no existing password stops working. */
export const opaqueText = { [textKindOption]: 'opaque' } as const;

export type TextKind = 'line' | 'multiline' | 'opaque';
export type TextFault = 'control' | 'encoding' | 'bidi';

// U+007F (DEL) is no C0 character, but it is as invisible and as out of place in a name. Matching control
// characters is the point of these two expressions.
// eslint-disable-next-line no-control-regex
const lineControls = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/;

/** What is wrong with `text` for a field of `kind`, or null. */
export const textFault = (text: string, kind: TextKind): TextFault | null => {
  if (kind === 'opaque') return text.includes('\u0000') ? 'control' : null;
  if ((kind === 'multiline' ? multiLineControls : lineControls).test(text)) return 'control';
  if (loneSurrogate.test(text)) return 'encoding';
  if (bidiControls.test(text)) return 'bidi';
  return null;
};
