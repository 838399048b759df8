import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { languages } from '../../../contract/rules/languages';
import { loadConfig } from '../../config';
import { loadEmailTexts } from './email-texts';
import { emailKinds, escapeHtml, renderEmail } from './render-email';

const texts = loadEmailTexts(loadConfig({}).localesDir);
const values = {
  appName: 'Dentiqo 3D',
  companyName: 'Smile Clinic',
  link: 'https://dentiqo.example/submit-profile/abc_DEF-123',
  hours: '48',
  minutes: '60',
  date: '2027-01-01',
  patientName: 'Olena Kovalenko',
  fullName: 'Olena K.',
  option: 'Bridge',
  total: '$4,030.00',
  reason: 'Too far',
  message: 'Does it hurt?',
  phone: '+380 44 123 4567',
  preferredTime: 'After six',
};

/** A value each kind's text must carry besides the link and the clinic's name. */
const carried: Record<(typeof emailKinds)[number], string> = {
  'email-confirmation': '48',
  'password-reset': '60',
  'closure-scheduled': '2027-01-01',
  'closure-cancelled': 'Smile Clinic',
  'closure-done': '2027-01-01',
  'decision-accepted': '$4,030.00',
  'decision-declined': 'Too far',
  'decision-question': 'Does it hurt?',
  'decision-call-request': 'After six',
};

/** Opening and closing tags of each element, in document order, must pair up. */
const unbalancedTags = (html: string): string[] => {
  const stack: string[] = [];
  const problems: string[] = [];
  const voidElements = new Set(['meta', 'br']);
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z]+)[^>]*>/g)) {
    if (voidElements.has(name!)) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) problems.push(name!);
  }
  return [...problems, ...stack];
};

describe('renderEmail', () => {
  describe.each(languages)('in %s', (language) => {
    it.each(emailKinds)('renders %s with subject, text and well-formed HTML carrying the link', (kind) => {
      const email = renderEmail(texts[language], kind, language, values);
      expect(email.subject).toContain('Dentiqo 3D');
      for (const part of [email.subject, email.text, email.html]) expect(part).not.toMatch(/\{\{|\}\}/);
      expect(email.text).toContain(values.link);
      expect(email.text).toContain('Smile Clinic');
      expect(email.html).toContain(`href="${values.link}"`);
      expect(email.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
      expect(unbalancedTags(email.html)).toEqual([]);
      expect(email.text).toContain(carried[kind]);
    });
  });

  it('writes Ukrainian and Russian texts, not English ones', () => {
    expect(renderEmail(texts.uk, 'email-confirmation', 'uk', values).text).toContain('Вітаємо, Smile Clinic!');
    expect(renderEmail(texts.ru, 'password-reset', 'ru', values).subject).toBe('Сброс пароля в Dentiqo 3D');
    expect(renderEmail(texts.en, 'password-reset', 'en', values).subject).toBe('Reset your Dentiqo 3D password');
  });

  it('escapes every interpolated value in HTML and leaves the text part literal', () => {
    const hostile = {
      ...values,
      companyName: `<script>alert("x")</script> & 'Co'`,
      appName: 'Dr <b>Smile</b>',
      link: 'https://dentiqo.example/submit-profile/a"onmouseover="x&y=<1>',
    };
    const email = renderEmail(texts.en, 'email-confirmation', 'en', hostile);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;');
    expect(email.html).toContain(
      'href="https://dentiqo.example/submit-profile/a&quot;onmouseover=&quot;x&amp;y=&lt;1&gt;"',
    );
    expect(unbalancedTags(email.html)).toEqual([]);
    expect(email.text).toContain(`Hello, <script>alert("x")</script> & 'Co'!`);
  });

  it('fails loudly when a text needs a value nobody gave', () => {
    const { hours: _, ...withoutHours } = values;
    expect(() => renderEmail(texts.en, 'email-confirmation', 'en', withoutHours)).toThrow('{{hours}}');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('loadEmailTexts', () => {
  const withLocales = (write: (dir: string) => void, check: (dir: string) => void) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dentiqo-locales-'));
    try {
      for (const language of languages) mkdirSync(path.join(dir, language));
      write(dir);
      check(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const template = { subject: 's', greeting: 'g', intro: 'i', action: 'a', validity: 'v', ignore: 'x' };
  const full = JSON.stringify({
    emailConfirmation: template,
    passwordReset: template,
    closureScheduled: template,
    closureCancelled: template,
    closureDone: template,
    decisionAccepted: template,
    decisionDeclined: template,
    decisionQuestion: template,
    decisionCallRequest: template,
    layout: { linkHint: 'l', signature: 's', automated: 'a' },
  });

  it('names a missing file', () => {
    withLocales(
      (dir) => {
        writeFileSync(path.join(dir, 'en', 'emails.json'), full);
        writeFileSync(path.join(dir, 'ru', 'emails.json'), full);
      },
      (dir) => expect(() => loadEmailTexts(dir)).toThrow(path.join(dir, 'uk', 'emails.json')),
    );
  });

  it('names missing and empty texts', () => {
    withLocales(
      (dir) => {
        const broken = JSON.parse(full);
        delete broken.passwordReset.action;
        broken.layout.signature = ' ';
        for (const language of languages) {
          writeFileSync(
            path.join(dir, language, 'emails.json'),
            JSON.stringify(language === 'ru' ? broken : JSON.parse(full)),
          );
        }
      },
      (dir) => expect(() => loadEmailTexts(dir)).toThrow(/ru.*passwordReset lacks the texts action/),
    );
  });
});
