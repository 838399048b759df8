import type { BufferGeometry } from 'three';

/** Small measurements on generated geometry, shared by the anatomy tests. */

export type Point = [number, number, number];

export const pointsOf = (geometry: BufferGeometry): Point[] => {
  const position = geometry.getAttribute('position');
  return Array.from({ length: position.count }, (_, index): Point => [
    position.getX(index),
    position.getY(index),
    position.getZ(index),
  ]);
};

/** Groups points whose chains of neighbours lie closer than `reach` (single linkage); answers the groups. */
export const clusters = (points: Point[], reach: number): Point[][] => {
  const group = points.map(() => -1);
  const found: Point[][] = [];
  points.forEach((_, start) => {
    if (group[start] !== -1) return;
    const members: Point[] = [];
    const queue = [start];
    group[start] = found.length;
    while (queue.length) {
      const index = queue.pop()!;
      members.push(points[index]!);
      points.forEach((other, candidate) => {
        if (group[candidate] !== -1) return;
        const [x, y, z] = points[index]!;
        if (Math.hypot(other[0] - x, other[1] - y, other[2] - z) < reach) {
          group[candidate] = found.length;
          queue.push(candidate);
        }
      });
    }
    found.push(members);
  });
  return found;
};

/** Tips: vertices that no other vertex within `radius` (measured across, in x and z) rises above. */
export const peaks = (geometry: BufferGeometry, radius: number): Point[] => {
  const points = pointsOf(geometry);
  return points.filter(([x, y, z]) => points.every(([ox, oy, oz]) => oy <= y || Math.hypot(ox - x, oz - z) > radius));
};

/** Mesiodistal (x) extent of the vertices between two heights. */
export const widthBetween = (geometry: BufferGeometry, low: number, high: number): number => {
  const xs = pointsOf(geometry)
    .filter(([, y]) => y >= low && y <= high)
    .map(([x]) => x);
  return Math.max(...xs) - Math.min(...xs);
};
