import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { useGetPriceListQuery } from '../api';
import { BonusProgress } from '../components/bonus-progress';
import { CurrencySelect } from '../components/currency-select';
import type { DraftRow } from '../components/price-row';
import { PriceTable } from '../components/price-table';
import { UndoDeleteSnackbar } from '../components/undo-delete-snackbar';
import { useCatalogOptions } from '../use-catalog-options';
import { useUndoableDelete } from '../use-undoable-delete';

/** The price list; `bonusApplied` (from the licence, which app/ reads) says the price-list bonus was taken already. */
export const PriceListPage = ({ bonusApplied = false }: { bonusApplied?: boolean }) => {
  const { t, i18n } = useTranslation('price-list');
  const { data, isLoading, isError, refetch } = useGetPriceListQuery();
  const options = useCatalogOptions(i18n.language);
  const [drafts, setDrafts] = useState<DraftRow[]>([]);
  const nextDraft = useRef(0);

  const addRow = () => {
    nextDraft.current += 1;
    setDrafts((current) => [...current, { draftId: `draft-${nextDraft.current}` }]);
  };
  const onDraftDone = useCallback((draftId: string) => {
    setDrafts((current) => current.filter((draft) => draft.draftId !== draftId));
  }, []);
  const moduleLabel = useCallback((module: string) => t(`modules.${module}`, { defaultValue: module }), [t]);
  const deletion = useUndoableDelete();
  const rows = data?.rows.filter((row) => row.id !== deletion.hiddenId) ?? [];

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      {isLoading ? (
        <Skeleton variant="rounded" height={240} aria-label={t('loading')} />
      ) : isError || !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 1100 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
          >
            <CurrencySelect currency={data.currency} />
            <BonusProgress rows={rows} bonusApplied={bonusApplied} />
          </Stack>
          {rows.length === 0 && drafts.length === 0 ? (
            <Box
              sx={{
                py: 6,
                textAlign: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                borderStyle: 'dashed',
              }}
            >
              <Typography variant="h6" component="p">
                {t('emptyTitle')}
              </Typography>
              <Typography color="textSecondary">{t('emptyText')}</Typography>
            </Box>
          ) : (
            <PriceTable
              rows={rows}
              drafts={drafts}
              currency={data.currency}
              options={options}
              moduleLabel={moduleLabel}
              onDraftDone={onDraftDone}
              onDelete={deletion.request}
            />
          )}
          <Box>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={addRow}>
              {t('addRow')}
            </Button>
          </Box>
        </Stack>
      )}
      <UndoDeleteSnackbar
        rowId={deletion.windowOpen ? deletion.hiddenId : null}
        onUndo={deletion.undo}
        onExpire={deletion.expire}
      />
    </>
  );
};
