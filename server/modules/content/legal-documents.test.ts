import type { ArticleResponse } from '../../../contract/api/content';
import { legalArticleSlugs } from '../../../contract/rules/legal-articles';
import { type Language, languages } from '../../../contract/rules/languages';
import { type TestApp, createTestApp } from '../../../server-test/test-app';

/** An operator whose details need escaping, so a value written into the HTML unescaped shows. */
const operator = {
  LEGAL_ENTITY_NAME: 'Smith & Jones <Dental> Software Ltd',
  LEGAL_ADDRESS: '5 Harbour Road, Dublin D02 X285, Ireland',
  LEGAL_REGISTRATION_NUMBER: 'CRO no. 712345, VAT IE1234567T',
  LEGAL_CONTACT_EMAIL: 'legal@smith-jones.example',
  LEGAL_GOVERNING_LAW: 'the law of Ireland; the courts of Dublin',
  LEGAL_DATA_CONTROLLER: 'Smith & Jones <Dental> Software Ltd, DPO "M. Byrne", dpo@smith-jones.example',
};

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The sections each document must have, in order, per language: the earlier short texts lacked most of them. */
const requiredSections: Record<'license' | 'privacy', Record<Language, string[]>> = {
  license: {
    en: [
      'Parties',
      'Definitions',
      'Grant of license',
      'Devices and activation keys',
      'Trial and bonus days',
      'Subscription packages',
      'Payment',
      'Renewal',
      'Upgrades',
      'Refunds',
      'Patient data and plan links',
      'Availability and support',
      'Liability',
      'Termination, data export and deletion',
      'Intellectual property and feedback',
      'Governing law and disputes',
      'Changes to this agreement',
      'Contact',
    ],
    ru: [
      'Стороны',
      'Термины',
      'Предоставление лицензии',
      'Устройства и ключи активации',
      'Пробный период и бонусные дни',
      'Пакеты подписки',
      'Оплата',
      'Продление',
      'Расширение пакета',
      'Возврат средств',
      'Данные пациентов и ссылки на планы',
      'Доступность и поддержка',
      'Ответственность',
      'Прекращение, выгрузка и удаление данных',
      'Интеллектуальная собственность и предложения',
      'Применимое право и споры',
      'Изменение соглашения',
      'Контакты',
    ],
    uk: [
      'Сторони',
      'Терміни',
      'Надання ліцензії',
      'Пристрої та ключі активації',
      'Пробний період і бонусні дні',
      'Пакети підписки',
      'Оплата',
      'Продовження',
      'Розширення пакета',
      'Повернення коштів',
      'Дані пацієнтів і посилання на плани',
      'Доступність і підтримка',
      'Відповідальність',
      'Припинення, вивантаження та видалення даних',
      'Інтелектуальна власність і пропозиції',
      'Застосовне право і спори',
      'Зміна угоди',
      'Контакти',
    ],
  },
  privacy: {
    en: [
      'Who is responsible',
      'What data we process',
      'Purposes and legal bases',
      'Patients’ data in shared plans',
      'Recipients and processors',
      'International transfers',
      'How long we keep data',
      'Security',
      'Cookies and local storage',
      'Your rights',
      'Children',
      'Changes to this policy',
      'Contact',
    ],
    ru: [
      'Кто отвечает за данные',
      'Какие данные мы обрабатываем',
      'Цели и правовые основания',
      'Данные пациентов в переданных планах',
      'Получатели и обработчики',
      'Международная передача',
      'Сроки хранения',
      'Безопасность',
      'Cookie и локальное хранилище',
      'Ваши права',
      'Дети',
      'Изменение политики',
      'Контакты',
    ],
    uk: [
      'Хто відповідає за дані',
      'Які дані ми обробляємо',
      'Цілі та правові підстави',
      'Дані пацієнтів у надісланих планах',
      'Отримувачі та обробники',
      'Міжнародна передача',
      'Строки зберігання',
      'Безпека',
      'Cookie та локальне сховище',
      'Ваші права',
      'Діти',
      'Зміна політики',
      'Контакти',
    ],
  },
};

/** What each document must name of the operator. */
const requiredDetails: Record<'license' | 'privacy', (keyof typeof operator)[]> = {
  license: [
    'LEGAL_ENTITY_NAME',
    'LEGAL_ADDRESS',
    'LEGAL_REGISTRATION_NUMBER',
    'LEGAL_CONTACT_EMAIL',
    'LEGAL_GOVERNING_LAW',
  ],
  privacy: [
    'LEGAL_ENTITY_NAME',
    'LEGAL_ADDRESS',
    'LEGAL_REGISTRATION_NUMBER',
    'LEGAL_CONTACT_EMAIL',
    'LEGAL_DATA_CONTROLLER',
  ],
};

const sectionsOf = (html: string): string[] =>
  [...html.matchAll(/<h2 id="section-\d+">(?:\d+\.\s*)?([^<]*)<\/h2>/g)].map((match) => match[1] ?? '');

const cases = (['license', 'privacy'] as const).flatMap((document) =>
  languages.map((language) => [document, language] as const),
);

describe('the legal documents', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: operator });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const fetchDocument = async (document: 'license' | 'privacy', language: Language): Promise<ArticleResponse> => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/content/articles/${legalArticleSlugs[document]}?lng=${language}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ArticleResponse>();
  };

  it.each(cases)(
    'the %s document in %s names the configured operator, escaped, with no placeholder left',
    async (document, language) => {
      const article = await fetchDocument(document, language);
      expect(article).toMatchObject({ language, fallback: false, category: 'legal' });
      for (const name of requiredDetails[document]) expect(article.html).toContain(escaped(operator[name]));
      expect(article.html).not.toMatch(/\{\{|\}\}/);
      expect(article.html).not.toContain('<Dental>');
      expect(article.html).not.toContain('(set LEGAL_');
      // markdown-it's typographer makes "(c)" a copyright sign: "Art. 6(1)(c)" must survive it.
      expect(article.html).not.toContain('©');
    },
  );

  it.each(cases)('the %s document in %s is complete: every required section, in order', async (document, language) => {
    const article = await fetchDocument(document, language);
    expect(sectionsOf(article.html)).toEqual(requiredSections[document][language]);
    // The stubs these replace were about 2,000 characters.
    expect(article.html.replace(/<[^>]+>/g, '').length).toBeGreaterThan(7000);
  });
});

describe('the legal documents outside production without LEGAL_* settings', () => {
  it('show the sample operator, saying which variable to set', async () => {
    const testApp = await createTestApp();
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/content/articles/license-agreement' });
      expect(response.json<ArticleResponse>().html).toContain('Example Operator Ltd (set LEGAL_ENTITY_NAME)');
    } finally {
      await testApp.close();
    }
  });
});
