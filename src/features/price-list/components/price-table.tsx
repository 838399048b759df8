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
      sx={(theme) => ({
        tableLayout: 'fixed',
        '& td': { verticalAlign: 'top', py: 1.25, px: 1 },
        '& th': { px: 1 },
        [theme.breakpoints.down('md')]: {
          display: 'block',
          '& tbody': { display: 'block' },
          '& tbody tr': {
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            gridTemplateAreas: '"element element" "name name" "price actions" "bonus bonus"',
            columnGap: 1,
            rowGap: 1,
            p: 1.5,
            mb: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          },
          '& tbody td': { display: 'block', border: 0, p: 0 },
          // The actions sit beside the price field, level with it: below the caption's height, as tall as the field.
          '& tbody td:last-of-type': { pt: '24px', '& > div': { minHeight: 40 } },
        },
      })}
    >
      <TableHead sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden as object })}>
        <TableRow>
          {columns.map((column) => (
            <TableCell
              key={column}
              sx={{
                width: { element: '34%', name: '26%', price: '16%', bonus: '24%', actions: 150 }[column],
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
