import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { type KeyboardEvent, memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceRow as SavedRow } from '@contract/api/settings';
import { priceRowNameMaxLength } from '@contract/rules/money';
import { problemCode } from '@/api/problem';
import { useAppDispatch } from '@/app/hooks';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { priceListApi, useCreateRowMutation, useSaveRowMutation } from '../api';
import { type PriceRowValues, priceRowSchema, rowBody, rowValues, typedPriceMinor } from '../price-row-schema';
import type { ElementOption } from '../use-catalog-options';
import { BonusStatus } from './bonus-status';
import { CellCaption } from './cell-caption';
import { ElementSelect } from './element-select';

export interface DraftRow {
  /** Local id of a row not saved yet. */
  draftId: string;
}

interface PriceRowProps {
  row: SavedRow | DraftRow;
  /** 1-based place in the table: the fields' accessible names say which row they belong to. */
  position: number;
  currency: string;
  options: ElementOption[];
  moduleLabel: (module: string) => string;
  /** A draft was saved (it now comes back as a server row) or discarded. */
  onDraftDone: (draftId: string) => void;
  /** Delete asked for a saved row; the page keeps it until its undo window passes. */
  onDelete: (row: SavedRow) => void;
}

/**
 * One table row with its own form: typing re-renders this row only (memo), so a list of hundreds stays quick. Save
 * shows only while the row differs from what is saved.
 */
export const PriceRow = memo(function PriceRow({
  row,
  position,
  currency,
  options,
  moduleLabel,
  onDraftDone,
  onDelete,
}: PriceRowProps) {
  const { t, i18n } = useTranslation('price-list');
  const dispatch = useAppDispatch();
  const saved = 'id' in row ? row : null;
  const key = saved?.id ?? (row as DraftRow).draftId;
  const [stale, setStale] = useState(false);
  const [createRow] = useCreateRowMutation();
  const [saveRow] = useSaveRowMutation();
  const schema = useMemo(() => priceRowSchema(currency, t), [currency, t]);
  // Another window or device changed or removed the row: the list reloads, the values typed here stay.
  const reloadList = () => dispatch(priceListApi.util.invalidateTags(['PriceList']));

  const formik = useFormik<PriceRowValues>({
    initialValues: rowValues(saved),
    validationSchema: schema,
    onSubmit: async (values, { resetForm }) => {
      const body = rowBody(values);
      if (!saved) {
        try {
          await createRow(body).unwrap();
          dispatch(showSnackbar({ type: 'success', message: 'notifications:rowCreated' }));
          onDraftDone((row as DraftRow).draftId);
        } catch {
          dispatch(showSnackbar({ type: 'error', message: 'notifications:rowCreateFailed' }));
        }
        return;
      }
      try {
        const updated = await saveRow({ id: saved.id, body: { ...body, version: saved.version } }).unwrap();
        resetForm({ values: rowValues(updated) });
        setStale(false);
        dispatch(showSnackbar({ type: 'success', message: 'notifications:rowSaved' }));
      } catch (error) {
        if (problemCode(error) === 'STALE_VERSION') {
          setStale(true);
          reloadList();
        } else if (problemCode(error) === 'NOT_FOUND') reloadList();
        dispatch(showSnackbar({ type: 'error', message: 'notifications:rowSaveFailed' }));
      }
    },
  });
  const { values, errors, touched, dirty, isSubmitting, resetForm, submitForm, setFieldValue, setFieldTouched } =
    formik;

  // A reloaded list brings the row as saved elsewhere: an untouched form shows it, an edited one keeps its text.
  const shownSaved = useRef(saved);
  useEffect(() => {
    if (saved === shownSaved.current) return;
    shownSaved.current = saved;
    if (saved && !dirty) resetForm({ values: rowValues(saved) });
    // Only a new saved row matters here; `dirty` is read as it is when one arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const unsaved = !saved || dirty;
  const priceMinor = typedPriceMinor(values.price, currency);
  const formatted =
    priceMinor !== null
      ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(
          Number(values.price.trim().replace(',', '.')),
        )
      : null;
  const cellLabel = (column: 'element' | 'name' | 'price') =>
    t('cellLabel', { column: t(`columns.${column}`), row: position });
  const nameError = touched.name ? errors.name : undefined;
  const priceError = touched.price ? errors.price : undefined;
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && unsaved) {
      event.preventDefault();
      void submitForm();
    }
  };

  return (
    <TableRow aria-label={t('rowLabel', { row: position })} data-row={key}>
      <TableCell sx={{ gridArea: 'element' }}>
        <CellCaption>{t('columns.element')}</CellCaption>
        <ElementSelect
          id={`element-${key}`}
          label={cellLabel('element')}
          value={values.elementCode}
          options={options}
          moduleLabel={moduleLabel}
          onChange={(code) => void setFieldValue('elementCode', code)}
        />
      </TableCell>
      <TableCell sx={{ gridArea: 'name' }}>
        <CellCaption>{t('columns.name')}</CellCaption>
        <TextField
          id={`name-${key}`}
          name="name"
          size="small"
          fullWidth
          value={values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          onKeyDown={submitOnEnter}
          slotProps={{
            htmlInput: { maxLength: priceRowNameMaxLength, 'aria-label': cellLabel('name'), 'aria-required': true },
          }}
          error={nameError !== undefined}
          helperText={nameError}
        />
      </TableCell>
      <TableCell sx={{ gridArea: 'price' }}>
        <CellCaption>{t('columns.price')}</CellCaption>
        <TextField
          id={`price-${key}`}
          name="price"
          size="small"
          fullWidth
          value={values.price}
          onChange={formik.handleChange}
          onBlur={() => void setFieldTouched('price')}
          onKeyDown={submitOnEnter}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': cellLabel('price'), 'aria-required': true } }}
          error={priceError !== undefined}
          helperText={priceError ?? formatted ?? undefined}
        />
      </TableCell>
      <TableCell sx={{ gridArea: 'bonus' }}>
        <BonusStatus row={{ elementCode: values.elementCode, name: values.name, priceMinor }} unsaved={unsaved} />
        {stale && (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
            {t('staleRow')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ gridArea: 'actions' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          {unsaved && (
            <Button
              variant="contained"
              size="small"
              onClick={() => void submitForm()}
              loading={isSubmitting}
              aria-label={t('saveRow', { row: position })}
            >
              {t('save')}
            </Button>
          )}
          <Tooltip title={saved ? t('delete') : t('discard')}>
            <IconButton
              aria-label={t(saved ? 'deleteRow' : 'discardRow', { row: position })}
              onClick={() => (saved ? onDelete(saved) : onDraftDone((row as DraftRow).draftId))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </TableCell>
    </TableRow>
  );
});
