/**
 * The server writes runtime settings the SPA needs into the first HTML as a non-executable JSON script
 * (`<script type="application/json" id="app-config">`), so no inline script is needed.
 */
export interface ClientConfig {
  appName: string;
  publicUrl: string;
  /** The floating contact button's addresses; null = channel not offered. */
  contacts?: ContactAddresses;
  /** Analytics ids; null = that tool is not loaded. */
  analytics?: AnalyticsIds;
}

export interface ContactAddresses {
  email: string | null;
  telegram: string | null;
  whatsapp: string | null;
  viber: string | null;
  messenger: string | null;
}

export interface AnalyticsIds {
  gaMeasurementId: string | null;
  gtmContainerId: string | null;
}

export const clientConfigElementId = 'app-config';

/** Marker in `public/index.html` that the server replaces with the page's metadata and the client config. */
export const headSlot = '<!--app-head-->';

export const defaultAppName = 'Dentiqo 3D';
