import { readFileSync } from 'node:fs';
import path from 'node:path';
import { announceAppStarted } from '../early-tap';

// public/start-after-paint.js as a prerendered page runs it: here no script is named and jsdom cannot say when it
// painted, so it starts nothing and only keeps a tap for the app.
const startAfterPaint = readFileSync(path.resolve(__dirname, '../../../public/start-after-paint.js'), 'utf8');

const clicksOn = (element: HTMLElement) => {
  const clicks = { count: 0 };
  element.addEventListener('click', () => (clicks.count += 1));
  return clicks;
};

describe('a tap before the app has started (public/start-after-paint.js)', () => {
  let button: HTMLButtonElement;
  beforeEach(() => {
    document.body.innerHTML =
      '<header><button type="button"><span>Language</span></button><a href="#top">Top</a></header>';
    button = document.querySelector('button')!;
    new Function(startAfterPaint)();
  });
  afterEach(() => {
    // Whatever a test left, the next page's script starts without a tap of this one's.
    announceAppStarted();
    jest.useRealTimers();
  });

  it("is tapped again once the app has started, on the button around the tap's target", () => {
    const clicks = clicksOn(button);
    button.querySelector('span')!.click();
    expect(clicks.count).toBe(1);
    announceAppStarted();
    expect(clicks.count).toBe(2);
  });

  it('is tapped again only once, and a tap after the start is left to the app', () => {
    const clicks = clicksOn(button);
    button.click();
    announceAppStarted();
    announceAppStarted();
    button.click();
    announceAppStarted();
    expect(clicks.count).toBe(3);
  });

  it('is the last one when there were several', () => {
    const other = document.createElement('button');
    document.body.append(other);
    const first = clicksOn(button);
    const last = clicksOn(other);
    button.click();
    other.click();
    announceAppStarted();
    expect([first.count, last.count]).toEqual([1, 2]);
  });

  it('is not tapped again when the app rendered the page anew and the button is gone', () => {
    const clicks = clicksOn(button);
    button.click();
    button.remove();
    announceAppStarted();
    expect(clicks.count).toBe(1);
  });

  it('is not tapped again when it is more than 10 seconds old', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const clicks = clicksOn(button);
    button.click();
    jest.setSystemTime(new Date('2026-11-27T10:00:10.001Z'));
    announceAppStarted();
    expect(clicks.count).toBe(1);
  });

  it('leaves links alone: they work without the app', () => {
    const link = document.querySelector('a')!;
    const clicks = clicksOn(link);
    link.click();
    announceAppStarted();
    expect(clicks.count).toBe(1);
  });
});
