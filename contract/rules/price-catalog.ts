/** The five treatment modules the desktop app and the price list group standard positions by. */
export const treatmentModules = ['prosthetic', 'therapeutic', 'aesthetic', 'orthodontic', 'surgical'] as const;
export type TreatmentModule = (typeof treatmentModules)[number];

export interface CatalogElement {
  /** Stable across releases: price rows and plan cards refer to it. */
  code: string;
  module: TreatmentModule;
  names: { en: string; ru: string; uk: string };
}

const element = (code: string, module: TreatmentModule, en: string, ru: string, uk: string): CatalogElement => ({
  code,
  module,
  names: { en, ru, uk },
});

/** Standard positions of a dental price list; a row picks one of them (or none) and names its own variant. */
export const priceCatalog: readonly CatalogElement[] = [
  // prosthetic
  element(
    'crown-metal-ceramic',
    'prosthetic',
    'Metal-ceramic crown',
    'Металлокерамическая коронка',
    'Металокерамічна коронка',
  ),
  element(
    'crown-zirconia',
    'prosthetic',
    'Zirconia crown',
    'Коронка из диоксида циркония',
    'Коронка з діоксиду цирконію',
  ),
  element(
    'crown-emax',
    'prosthetic',
    'Lithium disilicate (E.max) crown',
    'Коронка из дисиликата лития (E.max)',
    'Коронка з дисилікату літію (E.max)',
  ),
  element(
    'crown-metal',
    'prosthetic',
    'Full metal crown',
    'Цельнолитая металлическая коронка',
    'Суцільнолита металева коронка',
  ),
  element('crown-temporary', 'prosthetic', 'Temporary crown', 'Временная коронка', 'Тимчасова коронка'),
  element('crown-on-implant', 'prosthetic', 'Crown on an implant', 'Коронка на импланте', 'Коронка на імплантаті'),
  element('bridge-unit', 'prosthetic', 'Bridge unit', 'Единица мостовидного протеза', 'Одиниця мостоподібного протеза'),
  element(
    'inlay-onlay',
    'prosthetic',
    'Ceramic inlay / onlay',
    'Керамическая вкладка (инлей / онлей)',
    'Керамічна вкладка (інлей / онлей)',
  ),
  element('post-core', 'prosthetic', 'Post and core', 'Культевая штифтовая вкладка', 'Куксова штифтова вкладка'),
  element(
    'denture-complete',
    'prosthetic',
    'Complete removable denture',
    'Полный съёмный протез',
    'Повний знімний протез',
  ),
  element(
    'denture-partial',
    'prosthetic',
    'Partial removable denture',
    'Частичный съёмный протез',
    'Частковий знімний протез',
  ),
  element('denture-clasp', 'prosthetic', 'Clasp (bugel) denture', 'Бюгельный протез', 'Бюгельний протез'),
  element(
    'all-on-4',
    'prosthetic',
    'All-on-4 full-arch prosthesis',
    'Протезирование All-on-4',
    'Протезування All-on-4',
  ),
  // therapeutic
  element(
    'consultation',
    'therapeutic',
    'Consultation and examination',
    'Консультация и осмотр',
    'Консультація та огляд',
  ),
  element('filling-composite', 'therapeutic', 'Composite filling', 'Композитная пломба', 'Композитна пломба'),
  element(
    'filling-glass-ionomer',
    'therapeutic',
    'Glass-ionomer filling',
    'Стеклоиономерная пломба',
    'Склоіономерна пломба',
  ),
  element('filling-temporary', 'therapeutic', 'Temporary filling', 'Временная пломба', 'Тимчасова пломба'),
  element(
    'root-canal-1',
    'therapeutic',
    'Root canal treatment, one canal',
    'Лечение корневого канала, один канал',
    'Лікування кореневого каналу, один канал',
  ),
  element(
    'root-canal-2',
    'therapeutic',
    'Root canal treatment, two canals',
    'Лечение корневых каналов, два канала',
    'Лікування кореневих каналів, два канали',
  ),
  element(
    'root-canal-3',
    'therapeutic',
    'Root canal treatment, three canals',
    'Лечение корневых каналов, три канала',
    'Лікування кореневих каналів, три канали',
  ),
  element(
    'root-canal-retreatment',
    'therapeutic',
    'Root canal retreatment',
    'Перелечивание корневого канала',
    'Повторне лікування кореневого каналу',
  ),
  element('pulpitis', 'therapeutic', 'Pulpitis treatment', 'Лечение пульпита', 'Лікування пульпіту'),
  element('periodontitis', 'therapeutic', 'Periodontitis treatment', 'Лечение периодонтита', 'Лікування періодонтиту'),
  element(
    'hygiene-professional',
    'therapeutic',
    'Professional hygiene (scaling and polishing)',
    'Профессиональная гигиена (чистка и полировка)',
    'Професійна гігієна (чищення та полірування)',
  ),
  element('air-flow', 'therapeutic', 'Air Flow cleaning', 'Чистка Air Flow', 'Чищення Air Flow'),
  element('fissure-sealing', 'therapeutic', 'Fissure sealing', 'Герметизация фиссур', 'Герметизація фісур'),
  element(
    'x-ray-periapical',
    'therapeutic',
    'Periapical X-ray',
    'Прицельный рентгеновский снимок',
    'Прицільний рентгенівський знімок',
  ),
  element(
    'cbct',
    'therapeutic',
    'Cone-beam CT scan',
    'Конусно-лучевая компьютерная томография',
    'Конусно-променева комп’ютерна томографія',
  ),
  // aesthetic
  element('veneer-ceramic', 'aesthetic', 'Ceramic veneer', 'Керамический винир', 'Керамічний вінір'),
  element('veneer-composite', 'aesthetic', 'Composite veneer', 'Композитный винир', 'Композитний вінір'),
  element(
    'lumineer',
    'aesthetic',
    'Lumineer (no-prep veneer)',
    'Люминир (винир без препарирования)',
    'Люмінір (вінір без препарування)',
  ),
  element('whitening-office', 'aesthetic', 'In-office whitening', 'Кабинетное отбеливание', 'Кабінетне відбілювання'),
  element(
    'whitening-home',
    'aesthetic',
    'Home whitening kit with trays',
    'Домашнее отбеливание с каппами',
    'Домашнє відбілювання з капами',
  ),
  element(
    'aesthetic-restoration',
    'aesthetic',
    'Aesthetic restoration',
    'Художественная реставрация',
    'Художня реставрація',
  ),
  element('smile-design', 'aesthetic', 'Digital smile design', 'Цифровой дизайн улыбки', 'Цифровий дизайн посмішки'),
  // orthodontic
  element(
    'braces-metal',
    'orthodontic',
    'Metal braces, one arch',
    'Металлические брекеты, одна челюсть',
    'Металеві брекети, одна щелепа',
  ),
  element(
    'braces-ceramic',
    'orthodontic',
    'Ceramic braces, one arch',
    'Керамические брекеты, одна челюсть',
    'Керамічні брекети, одна щелепа',
  ),
  element(
    'braces-self-ligating',
    'orthodontic',
    'Self-ligating braces, one arch',
    'Самолигирующие брекеты, одна челюсть',
    'Самолігуючі брекети, одна щелепа',
  ),
  element(
    'braces-lingual',
    'orthodontic',
    'Lingual braces, one arch',
    'Лингвальные брекеты, одна челюсть',
    'Лінгвальні брекети, одна щелепа',
  ),
  element('aligners', 'orthodontic', 'Clear aligner treatment', 'Лечение элайнерами', 'Лікування елайнерами'),
  element('retainer-fixed', 'orthodontic', 'Fixed retainer', 'Несъёмный ретейнер', 'Незнімний ретейнер'),
  element('retainer-removable', 'orthodontic', 'Removable retainer', 'Съёмный ретейнер', 'Знімний ретейнер'),
  element(
    'orthodontic-plate',
    'orthodontic',
    'Orthodontic plate',
    'Ортодонтическая пластинка',
    'Ортодонтична пластинка',
  ),
  // surgical
  element('extraction-simple', 'surgical', 'Simple tooth extraction', 'Простое удаление зуба', 'Просте видалення зуба'),
  element(
    'extraction-complex',
    'surgical',
    'Complex tooth extraction',
    'Сложное удаление зуба',
    'Складне видалення зуба',
  ),
  element(
    'extraction-wisdom',
    'surgical',
    'Impacted wisdom tooth removal',
    'Удаление ретинированного зуба мудрости',
    'Видалення ретенованого зуба мудрості',
  ),
  element(
    'implant',
    'surgical',
    'Dental implant placement',
    'Установка дентального импланта',
    'Встановлення дентального імплантату',
  ),
  element(
    'implant-premium',
    'surgical',
    'Premium implant placement',
    'Установка импланта премиум-класса',
    'Встановлення імплантату преміум-класу',
  ),
  element('healing-abutment', 'surgical', 'Healing abutment (gingiva former)', 'Формирователь десны', 'Формувач ясен'),
  element('bone-graft', 'surgical', 'Bone grafting', 'Костная пластика', 'Кісткова пластика'),
  element('sinus-lift-open', 'surgical', 'Open sinus lift', 'Открытый синус-лифтинг', 'Відкритий синус-ліфтинг'),
  element('sinus-lift-closed', 'surgical', 'Closed sinus lift', 'Закрытый синус-лифтинг', 'Закритий синус-ліфтинг'),
  element(
    'gum-graft',
    'surgical',
    'Soft tissue (gum) graft',
    'Пластика мягких тканей (десны)',
    'Пластика м’яких тканин (ясен)',
  ),
  element('resection', 'surgical', 'Root apex resection', 'Резекция верхушки корня', 'Резекція верхівки кореня'),
];

export const catalogCodes: readonly string[] = priceCatalog.map((item) => item.code);

const byCode = new Map(priceCatalog.map((item) => [item.code, item]));

export const catalogElement = (code: string): CatalogElement | undefined => byCode.get(code);
