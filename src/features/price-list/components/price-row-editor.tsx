import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import type { PriceRow } from '@contract/api/settings';
import { currencyDigits, pricePattern, priceRowNameMaxLength, toMinorUnits } from '@contract/rules/money';
import { problemCode } from '@/api/problem';
import { showSnackbar } from '@/components/snackbar/snackbar-slice';
import { useAutocompleteTexts } from '@/components/use-autocomplete-texts';
import { priceListApi, useCreateRowMutation, useDeleteRowMutation, useSaveRowMutation } from '../api';
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
  const dispatch = useAppDispatch();
  const autocompleteTexts = useAutocompleteTexts();
  const saved = 'id' in row ? row : null;
  const [elementCode, setElementCode] = useState<string | null>(saved?.elementCode ?? null);
  const [name, setName] = useState(saved?.name ?? '');
  const [price, setPrice] = useState(saved?.price ?? '');
  const [touched, setTouched] = useState(false);
  const [stale, setStale] = useState(false);
  const [createRow, creating] = useCreateRowMutation();
  const [saveRow, saving] = useSaveRowMutation();
  const [deleteRow, deleting] = useDeleteRowMutation();

  const nameError = name.trim() ? null : 'required';
  const priceProblem = priceError(price, currency);
  const key = saved?.id ?? (row as DraftRow).draftId;
  // A draft, or a saved row edited since: its Save is the one that stands out.
  const dirty = !saved || elementCode !== saved.elementCode || name !== saved.name || price !== saved.price;
  // Another window or device changed or removed the row: the list reloads, the values typed here stay.
  const reloadList = () => dispatch(priceListApi.util.invalidateTags(['PriceList']));
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
        setStale(false);
        dispatch(showSnackbar({ type: 'success', message: 'notifications:rowSaved' }));
      } catch (error) {
        if (problemCode(error) === 'STALE_VERSION') {
          setStale(true);
          reloadList();
        } else if (problemCode(error) === 'NOT_FOUND') reloadList();
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
    } catch (error) {
      // Already deleted elsewhere: the reloaded list drops it.
      if (problemCode(error) === 'NOT_FOUND') reloadList();
      dispatch(showSnackbar({ type: 'error', message: 'notifications:rowDeleteFailed' }));
    }
  };

  const selected = options.find((option) => option.code === elementCode) ?? null;
  const priceMessage =
    touched && priceProblem ? t(`validation.${priceProblem}`, { digits: currencyDigits(currency) }) : null;

  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, md: 1.5 }, borderRadius: 2, listStyle: 'none' }}>
      {/* Wraps by itself: one line on a wide screen with the name widest, element and name over price and actions
          on a tablet, one field a line on a phone. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Autocomplete
            id={`element-${key}`}
            {...autocompleteTexts}
            size="small"
            options={options}
            groupBy={(option) => moduleLabel(option.module)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.code === value.code}
            value={selected}
            onChange={(_event, option) => setElementCode(option?.code ?? null)}
            renderInput={(params) => <TextField {...params} label={t('columns.element')} />}
          />
        </Box>
        <Box sx={{ flex: '2 1 240px', minWidth: 0 }}>
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
        </Box>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 150px' } }}>
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
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          <Button
            variant={dirty ? 'contained' : 'outlined'}
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
      </Box>
      {stale && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1.5 }}>
          {t('staleRow')}
        </Typography>
      )}
    </Paper>
  );
});
