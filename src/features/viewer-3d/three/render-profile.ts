/** How richly this device can afford to draw the arch. */
export interface RenderProfile {
  /** Multisampling; on the CPU it multiplies the cost of every pixel. */
  antialias: boolean;
  /** Ceiling for the canvas's pixel ratio. */
  maxPixelRatio: number;
  /**
   * Most device pixels a picture may have: above it the pixel ratio drops (to 1 at the lowest), since the cost of a
   * frame grows with its pixels.
   */
  maxPixels: number;
  /**
   * Soft reflections of a room (a prefiltered environment map). Prefiltering takes seconds on the CPU, and every
   * material's shader then samples it for each pixel.
   */
  environmentMap: boolean;
}

// Renderers that run on the CPU: a browser without a usable GPU falls back to one of these (Chrome's SwiftShader,
// Mesa's llvmpipe and softpipe, Windows' basic render driver).
const softwareRenderer = /swiftshader|llvmpipe|softpipe|software|basic render/i;

// On the CPU a frame costs about its number of pixels: the budget is what the desktop canvas drew at a pixel ratio of 1
// (1152 × 420, about 0.5 million) when the frame-time budget was set, so a phone's canvas (343 × 300) draws sharp at 2
// for the same cost, while a large canvas stays at 1. A GPU affords a 2× picture of a wide desktop canvas.
export const softwareProfile: RenderProfile = {
  antialias: false,
  maxPixelRatio: 2,
  maxPixels: 500_000,
  environmentMap: false,
};
export const gpuProfile: RenderProfile = {
  antialias: true,
  maxPixelRatio: 2,
  maxPixels: 4_200_000,
  environmentMap: true,
};

/** The canvas's pixel ratio: the device's, up to the profile's ceiling, lowered (not below 1) to fit the budget. */
export const pixelRatioFor = (profile: RenderProfile, devicePixelRatio: number, width: number, height: number) => {
  const wanted = Math.min(devicePixelRatio || 1, profile.maxPixelRatio);
  const affordable = Math.sqrt(profile.maxPixels / Math.max(1, width * height));
  return Math.max(Math.min(1, wanted), Math.min(wanted, affordable));
};

/** The profile for a WebGL renderer's name, as the context reports it. */
export const profileForRenderer = (rendererName: string): RenderProfile =>
  softwareRenderer.test(rendererName) ? softwareProfile : gpuProfile;

let detected: RenderProfile | undefined;

/**
 * Asks a throwaway context which renderer this browser uses (antialiasing must be chosen before the real context is
 * made) and remembers the answer for the page's lifetime. The probe context is released at once.
 */
export const detectRenderProfile = (): RenderProfile => {
  if (detected) return detected;
  let name = '';
  try {
    const context = document.createElement('canvas').getContext('webgl2') ?? undefined;
    if (context) {
      const info = context.getExtension('WEBGL_debug_renderer_info');
      name = String(context.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : context.RENDERER));
      context.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    // No answer: assume a GPU, the common case.
  }
  detected = profileForRenderer(name);
  return detected;
};
