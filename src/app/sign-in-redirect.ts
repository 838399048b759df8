import { type Location } from 'react-router-dom';
import { paths } from '@contract/rules/routes';

/** The query parameter that carries where a signed-out visitor was going. It survives a reload, unlike state. */
export const nextParam = 'next';

/** Where the protected area sends a signed-out visitor: the sign-in page, remembering the original location. */
export const signInRedirect = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) => ({
  pathname: paths.signIn,
  search: `?${new URLSearchParams({ [nextParam]: `${pathname}${search}${hash}` })}`,
});

/** The remembered location, if it is a path on this site; anything else (`//evil.example`) is ignored. */
export const nextPathFrom = (search: string): string | null => {
  const next = new URLSearchParams(search).get(nextParam);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
};
