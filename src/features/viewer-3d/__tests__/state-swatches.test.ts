import { getContrastRatio } from '@mui/material/styles';
import { Color } from 'three';
import { toothStates } from '@contract/rules/dental-formula';
import { stateSwatches, swatchEdge, viewerColours } from '../state-swatches';
import { createMaterials } from '../three/materials';

const backgrounds = { page: '#f5f8fc', paper: '#ffffff' };

/** An rgba() colour over an opaque background, as the eye sees it. */
const over = (rgba: string, background: string) => {
  const [r, g, b, a] = rgba.match(/[\d.]+/g)!.map(Number) as [number, number, number, number];
  const under = new Color(background);
  const mix = (top: number, bottom: number) => Math.round(top * a + bottom * 255 * (1 - a));
  return `rgb(${mix(r, under.r)}, ${mix(g, under.g)}, ${mix(b, under.b)})`;
};

describe('the legend swatches', () => {
  it('take the colours the scene draws with', () => {
    const materials = createMaterials({ reflections: false });
    const pairs: [keyof typeof materials, keyof typeof viewerColours][] = [
      ['enamel', 'enamel'],
      ['doomed', 'doomed'],
      ['ceramic', 'ceramic'],
      ['margin', 'margin'],
      ['filling', 'filling'],
      ['fillingOutline', 'fillingOutline'],
      ['canal', 'rootCanal'],
      ['implant', 'implant'],
      ['extraction', 'extraction'],
      ['gum', 'gum'],
      ['ridge', 'ridge'],
    ];
    for (const [material, colour] of pairs) {
      expect(materials[material].color.getHexString()).toBe(viewerColours[colour].slice(1));
    }
  });

  it('draw each state’s mark in its scene colours', () => {
    const css = (state: keyof typeof stateSwatches) => JSON.stringify(stateSwatches[state]);
    expect(css('filling')).toContain(viewerColours.filling);
    expect(css('filling')).toContain(viewerColours.fillingOutline);
    expect(css('caries')).toContain(viewerColours.cariesCore);
    expect(css('crown')).toContain(viewerColours.ceramic);
    expect(css('crown')).toContain(viewerColours.margin);
    expect(css('root-canal')).toContain(viewerColours.rootCanal);
    expect(css('extraction')).toContain(viewerColours.extraction);
    expect(Object.keys(stateSwatches)).toEqual([...toothStates]);
  });

  it.each(Object.entries(backgrounds))(
    'stand out from the %s by at least 3:1, white ones included',
    (_, background) => {
      expect(getContrastRatio(over(swatchEdge, background), background)).toBeGreaterThanOrEqual(3);
      expect(getContrastRatio(viewerColours.extraction, background)).toBeGreaterThanOrEqual(3);
      expect(getContrastRatio(viewerColours.fillingOutline, background)).toBeGreaterThanOrEqual(3);
    },
  );
});
