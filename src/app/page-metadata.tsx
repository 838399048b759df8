import { useEffect } from 'react';
import { Helmet } from 'react-helmet-async';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { canonicalPath } from '@contract/rules/canonical-path';
import { fallbackLanguage, matchLanguage, openGraphLocale } from '@contract/rules/languages';
import { defaultRobots, pageTitle, routeMetadataFor } from '@contract/rules/route-metadata';
import { matchPath } from '@contract/rules/routes';
import { useGetArticleQuery } from '@/features/articles/api';
import { useGetPreviewCardQuery } from '@/features/preview/api';
import type meta from '../../locales/en/meta.json';
import { getClientConfig } from './config';
import { releaseServerMetadata } from './server-head';

type MetaKey = keyof typeof meta;

/** The decoded second path segment of a page of `kind` (an article's slug, a card's preview link). */
const pathParam = (pathname: string, kind: 'article' | 'preview'): string | null => {
  if (matchPath(pathname) !== kind) return null;
  try {
    return decodeURIComponent(pathname.split('/')[2] ?? '');
  } catch {
    return null;
  }
};

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
  // An article speaks for itself, from its front matter, like the server's first HTML (same query as the page).
  const slug = pathParam(pathname, 'article');
  const { data: article, isError: articleMissing } = useGetArticleQuery(slug ? { slug, lng: language } : skipToken);
  const own = slug && article?.slug === slug ? article : null;
  // A card that opens names its clinic, as the server's first HTML does (never the patient): the page's own query.
  const previewLink = pathParam(pathname, 'preview');
  const { currentData: card } = useGetPreviewCardQuery(previewLink ?? skipToken);
  const textKey = card ? 'previewCard' : key;
  const values = card ? { clinic: card.clinic.name } : {};
  const title = pageTitle(appName, own?.title ?? t(`${textKey}.title`, values));
  const description = own?.description ?? t(`${textKey}.description`, values);
  const keywords = own?.keywords ?? t(`${textKey}.keywords`, values);
  const robots = slug && articleMissing ? 'noindex, follow' : (record.robots ?? defaultRobots);
  const url = `${publicUrl}${canonicalPath(pathname)}`;
  const image = new URL(own?.cover ?? record.image, `${publicUrl}/`).href;

  useEffect(releaseServerMetadata, []);

  return (
    <Helmet htmlAttributes={{ lang: language }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      <meta name="robots" content={robots} />
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
