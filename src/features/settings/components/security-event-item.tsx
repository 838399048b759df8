import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { SecurityEvent } from '@contract/api/security-events';
import { formatDateTime } from '@/components/intl-format';

/** Staff events name the member; a key reload names the device. */
const subjectOf = (event: SecurityEvent): string | undefined =>
  event.type.startsWith('staff-') ? event.details.login : event.details.device;

/** One event: what happened (and to whom), then when, who and from where. */
export const SecurityEventItem = ({ event }: { event: SecurityEvent }) => {
  const { t, i18n } = useTranslation('settings');
  const who =
    event.actor.kind === 'staff'
      ? event.actor.label
      : t(`events.actors.${event.actor.kind}`, { name: event.actor.label });
  const subject = subjectOf(event);
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={subject ? `${t(`events.types.${event.type}`)}: ${subject}` : t(`events.types.${event.type}`)}
        secondary={
          <>
            <time dateTime={event.at}>{formatDateTime(event.at, i18n.resolvedLanguage ?? 'en')}</time>
            {` · ${who}`}
            {event.ip ? ` · ${t('events.ip', { ip: event.ip })}` : ''}
          </>
        }
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
};
