import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { PriceRow } from '@contract/api/settings';
import { currencyDigits, pricePattern, priceRowNameMaxLength, toMinorUnits } from '@contract/rules/money';

export interface PriceRowValues {
  elementCode: string | null;
  name: string;
  price: string;
}

export const rowValues = (row: PriceRow | null): PriceRowValues => ({
  elementCode: row?.elementCode ?? null,
  name: row?.name ?? '',
  price: row?.price ?? '',
});

type PriceProblem = 'required' | 'numeric' | 'min' | 'precision';

const priceProblem = (price: string, currency: string): PriceProblem | null => {
  const text = price.trim();
  if (!text) return 'required';
  if (/^-/.test(text) && pricePattern.test(text.slice(1))) return 'min';
  if (!pricePattern.test(text)) return 'numeric';
  return toMinorUnits(text, currency) === null ? 'precision' : null;
};

/** The typed price in minor units, or null while it is not a valid price of the currency. */
export const typedPriceMinor = (price: string, currency: string): number | null =>
  priceProblem(price, currency) ? null : toMinorUnits(price.trim(), currency);

/**
 * A row's form: the product's messages (docs/product-rules.md#messages), the limits and price format the server
 * checks too. Formik hands an empty field
 * over as undefined.
 */
export const priceRowSchema = (currency: string, t: TFunction<'price-list'>) =>
  yup.object({
    elementCode: yup.string().nullable(),
    name: yup
      .string()
      .test('name', t('validation.nameRequired'), (value) => (value ?? '').trim() !== '')
      .max(priceRowNameMaxLength),
    price: yup.string().test('price', (value, context) => {
      const problem = priceProblem(value ?? '', currency);
      return problem
        ? context.createError({ message: t(`validation.${problem}`, { digits: currencyDigits(currency) }) })
        : true;
    }),
  });

/** What goes over the wire: the name trimmed, a decimal comma as a point. */
export const rowBody = (values: PriceRowValues) => ({
  elementCode: values.elementCode,
  name: values.name.trim(),
  price: values.price.trim().replace(',', '.'),
});
