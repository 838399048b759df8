import { Color, type Material, Mesh, MeshStandardMaterial, type Object3D } from 'three';

const glow = new Color('#2196f3');

/**
 * Tints the meshes of one tooth (found by `userData.tooth`) with a blue glow. Materials are shared between teeth, so
 * a highlighted mesh gets a tinted copy of its own, and gets its material back when the highlight moves on.
 */
export class ToothHighlight {
  private readonly originals = new Map<Mesh, Material>();

  /** Highlights `tooth` (or nothing, for null) among the meshes under `root`. */
  apply(root: Object3D, tooth: number | null): void {
    this.clear();
    if (tooth === null) return;
    root.traverse((object) => {
      if (!(object instanceof Mesh) || object.userData.tooth !== tooth) return;
      const original = object.material as Material;
      if (!(original instanceof MeshStandardMaterial)) return;
      const tinted = original.clone();
      tinted.emissive = glow.clone();
      tinted.emissiveIntensity = 0.8;
      this.originals.set(object, original);
      object.material = tinted;
    });
  }

  clear(): void {
    for (const [mesh, original] of this.originals) {
      (mesh.material as Material).dispose();
      mesh.material = original;
    }
    this.originals.clear();
  }
}
