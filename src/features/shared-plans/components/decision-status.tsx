import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardDecisionSummary } from '@contract/api/card-decisions';
import type { CardDecisionStatus } from '@contract/rules/card-decisions';
import { formatDate } from '../format';

// Outlined chips write in the dark shade of their colour (at least 4.5:1 on white); the icon and words carry the
// meaning, the colour only repeats it.
const look: Record<
  CardDecisionStatus,
  { icon: ReactElement; color: 'default' | 'primary' | 'success' | 'error' | 'warning' }
> = {
  'not-opened': { icon: <MarkEmailUnreadOutlinedIcon />, color: 'default' },
  opened: { icon: <VisibilityOutlinedIcon />, color: 'primary' },
  accepted: { icon: <CheckCircleOutlinedIcon />, color: 'success' },
  declined: { icon: <CancelOutlinedIcon />, color: 'error' },
  'question-waiting': { icon: <QuestionAnswerOutlinedIcon />, color: 'warning' },
};

/** The statuses that come from a patient's answer, so the card has a history to show. */
export const hasAnswers = (status: CardDecisionStatus): boolean =>
  status === 'accepted' || status === 'declined' || status === 'question-waiting';

/** What the patient did with the plan, in words and colour: "Accepted: Implants · Mar 6, 2026". */
export const DecisionStatus = ({ decision }: { decision: CardDecisionSummary }) => {
  const { t, i18n } = useTranslation('shared-plans');
  const { status, since } = decision;
  const date = since ? formatDate(since, i18n.language) : '';
  const label =
    status === 'not-opened' || !since
      ? t(`status.${status}`)
      : t(`status.${status}Since`, { date, option: decision.optionTitle || t('status.thePlan') });
  const { icon, color } = look[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={icon}
      color={color}
      label={label}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
};
