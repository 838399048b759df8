import { type ReactElement, isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { type Preloadable } from '@/components/chunk-error/lazy-page';
import { routes } from './router';

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'function' && typeof (type as Partial<Preloadable>).preload === 'function';

/** Loads the lazy pages and layouts the route of `pathname` renders, so it renders (and hydrates) without waiting. */
export const preloadRoute = async (pathname: string): Promise<void> => {
  const elements = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.element);
  await Promise.all(
    elements
      .filter((element): element is ReactElement => isValidElement(element))
      .map((element) => (isPreloadable(element.type) ? element.type.preload() : undefined)),
  );
};
