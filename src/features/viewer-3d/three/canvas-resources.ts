import { Material, Mesh, type Scene } from 'three';

/** Frees what a scene holds on the GPU: every mesh's geometry and every material, shared ones included. */
export const releaseScene = (scene: Scene, shared: readonly unknown[]): void => {
  const materials = new Set<Material>();
  for (const value of shared) if (value instanceof Material) materials.add(value);
  scene.traverse((object) => {
    if (object instanceof Mesh) {
      object.geometry.dispose();
      (Array.isArray(object.material) ? object.material : [object.material]).forEach((m) => materials.add(m));
    }
  });
  materials.forEach((material) => material.dispose());
};

/** A 2D copy of a WebGL canvas's last picture (drawn in the same task), for a cross-fade to the next one. */
export const copyCanvas = (source: HTMLCanvasElement): HTMLCanvasElement => {
  const copy = document.createElement('canvas');
  copy.width = source.width;
  copy.height = source.height;
  copy.getContext('2d')?.drawImage(source, 0, 0);
  return copy;
};
