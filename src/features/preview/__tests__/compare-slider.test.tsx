import { createEvent, fireEvent, screen } from '@testing-library/react';
import { cardImage } from '@/testing/preview-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CompareSlider } from '../components/compare-slider';

const renderSlider = () => {
  const result = renderWithProviders(<CompareSlider before={cardImage('before')} after={cardImage('after')} />);
  const slider = screen.getByRole('slider', { name: 'Divider between before and after' });
  return { ...result, slider };
};

const clip = () => screen.getByTestId('after-layer').style.clipPath;

/** jsdom has no PointerEvent: the event of that name gets a touch pointer's fields by hand. */
const pointer = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', target: Element, clientX: number) => {
  const event = createEvent[type](target);
  for (const [key, value] of Object.entries({ clientX, button: 0, pointerId: 1, pointerType: 'touch' }))
    Object.defineProperty(event, key, { value });
  fireEvent(target, event);
};

describe('the before-and-after slider', () => {
  it('is a labelled slider from 0 to 100 that starts in the middle', () => {
    const { slider } = renderSlider();
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuetext', '50% before, 50% after');
    expect(slider).toHaveAttribute('tabindex', '0');
    expect(clip()).toBe('inset(0 0 0 50%)');
    expect(screen.getByRole('img', { name: "The patient's teeth before treatment" })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "The patient's teeth after the planned treatment" })).toBeInTheDocument();
  });

  it('moves by 5 with the arrows, 20 with Page Up/Down, to the ends with Home/End, and clips the after picture', async () => {
    const { slider, user } = renderSlider();
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '55');
    expect(clip()).toBe('inset(0 0 0 55%)');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '45');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    await user.keyboard('{PageDown}{PageDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(clip()).toBe('inset(0 0 0 0%)');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(slider).toHaveAttribute('aria-valuetext', '100% before, 0% after');
    expect(clip()).toBe('inset(0 0 0 100%)');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });

  it('follows a drag of the finger or mouse, clamped to the frame, and stops when released', () => {
    const { slider } = renderSlider();
    const frame = slider.parentElement!;
    frame.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 300 }) as DOMRect;

    pointer('pointerDown', frame, 200);
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    expect(slider).toHaveFocus();
    pointer('pointerMove', frame, 400);
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    expect(clip()).toBe('inset(0 0 0 75%)');
    pointer('pointerMove', frame, 900);
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    pointer('pointerMove', frame, 0);
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    pointer('pointerUp', frame, 0);
    pointer('pointerMove', frame, 300);
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });
});
