import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { PriceRow } from '@contract/api/settings';
import { currencyDigits, pricePattern, priceRowNameMaxLength, toMinorUnits } from '@contract/rules/money';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useCreateRowMutation, useDeleteRowMutation, useSaveRowMutation } from '../api';
import type { ElementOption } from '../use-catalog-options';

export interface DraftRow {
  /** Local id of a row not saved yet. */
  draftId: string;
}

interface PriceRowEditorProps {
  row: PriceRow | DraftRow;
  currency: string;
  options: ElementOption[];
  moduleLabel: (module: string) => string;
  /** A draft was saved (it now comes back as a server row) or discarded. */
  onDraftDone: (draftId: string) => void;
}

type PriceError = 'required' | 'numeric' | 'min' | 'precision';

const priceError = (price: string, currency: string): PriceError | null => {
  const text = price.trim();
  if (!text) return 'required';
  if (/^-/.test(text) && pricePattern.test(text.slice(1))) return 'min';
  if (!pricePattern.test(text)) return 'numeric';
  return toMinorUnits(text, currency) === null ? 'precision' : null;
};

/**
 * One row with its own draft state: typing re-renders this row only (memo), so a list of hundreds stays quick.
 */
export const PriceRowEditor = memo(function PriceRowEditor({
  row,
  currency,
  options,
  moduleLabel,
  onDraftDone,
}: PriceRowEditorProps) {
  const { t, i18n } = useTranslation('price-list');
  const dispatch = useDispatch();
  const saved = 'id' in row ? row : null;
  const [elementCode, setElementCode] = useState<string | null>(saved?.elementCode ?? null);
  const [name, setName] = useState(saved?.name ?? '');
  const [price, setPrice] = useState(saved?.price ?? '');
  const [touched, setTouched] = useState(false);
  const [createRow, creating] = useCreateRowMutation();
  const [saveRow, saving] = useSaveRowMutation();
  const [deleteRow, deleting] = useDeleteRowMutation();

  const nameError = name.trim() ? null : 'required';
  const priceProblem = priceError(price, currency);
  const key = saved?.id ?? (row as DraftRow).draftId;
  const formatted = !priceProblem
    ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(
        Number(price.trim().replace(',', '.')),
      )
    : null;

  const submit = async () => {
    setTouched(true);
    if (nameError || priceProblem) return;
    const body = { elementCode, name: name.trim(), price: price.trim().replace(',', '.') };
    if (saved) {
      try {
        const updated = await saveRow({ id: saved.id, body: { ...body, version: saved.version } }).unwrap();
        setPrice(updated.price);
        dispatch(showSnackbar({ type: 'success', message: 'notifications:rowSaved' }));
      } catch {
        dispatch(showSnackbar({ type: 'error', message: 'notifications:rowSaveFailed' }));
      }
    } else {
      try {
        await createRow(body).unwrap();
        dispatch(showSnackbar({ type: 'success', message: 'notifications:rowCreated' }));
        onDraftDone((row as DraftRow).draftId);
      } catch {
        dispatch(showSnackbar({ type: 'error', message: 'notifications:rowCreateFailed' }));
      }
    }
  };

  const remove = async () => {
    if (!saved) {
      onDraftDone((row as DraftRow).draftId);
      return;
    }
    try {
      await deleteRow(saved.id).unwrap();
      dispatch(showSnackbar({ type: 'success', message: 'notifications:rowDeleted' }));
    } catch {
      dispatch(showSnackbar({ type: 'error', message: 'notifications:rowDeleteFailed' }));
    }
  };

  const selected = options.find((option) => option.code === elementCode) ?? null;
  const priceMessage =
    touched && priceProblem ? t(`validation.${priceProblem}`, { digits: currencyDigits(currency) }) : null;

  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, md: 1.5 }, borderRadius: 2, listStyle: 'none' }}>
      <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Autocomplete
            id={`element-${key}`}
            size="small"
            options={options}
            groupBy={(option) => moduleLabel(option.module)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.code === value.code}
            value={selected}
            onChange={(_event, option) => setElementCode(option?.code ?? null)}
            renderInput={(params) => <TextField {...params} label={t('columns.element')} />}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField
            id={`name-${key}`}
            size="small"
            fullWidth
            required
            label={t('columns.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: priceRowNameMaxLength } }}
            error={touched && nameError !== null}
            helperText={touched && nameError ? t('validation.nameRequired') : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
          <TextField
            id={`price-${key}`}
            size="small"
            fullWidth
            required
            label={t('columns.price')}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={priceMessage !== null}
            helperText={priceMessage ?? formatted ?? undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            <Button
              variant="contained"
              startIcon={<SaveOutlinedIcon />}
              sx={{ flexGrow: { xs: 1, sm: 0 } }}
              onClick={() => void submit()}
              loading={creating.isLoading || saving.isLoading}
            >
              {t('save')}
            </Button>
            <Tooltip title={t('delete')}>
              <IconButton aria-label={t('delete')} onClick={() => void remove()} disabled={deleting.isLoading}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
});
