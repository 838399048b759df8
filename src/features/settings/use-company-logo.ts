import { useApiBase } from './use-api-base';
import { useGetAvatarQuery } from './api';
import { avatarSrc } from './upload-avatar';

/** The address of the clinic's uploaded logo, or null before one is uploaded. */
export const useCompanyLogo = (): string | null => {
  const { data } = useGetAvatarQuery();
  const apiBase = useApiBase();
  return data?.url ? avatarSrc(apiBase, data.url) : null;
};
