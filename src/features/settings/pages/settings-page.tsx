import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { AvatarUpload } from '../components/avatar-upload';
import { PasswordForm } from '../components/password-form';
import { PlatformSection } from '../components/platform-section';
import { ProfileForm } from '../components/profile-form';
import { SecurityEventsSection } from '../components/security-events-section';
import { StaffSection } from '../components/staff-section';

export const SettingsPage = () => {
  const { t } = useTranslation('settings');
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <ProfileForm />
        <AvatarUpload />
        <PasswordForm />
        <StaffSection />
        <PlatformSection />
        <SecurityEventsSection />
      </Stack>
    </>
  );
};
