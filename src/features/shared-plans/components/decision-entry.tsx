import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardDecisionEntry } from '@contract/api/card-decisions';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatDateTime } from '../format';

/** Enough of the plan hash to match it by eye against the desktop program's records. */
const shortHashLength = 12;

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2 }}>
    <Typography component="dt" variant="body2" color="textSecondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** One answer of the patient with everything the clinic may need to follow it up. */
export const DecisionEntry = ({ entry }: { entry: CardDecisionEntry }) => {
  const { t, i18n } = useTranslation('shared-plans');
  const phone = entry.phone ? parsePhoneNumberFromString(entry.phone) : undefined;
  const shortHash = entry.planHash.slice(0, shortHashLength);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {t(`history.kind.${entry.kind}`)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {formatDateTime(entry.createdAt, i18n.language)}
        </Typography>
        {entry.superseded && <Chip size="small" variant="outlined" label={t('history.superseded')} />}
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 0.5 }}>
        {entry.optionTitle !== null && (
          <Detail label={t('history.option')}>{entry.optionTitle || t('status.thePlan')}</Detail>
        )}
        {entry.fullName && <Detail label={t('history.fullName')}>{entry.fullName}</Detail>}
        {entry.message && (
          <Detail label={t(entry.kind === 'declined' ? 'history.reason' : 'history.message')}>{entry.message}</Detail>
        )}
        {entry.phone && (
          <Detail label={t('history.phone')}>
            <Link href={phone ? phone.getURI() : `tel:${entry.phone}`}>
              {phone ? phone.formatInternational() : entry.phone}
            </Link>
          </Detail>
        )}
        {entry.preferredTime && <Detail label={t('history.preferredTime')}>{entry.preferredTime}</Detail>}
        <Detail label={t('history.planHash')}>
          {/* Sighted users see the start and hover for the rest; screen readers read the whole value once. */}
          <Tooltip title={entry.planHash} describeChild>
            <Box component="span" sx={{ fontFamily: 'monospace' }} aria-hidden>
              {shortHash}
            </Box>
          </Tooltip>
          <Box component="span" sx={visuallyHidden}>
            {entry.planHash}
          </Box>
        </Detail>
      </Box>
    </Box>
  );
};
