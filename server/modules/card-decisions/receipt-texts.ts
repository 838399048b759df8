import type { Language } from '../../../contract/rules/languages';

/** Every word the PDF receipt prints, in each language the site speaks. */
export interface ReceiptTexts {
  title: string;
  patient: string;
  saved: string;
  option: string;
  /** The heading of a card uploaded with one plan, as the preview page names it. */
  singlePlan: string;
  /** An untitled option among several, as the preview page names it; `{{number}}` is 1-based. */
  untitledOption: string;
  step: string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  stepTotal: string;
  total: string;
  decision: string;
  acceptedBy: string;
  acceptedAt: string;
  /** Word for word the line the patient ticked (the preview's `decision.consentLine`). */
  consentLine: string;
  consentHeading: string;
  decisionId: string;
  planVersion: string;
  subject: string;
}

export const receiptTexts: Readonly<Record<Language, ReceiptTexts>> = {
  en: {
    title: 'Treatment plan accepted',
    patient: 'Patient',
    saved: 'Plan saved',
    option: 'Accepted option',
    singlePlan: 'Treatment plan and cost',
    untitledOption: 'Option {{number}}',
    step: 'Step {{number}}',
    item: 'Treatment',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    stepTotal: 'Step total',
    total: 'Total',
    decision: 'Decision',
    acceptedBy: 'Accepted by (name typed by the patient)',
    acceptedAt: 'Accepted on',
    consentLine:
      'I have read this treatment plan and accept the option I chose. I understand that my doctor confirms the final plan and price at the clinic.',
    consentHeading: 'Confirmed by ticking',
    decisionId: 'Decision ID',
    planVersion: 'Plan version (SHA-256)',
    subject: 'Receipt of an accepted treatment plan',
  },
  ru: {
    title: 'План лечения принят',
    patient: 'Пациент',
    saved: 'План сохранён',
    option: 'Принятый вариант',
    singlePlan: 'План лечения и стоимость',
    untitledOption: 'Вариант {{number}}',
    step: 'Этап {{number}}',
    item: 'Лечение',
    quantity: 'Кол-во',
    unitPrice: 'Цена',
    amount: 'Сумма',
    stepTotal: 'Итого за этап',
    total: 'Итого',
    decision: 'Решение',
    acceptedBy: 'Принял(а) (имя, введённое пациентом)',
    acceptedAt: 'Дата и время',
    consentLine:
      'Я ознакомился(-ась) с планом лечения и принимаю выбранный вариант. Я понимаю, что окончательный план и стоимость подтверждает мой врач в клинике.',
    consentHeading: 'Подтверждено отметкой',
    decisionId: 'Номер решения',
    planVersion: 'Версия плана (SHA-256)',
    subject: 'Подтверждение принятого плана лечения',
  },
  uk: {
    title: 'План лікування прийнято',
    patient: 'Пацієнт',
    saved: 'План збережено',
    option: 'Прийнятий варіант',
    singlePlan: 'План лікування і вартість',
    untitledOption: 'Варіант {{number}}',
    step: 'Етап {{number}}',
    item: 'Лікування',
    quantity: 'К-сть',
    unitPrice: 'Ціна',
    amount: 'Сума',
    stepTotal: 'Разом за етап',
    total: 'Разом',
    decision: 'Рішення',
    acceptedBy: 'Прийняв(-ла) (ім’я, введене пацієнтом)',
    acceptedAt: 'Дата і час',
    consentLine:
      'Я ознайомився(-лася) з планом лікування і приймаю обраний варіант. Я розумію, що остаточний план і вартість підтверджує мій лікар у клініці.',
    consentHeading: 'Підтверджено позначкою',
    decisionId: 'Номер рішення',
    planVersion: 'Версія плану (SHA-256)',
    subject: 'Підтвердження прийнятого плану лікування',
  },
};

/** `{{name}}` placeholders filled in, the way the SPA's i18next does. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
