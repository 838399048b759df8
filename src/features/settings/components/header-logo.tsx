import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useApiBase } from '../use-api-base';
import { useGetAvatarQuery } from '../api';
import { avatarSrc } from '../upload-avatar';

/** The clinic's logo in the cabinet header, once one is uploaded; nothing before that. */
export const HeaderLogo = () => {
  const { t } = useTranslation('settings');
  const { data } = useGetAvatarQuery();
  const apiBase = useApiBase();
  if (!data?.url) return null;
  return (
    <Box
      component="img"
      src={avatarSrc(apiBase, data.url)}
      alt={t('avatar.alt')}
      sx={{ height: 36, maxWidth: 120, objectFit: 'contain', borderRadius: 1 }}
    />
  );
};
