import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { DecisionFigures } from '@contract/api/card-decisions';
import { useShare } from './use-share';

const figures = ['shared', 'opened', 'accepted'] as const;
// The brackets around a share, shown only where it stands on the count's line.
const wide = { display: { xs: 'none', sm: 'inline' } } as const;

/** The figures per treatment module; a narrow screen scrolls the table sideways under its caption. */
export const ModuleFiguresTable = ({ modules }: { modules: DecisionFigures['modules'] }) => {
  const { t } = useTranslation('shared-plans');
  // The module names the price list and the landing page already use.
  const { t: tModule } = useTranslation('price-list');
  const share = useShare();
  return (
    // A region that scrolls must be reachable by keyboard to be scrolled without a pointer.
    <TableContainer tabIndex={0} role="region" aria-label={t('figures.byModule')} sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        sx={{
          // Narrow cells, and the shares under their counts, keep all four columns on a phone (the accepted one
          // is the point of the table); wider text still scrolls sideways.
          '& td, & th': {
            fontVariantNumeric: 'tabular-nums',
            fontSize: { xs: '0.8125rem', sm: '0.875rem' },
            px: { xs: 0.5, sm: 2 },
            whiteSpace: 'nowrap',
          },
          // On a phone the card's own padding is the table's edge.
          '& tr > :first-of-type': { pl: { xs: 0, sm: 2 } },
          '& tr > :last-child': { pr: { xs: 0, sm: 2 } },
          // The caption titles the table, so it goes above it (MUI puts captions below).
          '& caption': {
            captionSide: 'top',
            textAlign: 'left',
            px: 0,
            pt: 0,
            pb: 1,
            fontWeight: 600,
            color: 'text.primary',
          },
        }}
      >
        <caption>{t('figures.byModule')}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('figures.module')}</TableCell>
            {figures.map((figure) => (
              <TableCell key={figure} scope="col" align="right">
                {t(`figures.${figure}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {modules.map((row) => (
            <TableRow key={row.module}>
              <TableCell component="th" scope="row">
                {tModule(`modules.${row.module}`)}
              </TableCell>
              <TableCell align="right">{row.shared}</TableCell>
              {(['opened', 'accepted'] as const).map((figure) => (
                <TableCell key={figure} align="right">
                  {row[figure]}
                  <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
                    <Box component="span" sx={wide}>
                      {' ('}
                    </Box>
                    {share(row[figure], row.shared)}
                    <Box component="span" sx={wide}>
                      )
                    </Box>
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
