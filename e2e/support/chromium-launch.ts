/** Debian's Chromium; nothing here downloads a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** How the browser tests (playwright.config.ts) and the benchmarks (bench/) start Chromium. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Software WebGL for the 3D viewer: Debian's Chromium draws WebGL through SwiftShader without a GPU, but newer
  // builds only do so when told it is wanted (docs/viewer-3d.md).
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
