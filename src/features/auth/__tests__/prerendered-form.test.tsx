import { act, fireEvent, screen } from '@testing-library/react';
import { useFormik } from 'formik';
import { type Root, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@/testing/test-i18n';
import { FormTextField } from '../components/form-text-field';
import { SubmitButton } from '../components/submit-button';

type Values = { company: string; email: string };

const Form = ({ onSubmit }: { onSubmit: (values: Values) => void }) => {
  const formik = useFormik<Values>({ initialValues: { company: '', email: '' }, onSubmit });
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <FormTextField formik={formik} name="company" label="Company" />
      <FormTextField formik={formik} name="email" label="E-mail" />
      <SubmitButton sending={formik.isSubmitting}>Send</SubmitButton>
    </form>
  );
};

const tree = (onSubmit: (values: Values) => void) => (
  <I18nextProvider i18n={createTestI18n('en')}>
    <Form onSubmit={onSubmit} />
  </I18nextProvider>
);

describe('an auth form on a prerendered page', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('keeps what was typed before hydration: later renders and the submit use it', async () => {
    const onSubmit = jest.fn();
    container.innerHTML = renderToString(tree(onSubmit));
    // Typed (or autofilled) while the page's scripts were still on their way: no React handler saw it.
    const company = screen.getByLabelText('Company') as HTMLInputElement;
    company.value = 'Smile Clinic';

    await act(async () => {
      root = hydrateRoot(container, tree(onSubmit));
    });
    // Typing into another field renders the whole form again; the first field must not be cleared by it.
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'owner@smile.example' } });
    expect(company).toHaveValue('Smile Clinic');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(onSubmit).toHaveBeenCalledWith({ company: 'Smile Clinic', email: 'owner@smile.example' }, expect.anything());
  });

  it('cannot be submitted before hydration, when the browser would put the fields into the address', async () => {
    container.innerHTML = renderToString(tree(jest.fn()));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await act(async () => {
      root = hydrateRoot(container, tree(jest.fn()));
    });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('leaves a field alone that the client rendered itself', async () => {
    const onSubmit = jest.fn();
    container.innerHTML = renderToString(tree(onSubmit));
    await act(async () => {
      root = hydrateRoot(container, tree(onSubmit));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(onSubmit).toHaveBeenCalledWith({ company: '', email: '' }, expect.anything());
  });
});
