import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { DentalFormula } from '@contract/rules/dental-formula';
import { formulaRows } from '../scene/formula-scene';

/** The formula as a table: every tooth with its state before and after treatment. */
export const FormulaTable = ({ formula, id }: { formula: DentalFormula; id?: string }) => {
  const { t } = useTranslation('dental-arch');
  return (
    <TableContainer id={id} sx={{ mt: 1 }}>
      <Table size="small">
        <caption>{t('table.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('table.tooth')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('views.before')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('views.after')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {formulaRows(formula).map((row) => (
            <TableRow key={row.tooth}>
              <TableCell component="th" scope="row">
                {row.tooth}
              </TableCell>
              <TableCell>{t(`states.${row.before}`)}</TableCell>
              <TableCell>{t(`states.${row.after}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
