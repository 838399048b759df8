/**
 * The server writes runtime settings the SPA needs into the first HTML as a non-executable JSON script
 * (`<script type="application/json" id="app-config">`), so no inline script is needed.
 */
export interface ClientConfig {
  appName: string;
  publicUrl: string;
}

export const clientConfigElementId = 'app-config';

/** Marker in `public/index.html` that the server replaces with the page's metadata and the client config. */
export const headSlot = '<!--app-head-->';

export const defaultAppName = 'Dentiqo 3D';
