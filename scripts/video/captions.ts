import type { Language } from '../../contract/rules/languages';

export type SceneId = 'landing' | 'signUp' | 'confirm' | 'dashboard' | 'priceList' | 'preview' | 'model' | 'end';

/** What each scene of the walkthrough says, as captions in every language of the site. */
export const sceneCaptions: Record<SceneId, Record<Language, string>> = {
  landing: {
    en: 'Dentiqo 3D shows treatment plans in 3D. This is the website a clinic finds.',
    ru: 'Dentiqo 3D показывает планы лечения в 3D. Так клиника видит сайт.',
    uk: 'Dentiqo 3D показує плани лікування в 3D. Так клініка бачить сайт.',
  },
  signUp: {
    en: 'A clinic signs up with its name, an e-mail and a password.',
    ru: 'Клиника регистрируется: название, e-mail и пароль.',
    uk: 'Клініка реєструється: назва, e-mail і пароль.',
  },
  confirm: {
    en: 'The link in the confirmation e-mail opens the whole cabinet.',
    ru: 'Ссылка из письма с подтверждением открывает весь кабинет.',
    uk: 'Посилання з листа з підтвердженням відкриває весь кабінет.',
  },
  dashboard: {
    en: 'The cabinet: free days, bonus days and the keys for the program.',
    ru: 'Кабинет: бесплатные дни, бонусные дни и ключи для программы.',
    uk: 'Кабінет: безкоштовні дні, бонусні дні та ключі для програми.',
  },
  priceList: {
    en: "The price list: the clinic's own prices make each plan's smart invoice.",
    ru: 'Прайс-лист: из цен клиники складывается умный счёт каждого плана.',
    uk: 'Прайс-лист: із цін клініки складається розумний рахунок кожного плану.',
  },
  preview: {
    en: 'The program shares a plan; the patient opens it on a phone or a computer.',
    ru: 'Программа делится планом; пациент открывает его на телефоне или компьютере.',
    uk: "Програма ділиться планом; пацієнт відкриває його на телефоні чи комп'ютері.",
  },
  model: {
    en: 'The 3D tab shows the teeth before and after treatment; drag to turn them.',
    ru: 'Во вкладке 3D — зубы до и после лечения; их можно поворачивать.',
    uk: 'На вкладці 3D — зуби до та після лікування; їх можна повертати.',
  },
  end: {
    en: 'Dentiqo 3D: sign up and try it free.',
    ru: 'Dentiqo 3D: зарегистрируйтесь и попробуйте бесплатно.',
    uk: 'Dentiqo 3D: зареєструйтеся та спробуйте безкоштовно.',
  },
};

export interface SceneTime {
  id: SceneId;
  /** Seconds into the video. */
  start: number;
}

const timestamp = (seconds: number): string => {
  const millis = Math.round(seconds * 1000);
  const part = (value: number, digits = 2) => String(value).padStart(digits, '0');
  return `${part(Math.floor(millis / 3_600_000))}:${part(Math.floor(millis / 60_000) % 60)}:${part(
    Math.floor(millis / 1000) % 60,
  )}.${part(millis % 1000, 3)}`;
};

const escapeCue = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A WebVTT file with one cue per scene, from its start to the next scene's (or the end of the video). */
export const webVtt = (scenes: readonly SceneTime[], seconds: number, language: Language): string => {
  const cues = scenes.map((scene, index) => {
    const end = Math.min(scenes[index + 1]?.start ?? seconds, seconds);
    return `${index + 1}\n${timestamp(scene.start)} --> ${timestamp(end)}\n${escapeCue(sceneCaptions[scene.id][language])}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
};
