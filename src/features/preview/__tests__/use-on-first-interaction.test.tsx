import { fireEvent, render } from '@testing-library/react';
import { useOnFirstInteraction } from '../use-on-first-interaction';

const Harness = ({ run, armed }: { run: () => void; armed: boolean }) => {
  useOnFirstInteraction(run, armed);
  return <button type="button">Accept</button>;
};

describe('useOnFirstInteraction', () => {
  it('waits for the first interaction after it is armed, and runs once', () => {
    const run = jest.fn();
    const { rerender, getByRole } = render(<Harness run={run} armed={false} />);
    fireEvent.scroll(window);
    expect(run).not.toHaveBeenCalled();

    rerender(<Harness run={run} armed />);
    expect(run).not.toHaveBeenCalled();
    fireEvent.pointerDown(getByRole('button'));
    expect(run).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.scroll(window);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a scroll', () => fireEvent.scroll(window)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a touch', () => fireEvent.touchStart(document.body)],
  ])('counts %s as an interaction', (_name, interact) => {
    const run = jest.fn();
    render(<Harness run={run} armed />);
    interact();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the page goes away', () => {
    const run = jest.fn();
    const { unmount } = render(<Harness run={run} armed />);
    unmount();
    fireEvent.scroll(window);
    expect(run).not.toHaveBeenCalled();
  });
});
