import { createTestStore } from '@/testing/test-store';
import { selectIsHeaderTransparent, setHeaderTransparent, toggleHeaderTransparency } from '../landing-slice';

describe('landing slice', () => {
  it('starts with a transparent header', () => {
    expect(createTestStore().getState().landing).toEqual({ isHeaderTransparent: true });
  });

  it('toggles the header transparency', () => {
    const store = createTestStore();
    store.dispatch(toggleHeaderTransparency());
    expect(selectIsHeaderTransparent(store.getState())).toBe(false);
    store.dispatch(toggleHeaderTransparency());
    expect(selectIsHeaderTransparent(store.getState())).toBe(true);
  });

  it('sets the header transparency', () => {
    const store = createTestStore();
    store.dispatch(setHeaderTransparent(false));
    expect(selectIsHeaderTransparent(store.getState())).toBe(false);
    store.dispatch(setHeaderTransparent(true));
    expect(selectIsHeaderTransparent(store.getState())).toBe(true);
  });
});
