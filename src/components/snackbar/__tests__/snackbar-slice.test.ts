import { createTestStore } from '@/testing/test-store';
import { hideSnackbar, selectSnackbar, showSnackbar } from '../snackbar-slice';

describe('snackbar slice', () => {
  it('starts hidden, of type info, with an empty message', () => {
    expect(createTestStore().getState().snackbar).toEqual({ isShow: false, type: 'info', message: '' });
  });

  it('shows a message with type info by default', () => {
    const store = createTestStore();
    store.dispatch(showSnackbar({ message: 'notifications:keyCopied' }));
    expect(selectSnackbar(store.getState())).toEqual({
      isShow: true,
      type: 'info',
      message: 'notifications:keyCopied',
    });
  });

  it('shows a message with the given type and interpolation values', () => {
    const store = createTestStore();
    store.dispatch(showSnackbar({ type: 'error', message: 'notifications:rowSaveFailed', values: { row: 3 } }));
    expect(selectSnackbar(store.getState())).toEqual({
      isShow: true,
      type: 'error',
      message: 'notifications:rowSaveFailed',
      values: { row: 3 },
    });
  });

  it('replaces the previous values when a message without values follows', () => {
    const store = createTestStore();
    store.dispatch(showSnackbar({ type: 'error', message: 'notifications:rowSaveFailed', values: { row: 3 } }));
    store.dispatch(showSnackbar({ message: 'notifications:rowSaved' }));
    expect(selectSnackbar(store.getState())).toEqual({ isShow: true, type: 'info', message: 'notifications:rowSaved' });
  });

  it('hides the notice and keeps its text for the closing animation', () => {
    const store = createTestStore();
    store.dispatch(showSnackbar({ type: 'success', message: 'notifications:rowSaved' }));
    store.dispatch(hideSnackbar());
    expect(selectSnackbar(store.getState())).toEqual({
      isShow: false,
      type: 'success',
      message: 'notifications:rowSaved',
    });
  });
});
