import { useMemo } from 'react';
import type { Language } from '@contract/rules/languages';
import { priceCatalog, treatmentModules } from '@contract/rules/price-catalog';

export interface ElementOption {
  code: string;
  module: string;
  name: string;
}

const moduleOrder = new Map(treatmentModules.map((module, index) => [module, index]));

/** Catalog positions named in the UI language, grouped by module in the catalog's module order. */
export const useCatalogOptions = (language: string): ElementOption[] =>
  useMemo(() => {
    const lang = (['en', 'ru', 'uk'].includes(language) ? language : 'en') as Language;
    return priceCatalog
      .map((item) => ({ code: item.code, module: item.module, name: item.names[lang] }))
      .sort((a, b) => (moduleOrder.get(a.module as never) ?? 0) - (moduleOrder.get(b.module as never) ?? 0));
  }, [language]);
