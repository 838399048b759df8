import { gpuProfile, profileForRenderer, softwareProfile } from '../three/render-profile';

describe('the render profile', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'Mesa softpipe',
    'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
  ])('draws lighter on a CPU renderer: %s', (name) => {
    expect(profileForRenderer(name)).toEqual(softwareProfile);
    expect(softwareProfile).toEqual({ antialias: false, maxPixelRatio: 1, environmentMap: false });
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
    expect(gpuProfile).toEqual({ antialias: true, maxPixelRatio: 2, environmentMap: true });
  });
});
