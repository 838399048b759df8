import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { findHardCodedText } from '@/testing/find-hard-coded-text';

const srcDir = path.resolve(__dirname, '../..');

const componentFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'testing' ? [] : componentFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });

describe('user-facing text', () => {
  it('the check finds text written into components', () => {
    const source = `
      export const Notice = ({ count }: { count: number }) => (
        <section aria-label="Notices">
          <h2>Saved!</h2>
          <p>{'Заповніть поле'} {count}</p>
          <img alt={\`Clinic logo\`} src="/logo.svg" />
          <span aria-hidden="true">{' · '}</span>
        </section>
      );`;
    expect(findHardCodedText(source).map((hit) => hit.text)).toEqual([
      'Notices',
      'Saved!',
      'Заповніть поле',
      'Clinic logo',
    ]);
  });

  it('the check accepts translated text', () => {
    const source = `export const Heading = () => { const { t } = useTranslation(); return <h1 title={t('x')}>{t('title')}</h1>; };`;
    expect(findHardCodedText(source)).toEqual([]);
  });

  it('no component renders text that is not in locales/', () => {
    const hits = componentFiles(srcDir).flatMap((file) =>
      findHardCodedText(readFileSync(file, 'utf8'), file).map(
        (hit) => `${path.relative(srcDir, file)}:${hit.line} ${hit.text}`,
      ),
    );
    expect(hits).toEqual([]);
  });
});
