import { exportFormatVersion } from '../../../contract/rules/company-export';

/**
 * The README inside every export: what each file holds and in which units. Written in English like the file names
 * and keys it explains (a machine-readable format; the e-mail and the screen are in the clinic's language).
 */
export const exportReadme = (companyName: string, at: Date): string =>
  `# Data export of ${companyName}

Exported: ${at.toISOString()}
Format version: ${exportFormatVersion}

Everything the clinic's account holds, as JSON files (UTF-8) with CSV copies of the price list and the orders.

## Units and formats

- Instants: ISO 8601 in UTC (\`2026-11-26T15:57:00.000Z\`).
- Money: integers in the currency's minor unit (cents, kopecks) with an ISO 4217 code next to them; the price list
  carries the same amount as a plain decimal (\`price\`) too.
- Phone numbers: E.164 (\`+380441234567\`).
- CSV: RFC 4180, comma-separated, CRLF line ends, UTF-8 with a byte order mark (so Excel shows Cyrillic text).

## Files

| file | what it holds |
|---|---|
| \`account.json\` | the company: id, name, e-mail, language, whether the e-mail is confirmed, created |
| \`profile.json\` | the clinic's profile: country, city, CEO, contact person, phone, address, website |
| \`staff.json\` | staff members: names, login, role, created (no passwords) |
| \`price-list.json\`, \`price-list.csv\` | the price list and its currency |
| \`device-keys.json\` | device keys as the cabinet shows them, with their devices: name, OS, app version, activated, last seen |
| \`orders.json\`, \`orders.csv\` | orders and payments (\`price_minor\` in minor units) |
| \`periods.json\` | the subscription periods the paid orders bought |
| \`security-events.json\` | the security log still kept (sign-ins, changes, …) |
| \`cards/<id>/card.json\` | a shared treatment plan: patient name, dates, formula and options, views, state, patient record state |
| \`cards/<id>/before.*\`, \`after.*\` | its pictures (the largest stored version), when the card still has them |
| \`cards/<id>/plan.pdf\` | its PDF, when it has one |
| \`cards/<id>/decisions.json\` | the patient's answers as the cabinet's history shows them: id, kind, time, option, typed name, message, phone, preferred time, plan hash, superseded |

## Left out, and why

- Password hashes, session and link tokens, device fingerprints and lease secrets: they prove identity, they are not
  the clinic's data, and a copy would only be a risk.
- The patient platform's API token: a credential of another service.
- The address hash and browser of each patient answer: kept on the server only as proof of where an answer came from.
- Pictures of revoked or erased cards: they were deleted when the card was revoked.
`;
