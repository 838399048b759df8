import Box from '@mui/material/Box';

/**
 * The article's HTML as the server rendered it from markdown and sanitized (sanitize-html, a short allow-list),
 * styled like the rest of the site.
 */
export const ArticleBody = ({ html }: { html: string }) => (
  <Box
    // The server's sanitizer is the boundary: only its allow-listed tags and attributes reach here.
    dangerouslySetInnerHTML={{ __html: html }}
    sx={{
      typography: 'body1',
      fontSize: { xs: '1rem', md: '1.075rem' },
      lineHeight: 1.8,
      color: 'text.primary',
      // Contents links land on a section below the fixed site header, not under it.
      '& h2': { typography: 'h5', fontWeight: 700, mt: 5, mb: 2, scrollMarginTop: 96 },
      '& h3': { typography: 'h6', mt: 4, mb: 1.5 },
      '& p': { my: 2 },
      '& ul, & ol': { pl: 3, my: 2 },
      '& li': { my: 1 },
      '& a': { color: 'primary.dark', fontWeight: 600 },
      '& strong': { fontWeight: 700 },
      '& code': { px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'rgba(66, 165, 245, 0.12)', fontSize: '0.9em' },
      '& blockquote': { borderLeft: 4, borderColor: 'primary.main', pl: 2, ml: 0, color: 'text.secondary' },
      '& table': { borderCollapse: 'collapse', width: '100%' },
      // Long words break inside a cell rather than push a table past a phone's screen.
      '& th, & td': { border: 1, borderColor: 'divider', p: 1, overflowWrap: 'anywhere' },
    }}
  />
);
