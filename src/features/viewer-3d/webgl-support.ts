/**
 * Whether this browser can draw WebGL, checked before the 3D chunk downloads (so a browser without it never fetches
 * three.js). The test context is released at once: browsers allow only a few live contexts.
 */
export const canUseWebGL = (): boolean => {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return false;
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
};
