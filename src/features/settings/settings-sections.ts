import type { Role } from '@contract/rules/account';

export type SettingsSection =
  'profile' | 'avatar' | 'password' | 'staff' | 'platform' | 'security-events' | 'export' | 'closure';

/**
 * The sections a role may use, as the server's role tags allow them: staff, the security events, the data export and
 * closing the account are the owner's, so an admin's page neither shows nor asks for them. Doctors never reach the web cabinet.
 */
export const settingsSectionsFor = (role: Role): readonly SettingsSection[] =>
  role === 'owner'
    ? ['profile', 'avatar', 'password', 'staff', 'platform', 'security-events', 'export', 'closure']
    : role === 'admin'
      ? ['profile', 'avatar', 'password', 'platform']
      : [];
