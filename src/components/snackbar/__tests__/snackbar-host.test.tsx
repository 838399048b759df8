import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { showSnackbar } from '../snackbar-slice';

describe('SnackbarHost', () => {
  it('shows nothing while the snackbar is hidden', () => {
    renderWithProviders(<></>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('translates the message key into the current language', async () => {
    const { store } = renderWithProviders(<></>, { language: 'uk' });
    act(() => {
      store.dispatch(showSnackbar({ type: 'success', message: 'notifications:rowSaved' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Рядок збережено!');
  });

  it('closes with its close button', async () => {
    const { store, user } = renderWithProviders(<></>);
    act(() => {
      store.dispatch(showSnackbar({ type: 'error', message: 'notifications:cardNotFound' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Card not found!');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().snackbar.isShow).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
