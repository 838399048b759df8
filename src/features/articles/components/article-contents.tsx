import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface ArticleSection {
  id: string;
  title: string;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The sections of the server's HTML: its h2 headings carry numbered ids and plain text. */
export const sectionsOf = (html: string): ArticleSection[] =>
  [...html.matchAll(/<h2 id="([\w-]+)">([^<]*)<\/h2>/g)].map(([, id = '', title = '']) => ({
    id,
    title: title.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity),
  }));

/** Below this many sections a text is short enough to read without contents. */
const minSections = 8;

/** A table of contents for a long article, linking to its sections on the page. */
export const ArticleContents = ({ html }: { html: string }) => {
  const { t } = useTranslation('articles');
  const sections = sectionsOf(html);
  if (sections.length < minSections) return null;
  return (
    <Box
      component="nav"
      aria-labelledby="article-contents-title"
      sx={{ mb: 5, p: { xs: 2.5, sm: 3 }, borderRadius: '20px', bgcolor: 'rgba(66, 165, 245, 0.08)' }}
    >
      <Typography id="article-contents-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('article.contents')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', columnGap: 4, columns: { xs: 1, md: 2 } }}>
        {sections.map((section) => (
          <Box component="li" key={section.id} sx={{ py: 0.5, breakInside: 'avoid' }}>
            <Link href={`#${section.id}`} sx={{ color: 'primary.dark', fontWeight: 600 }}>
              {section.title}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
