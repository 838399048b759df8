import 'i18next';
import type articles from '../../locales/en/articles.json';
import type auth from '../../locales/en/auth.json';
import type clinicalModel from '../../locales/en/clinical-model.json';
import type common from '../../locales/en/common.json';
import type dashboard from '../../locales/en/dashboard.json';
import type emailConfirmation from '../../locales/en/email-confirmation.json';
import type landing from '../../locales/en/landing.json';
import type meta from '../../locales/en/meta.json';
import type notifications from '../../locales/en/notifications.json';
import type preview from '../../locales/en/preview.json';
import type priceList from '../../locales/en/price-list.json';
import type settings from '../../locales/en/settings.json';
import type sharedPlans from '../../locales/en/shared-plans.json';
import type site from '../../locales/en/site.json';
import type videos from '../../locales/en/videos.json';
import type dentalArch from '../../locales/en/dental-arch.json';

/** English is the reference: a key missing there is a compile error, the parity test covers ru and uk. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      articles: typeof articles;
      auth: typeof auth;
      'clinical-model': typeof clinicalModel;
      common: typeof common;
      dashboard: typeof dashboard;
      'email-confirmation': typeof emailConfirmation;
      landing: typeof landing;
      meta: typeof meta;
      notifications: typeof notifications;
      preview: typeof preview;
      'price-list': typeof priceList;
      settings: typeof settings;
      'shared-plans': typeof sharedPlans;
      site: typeof site;
      videos: typeof videos;
      'dental-arch': typeof dentalArch;
    };
  }
}
