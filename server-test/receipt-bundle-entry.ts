import { renderDecisionReceipt } from '../server/modules/card-decisions/receipt-pdf';

// Bundled like the production server by receipt-bundle.unit.test.ts and run with plain node: writes a Ukrainian
// receipt of a one-line plan to stdout.
void renderDecisionReceipt({
  language: 'uk',
  timeZone: 'Europe/Kyiv',
  clinic: {
    name: 'Клініка «Усмішка»',
    address: '12 Khreshchatyk St',
    city: 'Kyiv',
    country: 'UA',
    phone: null,
    email: 'hello@smile.example',
    website: null,
    logo: null,
  },
  patientName: 'Олена Коваленко',
  savedAt: '2026-11-20T10:30:00.000Z',
  option: {
    index: 0,
    single: true,
    title: '',
    note: '',
    plan: {
      currency: 'UAH',
      steps: [
        {
          title: 'Гігієна',
          description: '',
          items: [{ elementCode: null, name: 'Чищення', quantity: 1, unitPriceMinor: 150000, totalMinor: 150000 }],
          totalMinor: 150000,
        },
      ],
      totalMinor: 150000,
    },
  },
  decision: {
    id: '01kmzq3x4y5z6a7b8c9d0e1f2g',
    createdAt: '2026-11-23T09:15:42.000Z',
    fullName: 'Олена Коваленко',
    planHash: 'f'.repeat(64),
  },
}).then((pdf) => process.stdout.write(pdf));
