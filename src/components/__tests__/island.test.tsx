import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { type Root, createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createTestI18n } from '@/testing/test-i18n';
import { island } from '../island';

const Counter = () => {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`Clicked ${count}`}</button>;
};

/** jsdom has no IntersectionObserver: this one says an element is near when the test says so. */
class TestObserver {
  static all: TestObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static comeNear() {
    for (const observer of TestObserver.all) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
      if (entries.length) observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
    }
  }
}

const tree = (Island: ReturnType<typeof island>) => (
  <I18nextProvider i18n={createTestI18n('en')}>
    <MemoryRouter>
      <Island />
    </MemoryRouter>
  </I18nextProvider>
);

describe('island', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  beforeEach(() => {
    TestObserver.all = [];
    window.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    delete (window as Partial<typeof window>).IntersectionObserver;
  });

  it('keeps the prerendered markup without loading its code until the part comes near, then hydrates it', async () => {
    const load = jest.fn(() => Promise.resolve({ Counter }));
    const Island = island(load, 'Counter');
    // The markup the build-time render gives the island: its wrapper around a resolved Suspense boundary.
    container.innerHTML = renderToString(
      <div style={{ display: 'contents' }}>
        <Suspense>
          <Counter />
        </Suspense>
      </div>,
    );
    const prerendered = screen.getByRole('button', { name: 'Clicked 0' });
    const recoverableErrors: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(container, tree(Island), { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(prerendered);
    expect(prerendered).toHaveTextContent('Clicked 0');

    await act(async () => TestObserver.comeNear());
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(prerendered);
    expect(screen.getByRole('button')).toBe(prerendered);
    expect(prerendered).toHaveTextContent('Clicked 1');
    expect(recoverableErrors).toEqual([]);
  });

  it('loads its code when the visitor navigates, which waits for the part to hydrate', async () => {
    const load = jest.fn(() => Promise.resolve({ Counter }));
    const Island = island(load, 'Counter');
    container.innerHTML = renderToString(
      <div style={{ display: 'contents' }}>
        <Suspense>
          <Counter />
        </Suspense>
      </div>,
    );
    const router = createMemoryRouter([{ path: '*', element: <Island /> }]);
    await act(async () => {
      root = hydrateRoot(
        container,
        <I18nextProvider i18n={createTestI18n('en')}>
          <RouterProvider router={router} />
        </I18nextProvider>,
      );
    });
    expect(load).not.toHaveBeenCalled();

    await act(() => router.navigate('/elsewhere'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('loads its code at once when there is no markup to keep', async () => {
    const load = jest.fn(() => Promise.resolve({ Counter }));
    const Island = island(load, 'Counter');
    root = createRoot(container);
    await act(async () => root?.render(tree(Island)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  });
});
