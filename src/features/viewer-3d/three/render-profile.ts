/** How richly this device can afford to draw the arch. */
export interface RenderProfile {
  /** Multisampling; on the CPU it multiplies the cost of every pixel. */
  antialias: boolean;
  /** Ceiling for the canvas's pixel ratio. */
  maxPixelRatio: number;
  /**
   * Soft reflections of a room (a prefiltered environment map). Prefiltering takes seconds on the CPU, and every
   * material's shader then samples it for each pixel.
   */
  environmentMap: boolean;
}

// Renderers that run on the CPU: a browser without a usable GPU falls back to one of these (Chrome's SwiftShader,
// Mesa's llvmpipe and softpipe, Windows' basic render driver).
const softwareRenderer = /swiftshader|llvmpipe|softpipe|software|basic render/i;

export const softwareProfile: RenderProfile = { antialias: false, maxPixelRatio: 1, environmentMap: false };
export const gpuProfile: RenderProfile = { antialias: true, maxPixelRatio: 2, environmentMap: true };

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
