import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useAccountQuery } from '@/api/account-api';
import { PageHeading } from '@/components/page-heading';
import { PageSpinner } from '@/components/page-spinner';
import { AvatarUpload } from '../components/avatar-upload';
import { ClosureSection } from '../components/closure-section';
import { ExportSection } from '../components/export-section';
import { PasswordForm } from '../components/password-form';
import { PlatformSection } from '../components/platform-section';
import { ProfileForm } from '../components/profile-form';
import { SecurityEventsSection } from '../components/security-events-section';
import { StaffSection } from '../components/staff-section';
import { settingsSectionsFor } from '../settings-sections';

export const SettingsPage = () => {
  const { t } = useTranslation('settings');
  const role = useAccountQuery().data?.role;
  // Each section fetches what it shows as it mounts, so none mounts before the role says it may.
  const sections = role ? settingsSectionsFor(role) : null;
  return (
    <>
      <PageHeading title={t('title')} lead={t(role === 'admin' ? 'leadAdmin' : 'lead')} />
      {sections === null ? (
        <PageSpinner />
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 960 }}>
          {sections.includes('profile') && <ProfileForm />}
          {sections.includes('avatar') && <AvatarUpload />}
          {sections.includes('password') && <PasswordForm whose={role === 'owner' ? 'company' : 'own'} />}
          {sections.includes('staff') && <StaffSection />}
          {sections.includes('platform') && <PlatformSection />}
          {sections.includes('security-events') && <SecurityEventsSection />}
          {sections.includes('export') && <ExportSection />}
          {sections.includes('closure') && <ClosureSection />}
        </Stack>
      )}
    </>
  );
};
