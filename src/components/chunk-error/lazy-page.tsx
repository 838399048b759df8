import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// React.lazy remembers a rejected import for good, so a retry needs a fresh lazy component. Each lazy page whose
// import failed registers how to renew itself here.
const failed = new Set<() => void>();

/**
 * React.lazy for a named export, able to try its import again after a chunk failed to load (see
 * retryFailedLazyPages): `lazyPage(() => import('./settings-page'), 'SettingsPage')`.
 */
export const lazyPage = <Module, Name extends keyof Module & string>(
  loader: () => Promise<Module>,
  exportName: Name,
): Module[Name] extends ComponentType<infer Props> ? ComponentType<Props & object> : never => {
  type Props = Module[Name] extends ComponentType<infer P> ? P & object : never;
  let Lazy: LazyExoticComponent<ComponentType<Props>>;
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

  const LazyPage = (props: Props) => <Lazy {...props} />;
  LazyPage.displayName = exportName;
  return LazyPage as never;
};

/** Gives every lazy page whose import failed a fresh import; they load again on their next render. */
export const retryFailedLazyPages = (): void => {
  const renewals = [...failed];
  failed.clear();
  for (const renew of renewals) renew();
};
