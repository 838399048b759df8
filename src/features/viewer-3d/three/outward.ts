import type { BufferGeometry } from 'three';

/** Six times the signed volume a closed indexed surface encloses: positive when its faces point outwards. */
const signedVolume = (geometry: BufferGeometry): number => {
  const position = geometry.getAttribute('position');
  const index = geometry.getIndex();
  if (!index) return 0;
  let volume = 0;
  for (let face = 0; face < index.count; face += 3) {
    const [a, b, c] = [index.getX(face), index.getX(face + 1), index.getX(face + 2)];
    const [bx, by, bz] = [position.getX(b), position.getY(b), position.getZ(b)];
    const [cx, cy, cz] = [position.getX(c), position.getY(c), position.getZ(c)];
    volume +=
      position.getX(a) * (by * cz - bz * cy) -
      position.getY(a) * (bx * cz - bz * cx) +
      position.getZ(a) * (bx * cy - by * cx);
  }
  return volume;
};

/**
 * Makes a closed surface face outwards. A surface wound the other way still shows its outline, but what is drawn is
 * the inside of its far wall: a crown seen from above shows the gum through it, and a translucent tooth is lit wrongly.
 */
export const outward = (geometry: BufferGeometry): BufferGeometry => {
  if (signedVolume(geometry) >= 0) return geometry;
  const index = geometry.getIndex()!;
  for (let face = 0; face < index.count; face += 3) {
    const second = index.getX(face + 1);
    index.setX(face + 1, index.getX(face + 2));
    index.setX(face + 2, second);
  }
  index.needsUpdate = true;
  geometry.computeVertexNormals();
  return geometry;
};
