import type { DentalFormula } from '@contract/rules/dental-formula';

export const clinicalModules = ['prosthetic', 'therapeutic', 'aesthetic', 'orthodontic', 'surgical'] as const;
export type ClinicalModule = (typeof clinicalModules)[number];

/**
 * One demonstration case per marketing module, written as the desktop program sends a card's formula. Each is
 * clinically plausible; the explanations live in `locales/<lng>/clinical-model.json` under `cases.<module>`.
 */
export const sampleCases: Record<ClinicalModule, DentalFormula> = {
  // A bridge 14–16 replaces the missing 15; a root-filled 26 and a broken-down 46 get crowns.
  prosthetic: {
    teeth: [
      { tooth: 14, before: 'filling', after: 'crown' },
      { tooth: 15, before: 'missing', after: 'bridge' },
      { tooth: 16, before: 'caries', after: 'crown' },
      { tooth: 26, before: 'root-canal', after: 'crown' },
      { tooth: 36, before: 'filling', after: 'filling' },
      { tooth: 46, before: 'caries', after: 'crown' },
    ],
    bridges: [{ phase: 'after', teeth: [14, 15, 16] }],
  },
  // Caries in the chewing teeth becomes fillings; the deep one in 36 reached the nerve and needs a root canal.
  therapeutic: {
    teeth: [
      { tooth: 16, before: 'caries', after: 'filling' },
      { tooth: 24, before: 'caries', after: 'filling' },
      { tooth: 26, before: 'filling', after: 'filling' },
      { tooth: 36, before: 'caries', after: 'root-canal' },
      { tooth: 37, before: 'caries', after: 'filling' },
      { tooth: 45, before: 'caries', after: 'filling' },
      { tooth: 46, before: 'filling', after: 'filling' },
    ],
    bridges: [],
  },
  // Discoloured and chipped front teeth 12–22 get ceramic veneers; an old filling on 13 is replaced by a veneer too.
  aesthetic: {
    teeth: [
      { tooth: 12, before: 'filling', after: 'veneer' },
      { tooth: 11, before: 'caries', after: 'veneer' },
      { tooth: 21, before: 'healthy', after: 'veneer' },
      { tooth: 22, before: 'filling', after: 'veneer' },
      { tooth: 16, before: 'filling', after: 'filling' },
      { tooth: 26, before: 'filling', after: 'filling' },
    ],
    bridges: [],
  },
  // Crowding: four first premolars and the impacted lower wisdom teeth come out to give the aligners room.
  orthodontic: {
    teeth: [
      { tooth: 14, before: 'extraction', after: 'missing' },
      { tooth: 24, before: 'extraction', after: 'missing' },
      { tooth: 34, before: 'extraction', after: 'missing' },
      { tooth: 44, before: 'extraction', after: 'missing' },
      { tooth: 38, before: 'extraction', after: 'missing' },
      { tooth: 48, before: 'extraction', after: 'missing' },
    ],
    bridges: [],
  },
  // 36 was lost earlier and 46 cannot be saved: two implants; the wisdom tooth 48 is removed.
  surgical: {
    teeth: [
      { tooth: 36, before: 'missing', after: 'implant' },
      { tooth: 46, before: 'extraction', after: 'implant' },
      { tooth: 48, before: 'extraction', after: 'missing' },
      { tooth: 47, before: 'filling', after: 'filling' },
      { tooth: 17, before: 'filling', after: 'filling' },
    ],
    bridges: [],
  },
};
