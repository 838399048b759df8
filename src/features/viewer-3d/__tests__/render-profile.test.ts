import { gpuProfile, pixelRatioFor, profileForRenderer, softwareProfile } from '../three/render-profile';

describe('the render profile', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'Mesa softpipe',
    'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
  ])('draws lighter on a CPU renderer: %s', (name) => {
    expect(profileForRenderer(name)).toEqual(softwareProfile);
    expect(softwareProfile).toMatchObject({ antialias: false, environmentMap: false });
  });

  it.each([
    'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)',
    'Adreno (TM) 640',
    'Mali-G78',
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'WebKit WebGL',
    '',
  ])('keeps antialiasing and a sharp pixel ratio on a GPU: %s', (name) => {
    expect(profileForRenderer(name)).toEqual(gpuProfile);
    expect(gpuProfile).toMatchObject({ antialias: true, maxPixelRatio: 2, environmentMap: true });
  });

  it('draws a phone canvas at the device pixel ratio, even on the CPU', () => {
    expect(pixelRatioFor(softwareProfile, 2, 343, 300)).toBe(2);
    expect(pixelRatioFor(gpuProfile, 2, 343, 300)).toBe(2);
    expect(pixelRatioFor(gpuProfile, 3, 343, 300)).toBe(2);
  });

  it('lowers the ratio of a large canvas on the CPU to its pixel budget, not below 1', () => {
    expect(pixelRatioFor(softwareProfile, 2, 1152, 520)).toBe(1);
    const ratio = pixelRatioFor(softwareProfile, 2, 560, 340);
    expect(ratio).toBeGreaterThan(1);
    expect(560 * 340 * ratio ** 2).toBeLessThanOrEqual(softwareProfile.maxPixels + 1);
    expect(pixelRatioFor(softwareProfile, 2, 4000, 3000)).toBe(1);
  });

  it('keeps a GPU at 2 on a desktop canvas and never above the device', () => {
    expect(pixelRatioFor(gpuProfile, 2, 1152, 520)).toBe(2);
    expect(pixelRatioFor(gpuProfile, 1, 1152, 520)).toBe(1);
    expect(pixelRatioFor(softwareProfile, 1, 343, 300)).toBe(1);
  });
});
