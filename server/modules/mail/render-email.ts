import type { Language } from '../../../contract/rules/languages';
import type { EmailTemplate, EmailTexts } from './email-texts';

export const emailKinds = [
  'email-confirmation',
  'password-reset',
  'closure-scheduled',
  'closure-cancelled',
  'closure-done',
  'decision-accepted',
  'decision-declined',
  'decision-question',
  'decision-call-request',
] as const;
export type EmailKind = (typeof emailKinds)[number];

const templateOf: Record<EmailKind, keyof Omit<EmailTexts, 'layout'>> = {
  'email-confirmation': 'emailConfirmation',
  'password-reset': 'passwordReset',
  'closure-scheduled': 'closureScheduled',
  'closure-cancelled': 'closureCancelled',
  'closure-done': 'closureDone',
  'decision-accepted': 'decisionAccepted',
  'decision-declined': 'decisionDeclined',
  'decision-question': 'decisionQuestion',
  'decision-call-request': 'decisionCallRequest',
};

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** `{{name}}` placeholders of the texts; every name used must have a value. */
export interface EmailValues {
  appName: string;
  companyName: string;
  link: string;
  [name: string]: string;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);

const interpolate = (template: string, values: EmailValues, escape: (text: string) => string): string =>
  escape(template).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The e-mail text "${template}" needs a value for {{${name}}}`);
    return escape(value);
  });

const plain = (text: string): string => text;

const renderText = (template: EmailTemplate, layout: EmailTexts['layout'], values: EmailValues): string => {
  const line = (text: string) => interpolate(text, values, plain);
  return [
    line(template.greeting),
    line(template.intro),
    `${line(template.action)}:\n${values.link}`,
    line(template.validity),
    line(template.ignore),
    `${line(layout.signature)}\n\n--\n${line(layout.automated)}`,
  ].join('\n\n');
};

const renderHtml = (
  template: EmailTemplate,
  layout: EmailTexts['layout'],
  values: EmailValues,
  language: Language,
  subject: string,
): string => {
  const text = (source: string) => interpolate(source, values, escapeHtml);
  const link = escapeHtml(values.link);
  const paragraph = 'margin:0 0 16px;';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f6f9;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f6f9;">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1c2733;font-size:16px;line-height:24px;">
<tr>
<td style="padding:20px 32px;background-color:#0b2545;border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:bold;">${escapeHtml(values.appName)}</td>
</tr>
<tr>
<td style="padding:28px 32px 8px;">
<p style="${paragraph}">${text(template.greeting)}</p>
<p style="${paragraph}">${text(template.intro)}</p>
<p style="margin:24px 0;text-align:center;"><a href="${link}" style="display:inline-block;padding:12px 24px;background-color:#1565c0;border-radius:4px;color:#ffffff;font-weight:bold;text-decoration:none;">${text(template.action)}</a></p>
<p style="${paragraph}">${text(template.validity)}</p>
<p style="${paragraph}font-size:14px;color:#46566b;">${text(layout.linkHint)}<br><a href="${link}" style="color:#1565c0;word-break:break-all;">${link}</a></p>
<p style="${paragraph}">${text(template.ignore)}</p>
<p style="${paragraph}">${text(layout.signature)}</p>
</td>
</tr>
<tr>
<td style="padding:16px 32px 24px;border-top:1px solid #e3e8ee;font-size:12px;line-height:18px;color:#6b7a8c;">${text(layout.automated)}</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
};

/** One e-mail in one language: subject, plain text and HTML, every interpolated value escaped for HTML. */
export const renderEmail = (
  texts: EmailTexts,
  kind: EmailKind,
  language: Language,
  values: EmailValues,
): RenderedEmail => {
  const template = texts[templateOf[kind]];
  const subject = interpolate(template.subject, values, plain);
  return {
    subject,
    text: renderText(template, texts.layout, values),
    html: renderHtml(template, texts.layout, values, language, subject),
  };
};
