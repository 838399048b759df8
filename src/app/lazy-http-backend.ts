import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * i18next-http-backend, downloaded the first time i18next reads a namespace. A page whose first HTML carries its
 * translations inline (server/plugins/spa-translations.ts) reads none until another language or feature is asked
 * for, so the first download goes without it. A failed chunk counts as a retriable read: i18next's retries (see
 * createBrowserI18n) then fetch the chunk again.
 */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend';
  static readonly callbackApi = true;
  readonly type = 'backend';
  private options: Parameters<BackendModule<HttpBackendOptions>['init']> | undefined;
  private loading: Promise<BackendModule<HttpBackendOptions>> | undefined;

  init(services: Services, backendOptions: HttpBackendOptions, i18nextOptions: InitOptions): void {
    this.options = [services, backendOptions, i18nextOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const options = this.options;
    if (!options) throw new Error('LazyHttpBackend.read before init');
    this.loading ??= import(/* webpackChunkName: "http-backend" */ 'i18next-http-backend').then(
      ({ default: Backend }) => {
        const backend: BackendModule<HttpBackendOptions> = new Backend();
        backend.init(...options);
        return backend;
      },
    );
    this.loading.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        this.loading = undefined;
        callback(error instanceof Error ? error : String(error), true);
      },
    );
  }
}
