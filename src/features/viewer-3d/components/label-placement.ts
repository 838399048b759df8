import type { ToothOnScreen } from '../three/tooth-anchors';

/**
 * Puts each tooth label (an element with `data-tooth`) at its tooth's label point, hiding those whose tooth faces
 * away or stands outside the picture and those that would overlap a label already placed (the nearest teeth first).
 * The crown's own centre goes into `data-x`/`data-y` (CSS pixels), for tests reading the picture around it.
 */
export const placeLabels = (container: HTMLElement, teeth: ToothOnScreen[]): void => {
  const placed: DOMRect[] = [];
  const byTooth = new Map(teeth.map((entry) => [entry.tooth, entry]));
  const width = container.clientWidth;
  const height = container.clientHeight;
  const labels = [...container.querySelectorAll<HTMLElement>('[data-tooth]')].sort(
    (a, b) => (byTooth.get(Number(a.dataset.tooth))?.depth ?? 0) - (byTooth.get(Number(b.dataset.tooth))?.depth ?? 0),
  );
  for (const label of labels) {
    const tooth = byTooth.get(Number(label.dataset.tooth));
    const w = label.offsetWidth;
    const h = label.offsetHeight;
    const left = Math.min(Math.max(2, (tooth?.labelX ?? 0) - w / 2), width - w - 2);
    const top = Math.min(Math.max(2, (tooth?.labelY ?? 0) - h / 2), height - h - 2);
    const box = new DOMRect(left - 2, top - 2, w + 4, h + 4);
    const clear = placed.every(
      (other) =>
        box.right <= other.left || box.left >= other.right || box.bottom <= other.top || box.top >= other.bottom,
    );
    const shown = Boolean(tooth?.visible) && clear;
    if (shown) placed.push(box);
    label.style.visibility = shown ? 'visible' : 'hidden';
    label.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
    label.dataset.x = String(Math.round(tooth?.x ?? 0));
    label.dataset.y = String(Math.round(tooth?.y ?? 0));
    label.dataset.shown = String(shown);
  }
};
