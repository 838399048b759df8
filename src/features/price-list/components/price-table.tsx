import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { PriceRow as SavedRow } from '@contract/api/settings';
import { visuallyHidden } from '@/components/visually-hidden';
import type { ElementOption } from '../use-catalog-options';
import { type DraftRow, PriceRow } from './price-row';

interface PriceTableProps {
  rows: SavedRow[];
  drafts: DraftRow[];
  currency: string;
  options: ElementOption[];
  moduleLabel: (module: string) => string;
  onDraftDone: (draftId: string) => void;
  onDelete: (row: SavedRow) => void;
}

const columns = ['element', 'name', 'price', 'bonus', 'actions'] as const;

/**
 * The price list as a table (element, name, price, whether it counts towards the bonus, actions); below the md
 * breakpoint every row becomes a compact card and the header is left to screen readers.
 */
export const PriceTable = ({ rows, drafts, currency, ...rowProps }: PriceTableProps) => {
  const { t } = useTranslation('price-list');
  return (
    <Table
      aria-label={t('rowsLabel')}
      size="small"
      sx={{
        tableLayout: { md: 'fixed' },
        '& td': { verticalAlign: 'top', py: 1.25 },
        '& td, & th': { px: 1 },
        display: { xs: 'block', md: 'table' },
        '& tbody': { display: { xs: 'block', md: 'table-row-group' } },
        '& tbody tr': {
          display: { xs: 'grid', md: 'table-row' },
          gridTemplateColumns: '1fr auto',
          gridTemplateAreas: '"element element" "name name" "price price" "bonus actions"',
          gap: 1.5,
          p: { xs: 2, md: 0 },
          mb: { xs: 1.5, md: 0 },
          border: { xs: 1, md: 0 },
          borderColor: { xs: 'divider' },
          borderRadius: { xs: 2, md: 0 },
        },
        '& tbody td': { display: { xs: 'block', md: 'table-cell' }, border: { xs: 0 }, p: { xs: 0 } },
        '& tbody td:last-of-type': { alignSelf: 'center' },
      }}
    >
      <TableHead sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden as object })}>
        <TableRow>
          {columns.map((column) => (
            <TableCell
              key={column}
              sx={{
                width: { element: '30%', name: '30%', price: '17%', bonus: '23%', actions: 152 }[column],
                fontWeight: 600,
                textAlign: column === 'actions' ? 'right' : undefined,
              }}
            >
              {t(`columns.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <PriceRow
            // A new currency rescales every price: the rows start over from the saved ones.
            key={`${row.id}-${currency}`}
            row={row}
            position={index + 1}
            currency={currency}
            {...rowProps}
          />
        ))}
        {drafts.map((draft, index) => (
          <PriceRow
            key={draft.draftId}
            row={draft}
            position={rows.length + index + 1}
            currency={currency}
            {...rowProps}
          />
        ))}
      </TableBody>
    </Table>
  );
};
