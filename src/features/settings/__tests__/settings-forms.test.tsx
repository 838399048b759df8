import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PlatformLink, Profile, StaffMember } from '@contract/api/settings';
import { fillIn, replaceText } from '@/testing/fill-in';
import { createGate } from '@/testing/gate';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { emptyProfile } from '@/testing/settings-fixtures';
import { AvatarUpload } from '../components/avatar-upload';
import { PasswordForm } from '../components/password-form';
import { PlatformSection } from '../components/platform-section';
import { ProfileForm } from '../components/profile-form';
import { StaffSection } from '../components/staff-section';

const problem = (
  status: number,
  code: 'VALIDATION_FAILED' | 'LOGIN_TAKEN' | 'PLATFORM_TOKEN_REJECTED',
  field: string,
  reason: string,
) => problemResponse({ type: 'about:blank', title: 'Bad', status, code, errors: [{ field, reason }] });

describe('profile form', () => {
  it("shows the product's messages for empty required fields and sends nothing", async () => {
    let puts = 0;
    server.use(
      http.get(apiUrl('company/profile'), () => HttpResponse.json(emptyProfile)),
      http.put(apiUrl('company/profile'), () => {
        puts += 1;
        return HttpResponse.json(emptyProfile);
      }),
    );
    const { user } = renderWithProviders(<ProfileForm />);
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Country is required field')).toBeInTheDocument();
    expect(screen.getByText('City is required field')).toBeInTheDocument();
    expect(screen.getByText('CEO is required field')).toBeInTheDocument();
    expect(screen.getByText('Phone is required field')).toBeInTheDocument();
    expect(puts).toBe(0);
  });

  it('picks a country by its name, formats the phone and saves it as typed', async () => {
    let sent: unknown;
    server.use(
      http.get(apiUrl('company/profile'), () => HttpResponse.json(emptyProfile)),
      http.put(apiUrl('company/profile'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          country: 'UA',
          city: 'Kyiv',
          ceo: 'Olena',
          contactPerson: '',
          phone: '+380441234567',
          address: '12 Khreshchatyk St',
          website: 'https://brightsmile.example/',
          complete: true,
        } satisfies Profile);
      }),
    );
    const { user } = renderWithProviders(<ProfileForm />);
    await fillIn(user, await screen.findByRole('combobox', { name: /Country/ }), 'Ukra');
    await user.click(await screen.findByRole('option', { name: 'Ukraine' }));
    await fillIn(user, screen.getByRole('textbox', { name: /City/ }), 'Kyiv');
    await fillIn(user, screen.getByRole('textbox', { name: /CEO/ }), 'Olena');
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await fillIn(user, phone, '0441234567');
    await user.tab();
    expect(phone).toHaveValue('+380 44 123 4567');
    const website = screen.getByRole('textbox', { name: 'Website' });
    await fillIn(user, website, 'clinic');
    await user.tab();
    expect(await screen.findByText('Enter a web address such as smile-clinic.com')).toBeInTheDocument();
    await user.clear(website);
    await fillIn(user, website, 'brightsmile.example');
    await user.tab();
    expect(website).toHaveValue('https://brightsmile.example/');
    await fillIn(user, screen.getByRole('textbox', { name: /Street address/ }), '12 Khreshchatyk St');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile was successfully updated')).toBeInTheDocument();
    expect(sent).toEqual({
      country: 'UA',
      city: 'Kyiv',
      ceo: 'Olena',
      contactPerson: '',
      phone: '+380 44 123 4567',
      address: '12 Khreshchatyk St',
      website: 'https://brightsmile.example/',
    });
  });

  it('tells an invalid phone and a failed save apart', async () => {
    server.use(
      http.get(apiUrl('company/profile'), () =>
        HttpResponse.json({ ...emptyProfile, country: 'UA', city: 'L', ceo: 'C' }),
      ),
      http.put(apiUrl('company/profile'), () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderWithProviders(<ProfileForm />);
    const phone = await screen.findByRole('textbox', { name: /Phone/ });
    await fillIn(user, phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    await replaceText(user, phone, '+380441234567');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Error with profile update')).toBeInTheDocument();
  });

  it('is translated into Ukrainian, country names included', async () => {
    server.use(http.get(apiUrl('company/profile'), () => HttpResponse.json({ ...emptyProfile, country: 'DE' })));
    renderWithProviders(<ProfileForm />, { language: 'uk' });
    expect(await screen.findByRole('combobox', { name: /Країна/ })).toHaveValue('Німеччина');
    expect(screen.getByRole('button', { name: 'Відкрити список' })).toBeInTheDocument();
  });
});

describe('logo upload', () => {
  const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
  const logoPath = '/api/avatars/0123456789abcdef0123456789abcdef.png';

  it("shows progress while uploading, then the new logo, with the product's messages", async () => {
    let url: string | null = null;
    let received = '';
    const gate = createGate();
    server.use(
      http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url })),
      http.put(apiUrl('company/avatar'), async ({ request }) => {
        received = `${request.headers.get('content-type')}\n${await request.text()}`;
        await gate.opened;
        url = logoPath;
        return HttpResponse.json({ url });
      }),
    );
    const { user } = renderWithProviders(<AvatarUpload />);
    expect(await screen.findByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload logo', { selector: 'input' }), png());
    expect(await screen.findByText('Avatar is uploading...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    gate.open();
    expect(await screen.findByText('Avatar uploaded successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Clinic logo' })).toHaveAttribute(
      'src',
      `${window.location.origin}${logoPath}`,
    );
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(received).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's File does not survive msw's re-encoding; e2e/settings.spec.ts uploads real bytes.
    expect(received).toContain('form-data; name="file"');
  });

  it('refuses a file over 5 MB before sending it', async () => {
    let puts = 0;
    server.use(
      http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: null })),
      http.put(apiUrl('company/avatar'), () => {
        puts += 1;
        return HttpResponse.json({ url: logoPath });
      }),
    );
    const { user } = renderWithProviders(<AvatarUpload />);
    await screen.findByRole('button', { name: 'Upload logo' });
    await user.upload(screen.getByLabelText('Upload logo', { selector: 'input' }), png(6 * 1024 * 1024));
    expect(await screen.findByText('Error with avatar uploading!')).toBeInTheDocument();
    expect(screen.getByText('This file is larger than 5 MB.')).toHaveAttribute('role', 'alert');
    expect(puts).toBe(0);
  });

  it('explains a file the server refuses as not an image', async () => {
    server.use(
      http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: null })),
      http.put(apiUrl('company/avatar'), () =>
        problemResponse({ type: 'about:blank', title: 'Unsupported', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }),
      ),
    );
    const { user } = renderWithProviders(<AvatarUpload />, { language: 'ru' });
    await screen.findByRole('button', { name: 'Загрузить логотип' });
    await user.upload(screen.getByLabelText('Загрузить логотип', { selector: 'input' }), png());
    expect(await screen.findByText('Ошибка при загрузке аватара!')).toBeInTheDocument();
    expect(screen.getByText('Выберите изображение JPEG, PNG или WebP.')).toBeInTheDocument();
  });

  it.each([
    [507, 'STORAGE_FULL', 'uk', 'Сховище файлів заповнене, тому логотип не збережено.'],
    [503, 'STORAGE_READ_ONLY', 'en', 'We cannot save files right now, so the logo was not saved.'],
    [503, 'STORAGE_UNAVAILABLE', 'en', 'We cannot save files right now, so the logo was not saved.'],
  ] as const)('says why a %s (%s) kept the old logo (%s)', async (status, code, language, sentence) => {
    server.use(
      http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: logoPath })),
      http.put(apiUrl('company/avatar'), () =>
        problemResponse({ type: 'about:blank', title: 'Storage', status, code }),
      ),
    );
    const { user } = renderWithProviders(<AvatarUpload />, { language });
    await screen.findByRole('button', { name: language === 'uk' ? 'Замінити логотип' : 'Replace logo' });
    const input = screen.getByLabelText(language === 'uk' ? 'Завантажити логотип' : 'Upload logo', {
      selector: 'input',
    });
    await user.upload(input, png());
    expect(await screen.findByText(sentence, { exact: false })).toHaveAttribute('role', 'alert');
  });

  it('does not blame the file storage for a 503 of the database', async () => {
    server.use(
      http.get(apiUrl('company/avatar'), () => HttpResponse.json({ url: logoPath })),
      http.put(apiUrl('company/avatar'), () =>
        problemResponse({ type: 'about:blank', title: 'Unavailable', status: 503, code: 'SERVICE_UNAVAILABLE' }),
      ),
    );
    const { user } = renderWithProviders(<AvatarUpload />);
    await screen.findByRole('button', { name: 'Replace logo' });
    await user.upload(screen.getByLabelText('Upload logo', { selector: 'input' }), png());
    expect(await screen.findByText('Error with avatar uploading!')).toBeInTheDocument();
    expect(screen.queryByText('We cannot save files right now', { exact: false })).not.toBeInTheDocument();
  });
});

