import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientDecision } from '@contract/api/card-decisions';
import type { Language } from '@contract/rules/languages';
import { receiptHref } from '@contract/rules/receipt-time-zone';
import { useGetCardDecisionsQuery } from '../decision-api';
import { browserTimeZone, formatSavedDate } from '../format';
import type { OpenDecision } from '../use-decision-dialog';

export interface DecisionSectionProps {
  previewLink: string;
  /** False for a card with a single plan: the section then has its own accept button. */
  several: boolean;
  clinicName: string;
  language: Language;
  onOpen: (decision: OpenDecision) => void;
  /** Back to the options, to accept another one. */
  onChangeMind: () => void;
}

/**
 * "Your decision": what the patient decided last (with the receipt of an acceptance), and the ways to decide or to
 * ask. The status is a live region, so a screen reader hears the result of a form sent.
 */
export const DecisionSection = ({
  previewLink,
  several,
  clinicName,
  language,
  onOpen,
  onChangeMind,
}: DecisionSectionProps) => {
  const { t } = useTranslation('preview');
  const headingId = useId();
  const { data, isLoading } = useGetCardDecisionsQuery(previewLink);
  const current = data?.current ?? null;
  const accepted = current?.kind === 'accepted';
  const declined = current?.kind === 'declined';

  const acceptedStatus = (decision: PatientDecision) => (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleOutlineIcon color="success" sx={{ mt: 0.25 }} />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            {t('decision.accepted', {
              option: decision.optionTitle?.trim() || t('decision.thePlan'),
              date: formatSavedDate(decision.createdAt, language),
            })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('decision.signedAs', { name: decision.fullName ?? '' })}
          </Typography>
        </Box>
      </Stack>
      {decision.receiptUrl && (
        <Button
          component="a"
          // The server prints the receipt in English and in UTC unless told the page's language and the zone.
          href={receiptHref(decision.receiptUrl, language, browserTimeZone())}
          download
          variant="contained"
          size="large"
          fullWidth
          startIcon={<PictureAsPdfOutlinedIcon />}
        >
          {t('decision.receipt')}
        </Button>
      )}
      <Typography variant="body2" color="textSecondary">
        {t(several ? 'decision.supersedeOptions' : 'decision.supersede')}
      </Typography>
    </Stack>
  );

  const status = () => {
    if (isLoading) return <Skeleton variant="rounded" height={72} />;
    return (
      <Stack spacing={1.5}>
        {accepted && acceptedStatus(current)}
        {declined && (
          <Typography sx={{ fontWeight: 600 }}>
            {t('decision.declined', { date: formatSavedDate(current.createdAt, language) })}
          </Typography>
        )}
        {!current && (
          <Typography color="textSecondary">{t(several ? 'decision.lead' : 'decision.leadSingle')}</Typography>
        )}
        {data?.questionWaiting && (
          <Alert severity="info">{t('decision.questionWaiting', { clinic: clinicName })}</Alert>
        )}
      </Stack>
    );
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('decision.title')}
      </Typography>
      <Box role="status" sx={{ minHeight: 72 }}>
        {status()}
      </Box>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {declined && (
          <Button
            variant="contained"
            size="large"
            onClick={several ? onChangeMind : () => onOpen({ kind: 'accepted', optionIndex: 0 })}
          >
            {t('decision.changeMind')}
          </Button>
        )}
        {!several && !current && (
          <Button variant="contained" size="large" onClick={() => onOpen({ kind: 'accepted', optionIndex: 0 })}>
            {t('decision.acceptPlan')}
          </Button>
        )}
        {!declined && (
          <Button variant="outlined" onClick={() => onOpen({ kind: 'declined' })}>
            {t('decision.decline')}
          </Button>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" fullWidth onClick={() => onOpen({ kind: 'question' })}>
            {t('decision.ask')}
          </Button>
          <Button variant="outlined" fullWidth onClick={() => onOpen({ kind: 'call-request' })}>
            {t('decision.call')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
