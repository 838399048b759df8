import { useEffect } from 'react';
import { Helmet } from 'react-helmet-async';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { canonicalPath } from '@contract/rules/canonical-path';
import { fallbackLanguage, matchLanguage, openGraphLocale } from '@contract/rules/languages';
import { defaultRobots, pageTitle, routeMetadataFor } from '@contract/rules/route-metadata';
import type meta from '../../locales/en/meta.json';
import { getClientConfig } from './config';
import { releaseServerMetadata } from './server-head';

type MetaKey = keyof typeof meta;

/**
 * The current route's metadata from the contract's table and the `meta` namespace: the same record the server
 * renders into the first HTML, kept in step while the visitor navigates and switches language.
 */
export const PageMetadata = () => {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('meta');
  const { appName, publicUrl } = getClientConfig();
  const record = routeMetadataFor(pathname);
  const language = matchLanguage(i18n.resolvedLanguage) ?? fallbackLanguage;
  // The table's keys are meta.json's keys; the parity test checks both sides.
  const key = record.key as MetaKey;
  const title = pageTitle(appName, t(`${key}.title`));
  const description = t(`${key}.description`);
  const url = `${publicUrl}${canonicalPath(pathname)}`;
  const image = new URL(record.image, `${publicUrl}/`).href;

  useEffect(releaseServerMetadata, []);

  return (
    <Helmet htmlAttributes={{ lang: language }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={t(`${key}.keywords`)} />
      <meta name="robots" content={record.robots ?? defaultRobots} />
      <link rel="canonical" href={url} />
      <meta property="og:locale" content={openGraphLocale[language]} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={appName} />
    </Helmet>
  );
};
