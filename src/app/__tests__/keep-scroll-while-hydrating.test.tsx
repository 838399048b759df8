import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  KeepScrollAfterRestoration,
  NoteScrollBeforeRestoration,
  startNotingScroll,
} from '../layouts/keep-scroll-while-hydrating';

// jsdom does not scroll: the position is set as the browser would report it, and scrolling is recorded.
const scrollTo = jest.spyOn(window, 'scrollTo');
const scrollBy = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
// React Router's ScrollRestoration would reset the position between the two; a reset it makes is a scroll event.
const ScrollReset = () => {
  useLayoutEffect(() => scrollBy(0), []);
  return null;
};

afterEach(() => {
  scrollTo.mockClear();
  scrollBy(0);
});

describe('keeping the reading position of a page that hydrates', () => {
  it('puts the page back where the visitor scrolled to before the app first committed', () => {
    scrollBy(120);
    startNotingScroll();
    scrollBy(640);
    render(
      <>
        <NoteScrollBeforeRestoration />
        <ScrollReset />
        <KeepScrollAfterRestoration />
      </>,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('leaves a page read from its top alone', () => {
    startNotingScroll();
    render(
      <>
        <NoteScrollBeforeRestoration />
        <KeepScrollAfterRestoration />
      </>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
