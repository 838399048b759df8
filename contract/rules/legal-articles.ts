/**
 * Slugs of the articles the footer and the landing link to: the license agreement, the privacy policy and the
 * documentation are articles. The content files under `content/` use the same slugs.
 */
export const legalArticleSlugs = {
  license: 'license-agreement',
  privacy: 'privacy-policy',
  documentation: 'documentation',
} as const;
