// A worker of its own (see warm-intl.ts): the first date and money formatters of the page's language, then done.
const language = self.name || 'en';
new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(0);
new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(0);
self.close();
