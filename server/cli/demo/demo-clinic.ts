import type { ProfileBody, PriceRowCreateBody } from '../../../contract/api/settings';
import type { CreateOrderBody } from '../../../contract/api/billing';

/** The demo's one clinic: its sign-up, its profile and the things its cabinet shows. */
export const demoClinic = {
  companyName: 'Bright Smile Dental Studio',
  email: 'demo@dentiqo.example',
  language: 'en',
} as const;

export const demoProfile: ProfileBody = {
  country: 'US',
  city: 'San Francisco',
  ceo: 'Dr. Laura Bennett',
  contactPerson: 'Mark Ellis, practice manager',
  phone: '+1 415 555 0142',
  address: '2150 Market Street, Suite 300',
  website: 'https://brightsmile.example',
};

type DemoPriceRow = PriceRowCreateBody & { elementCode: string };

/** In US dollars, the currency a new company starts with. More than ten rows, so the price-list bonus is earned. */
export const demoPriceRows: readonly DemoPriceRow[] = [
  { elementCode: 'consultation', name: 'First visit: examination and treatment plan', price: '75' },
  { elementCode: 'x-ray-periapical', name: 'Periapical X-ray', price: '35' },
  { elementCode: 'cbct', name: 'CBCT scan, full arch', price: '250' },
  { elementCode: 'hygiene-professional', name: 'Professional cleaning: scaling and polishing', price: '140' },
  { elementCode: 'air-flow', name: 'Air Flow stain removal', price: '90' },
  { elementCode: 'filling-composite', name: 'Composite filling, one surface', price: '180' },
  { elementCode: 'root-canal-2', name: 'Root canal treatment, two canals', price: '950' },
  { elementCode: 'crown-zirconia', name: 'Zirconia crown', price: '1450' },
  { elementCode: 'crown-on-implant', name: 'Zirconia crown on an implant', price: '1650' },
  { elementCode: 'implant', name: 'Titanium implant, surgical stage', price: '2400' },
  { elementCode: 'bridge-unit', name: 'Zirconia bridge, one unit', price: '1250' },
  { elementCode: 'denture-partial', name: 'Partial removable denture', price: '1100' },
  { elementCode: 'extraction-wisdom', name: 'Wisdom tooth removal', price: '420' },
  { elementCode: 'whitening-office', name: 'In-office whitening, one visit', price: '550' },
  { elementCode: 'veneer-ceramic', name: 'Porcelain veneer', price: '1300' },
  { elementCode: 'aligners', name: 'Clear aligner treatment, full course', price: '4800' },
  { elementCode: 'retainer-fixed', name: 'Bonded retainer, one arch', price: '300' },
];

/** The price of a row, in cents, by its catalog element: the cards' plans use the clinic's own prices. */
export const demoPrice = (elementCode: string): { name: string; unitPriceMinor: number } => {
  const row = demoPriceRows.find((candidate) => candidate.elementCode === elementCode);
  if (!row) throw new Error(`the demo price list has no ${elementCode}`);
  return { name: row.name, unitPriceMinor: Math.round(Number(row.price) * 100) };
};

export interface DemoDevice {
  /** What the clinic calls the slot in its cabinet. */
  label: string;
  /** What the program reports about the computer. */
  deviceName: string;
  os: 'windows' | 'macos';
  appVersion: string;
  /** Heartbeats after the activation, as a program that has been running a while sends them. */
  validations: number;
}

/** Activated on the first three of the five keys the purchase brings. */
export const demoDevices: readonly DemoDevice[] = [
  { label: 'Reception', deviceName: 'FRONTDESK-PC', os: 'windows', appVersion: '3.4.1', validations: 3 },
  { label: 'Treatment room 1', deviceName: 'Treatment Room iMac', os: 'macos', appVersion: '3.4.1', validations: 2 },
  { label: "Dr. Bennett's laptop", deviceName: 'LB-THINKPAD', os: 'windows', appVersion: '3.4.0', validations: 1 },
];

/** Bought in the sandbox: a year for five devices. */
export const demoOrder: CreateOrderBody = { kind: 'buy', months: 12, devices: 5 };