describe('password form', () => {
  it('validates by the product rules and shows a wrong current password on its field', async () => {
    server.use(
      http.post(apiUrl('company/password'), () =>
        problem(400, 'VALIDATION_FAILED', 'body/currentPassword', 'incorrect'),
      ),
    );
    const { user } = renderWithProviders(<PasswordForm whose="company" />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required field')).toBeInTheDocument();
    expect(screen.getByText('New password is required field')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText(/^Current password/), 'old pass');
    await fillIn(user, screen.getByLabelText(/^New password/), '12345');
    await fillIn(user, screen.getByLabelText(/^Repeat new password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('New password must be at least 6 symbols')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText(/^New password/), '6');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
  });
});

describe('staff section', () => {
  const doctor: StaffMember = {
    id: '01jstaff000000000000000000',
    firstName: 'Iryna',
    lastName: 'Koval',
    login: 'dr.koval',
    role: 'doctor',
    createdAt: '2026-11-20T10:00:00.000Z',
  };

  it('adds a member, showing "Login is required field" first and the server\'s taken login after', async () => {
    let staff: StaffMember[] = [];
    let attempts = 0;
    server.use(
      http.get(apiUrl('company/staff'), () => HttpResponse.json({ staff })),
      http.post(apiUrl('company/staff'), async ({ request }) => {
        attempts += 1;
        if (attempts === 1) return problem(409, 'LOGIN_TAKEN', 'body/login', 'taken');
        const body = (await request.json()) as Omit<StaffMember, 'id' | 'createdAt'>;
        staff = [{ ...doctor, ...body }];
        return HttpResponse.json(staff[0], { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<StaffSection />);
    expect(await screen.findByText('No doctors or admins yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a doctor or admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Login is required field')).toBeInTheDocument();
    await fillIn(user, within(dialog).getByRole('textbox', { name: /First name/ }), 'Iryna');
    await fillIn(user, within(dialog).getByRole('textbox', { name: /Last name/ }), 'Koval');
    await fillIn(user, within(dialog).getByRole('textbox', { name: /Login/ }), 'dr.koval');
    await fillIn(user, within(dialog).getByLabelText(/^Password/), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This login is already taken')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Doctor was successfully added!')).toBeInTheDocument();
    expect(await screen.findByText('Iryna Koval')).toBeInTheDocument();
  });

  it('removes a member after confirmation', async () => {
    let staff = [doctor];
    server.use(
      http.get(apiUrl('company/staff'), () => HttpResponse.json({ staff })),
      http.delete(apiUrl(`company/staff/${doctor.id}`), () => {
        staff = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<StaffSection />);
    await user.click(await screen.findByRole('button', { name: 'Remove Iryna Koval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No doctors or admins yet.')).toBeInTheDocument();
  });

  it('is hidden from admins (the server answers 403)', async () => {
    server.use(
      http.get(apiUrl('company/staff'), () =>
        problemResponse({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'FORBIDDEN' }),
      ),
    );
    const { container } = renderWithProviders(<StaffSection />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

describe('platform section', () => {
  it('links with an accepted token, refuses a rejected one, and unlinks after confirmation', async () => {
    let link: PlatformLink = { configured: true, linked: false, linkedAt: null };
    server.use(
      http.get(apiUrl('company/platform'), () => HttpResponse.json(link)),
      http.put(apiUrl('company/platform'), async ({ request }) => {
        const { token } = (await request.json()) as { token: string };
        if (token !== 'good-token-123') return problem(400, 'PLATFORM_TOKEN_REJECTED', 'body/token', 'rejected');
        link = { configured: true, linked: true, linkedAt: '2026-11-22T08:00:00.000Z' };
        return HttpResponse.json(link);
      }),
      http.delete(apiUrl('company/platform'), () => {
        link = { configured: true, linked: false, linkedAt: null };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<PlatformSection />);
    const token = await screen.findByRole('textbox', { name: /Platform API token/ });
    await fillIn(user, token, 'wrong-token-123');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('The platform did not accept this token')).toBeInTheDocument();
    await replaceText(user, token, 'good-token-123');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Linked on November 22, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink the platform?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByRole('textbox', { name: /Platform API token/ })).toBeInTheDocument();
  });

  it('says the integration is not available when the server lost its platform URL after the page loaded', async () => {
    server.use(
      http.get(apiUrl('company/platform'), () =>
        HttpResponse.json({ configured: true, linked: false, linkedAt: null }),
      ),
      http.put(apiUrl('company/platform'), () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Conflict', status: 409, code: 'PLATFORM_NOT_CONFIGURED' },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const { user } = renderWithProviders(<PlatformSection />);
    await user.type(await screen.findByRole('textbox', { name: /Platform API token/ }), 'some-token-123');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('The platform integration is not available on this server.')).toBeInTheDocument();
  });
});
