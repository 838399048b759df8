import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// React.lazy remembers a rejected import for good, so a retry needs a fresh lazy component. Each lazy page whose
// import failed registers how to renew itself here.
const failed = new Set<() => void>();

export interface Preloadable {
  /**
   * Loads the page's chunk ahead of its render. A prerendered page is hydrated only after this: a page that
   * suspended while hydrating would lose its markup to a client render as soon as anything above it updated.
   */
  preload: () => Promise<void>;
}

/**
 * React.lazy for a named export, able to try its import again after a chunk failed to load (see
 * retryFailedLazyPages): `lazyPage(() => import('./settings-page'), 'SettingsPage')`.
 */
export const lazyPage = <Module, Name extends keyof Module & string>(
  loader: () => Promise<Module>,
  exportName: Name,
): (Module[Name] extends ComponentType<infer Props> ? ComponentType<Props & object> : never) & Preloadable => {
  type Props = Module[Name] extends ComponentType<infer P> ? P & object : never;
  let Lazy: LazyExoticComponent<ComponentType<Props>>;
  let Loaded: ComponentType<Props> | null = null;
  const renew = () => {
    Lazy = lazy(() =>
      loader().then(
        (module) => ({ default: module[exportName] as ComponentType<Props> }),
        (error: unknown) => {
          failed.add(renew);
          throw error;
        },
      ),
    );
  };
  renew();

  // Once preloaded, the page renders at once: hydrating a prerendered page must not suspend (see Preloadable).
  const LazyPage = (props: Props) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  LazyPage.displayName = exportName;
  LazyPage.preload = async () => {
    Loaded = (await loader())[exportName] as ComponentType<Props>;
  };
  return LazyPage as never;
};

/** Gives every lazy page whose import failed a fresh import; they load again on their next render. */
export const retryFailedLazyPages = (): void => {
  const renewals = [...failed];
  failed.clear();
  for (const renew of renewals) renew();
};
