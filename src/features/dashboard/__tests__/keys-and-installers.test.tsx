import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RenameDeviceBody } from '@contract/api/device-keys';
import { deviceKey, release } from '@/testing/dashboard-fixtures';
import { fillIn } from '@/testing/fill-in';
import { apiUrl, problemResponse, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { InstallersSection } from '../components/installers-section';
import { KeysSection } from '../components/keys-section';

jest.setTimeout(20_000);

const renderKeys = () => renderWithProviders(<KeysSection emailConfirmed email="owner@smile.example" />);
const row = async (name: string) => screen.findByRole('listitem', { name });

describe('activation keys table', () => {
  it('lists each slot with its key and status', async () => {
    server.use(
      http.get(apiUrl('company/keys'), () =>
        HttpResponse.json({
          keys: [
            deviceKey(1, {
              deviceName: 'Front desk',
              status: 'activated',
              os: 'windows',
              appVersion: '1.4.2',
              activatedAt: new Date(Date.now() - 86_400_000).toISOString(),
              lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
            }),
            deviceKey(2, { covered: false }),
          ],
        }),
      ),
    );
    renderKeys();
    const front = await row('Front desk');
    expect(within(front).getByText('ABCDE-FGHJK-MNPQR-STVWX-YZ012')).toBeInTheDocument();
    expect(within(front).getByText('Activated on Windows')).toBeInTheDocument();
    expect(within(front).getByText(/version 1\.4\.2 · Last seen 5 minutes ago/)).toBeInTheDocument();
    const second = await row('Device 2');
    expect(within(second).getByText('Not activated')).toBeInTheDocument();
    expect(within(second).getByText('Not covered by your plan')).toBeInTheDocument();
  });

  it("names an unnamed slot in the reader's language and shows the program's name beside the clinic's", async () => {
    server.use(
      http.get(apiUrl('company/keys'), () =>
        HttpResponse.json({
          keys: [
            deviceKey(1, { deviceName: 'Reception PC (Room 1)', reportedName: 'Reception PC', status: 'activated' }),
            deviceKey(2),
            deviceKey(3, { reportedName: 'MacBook-Pro', status: 'activated' }),
          ],
        }),
      ),
    );
    renderWithProviders(<KeysSection emailConfirmed email="owner@smile.example" />, { language: 'uk' });
    const reception = await row('Reception PC (Room 1)');
    expect(within(reception).getByText('Програма називає його «Reception PC»')).toBeInTheDocument();
    expect(await row('Пристрій 2')).toBeInTheDocument();
    const third = await row('Пристрій 3');
    expect(within(third).getByText('Програма називає його «MacBook-Pro»')).toBeInTheDocument();
  });

  it('copies a key to the clipboard, or says how when the browser refuses', async () => {
    const { user } = renderKeys();
    // user-event's clipboard stands in for the browser's; the spy records what the page wrote to it.
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(await row('Device 1')).getByRole('button', { name: 'Copy the key of Device 1' }));
    expect(await screen.findByText('Successfully copied to clipboard!')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith('ABCDE-FGHJK-MNPQR-STVWX-YZ012');

    write.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(await row('Device 2')).getByRole('button', { name: 'Copy the key of Device 2' }));
    expect(await screen.findByText(/Select the key and copy it by hand/)).toBeInTheDocument();
  });

  it('reloads a key only after the confirmation, and shows the new key', async () => {
    let reloads = 0;
    server.use(
      http.post(apiUrl('company/keys/:id/reload'), () => {
        reloads += 1;
        return HttpResponse.json(deviceKey(1, { key: 'NEWKY-00000-11111-22222-33333' }));
      }),
    );
    const { user } = renderKeys();
    await user.click(within(await row('Device 1')).getByRole('button', { name: 'Reload key of Device 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reload this key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reloads).toBe(0);

    await user.click(within(await row('Device 1')).getByRole('button', { name: 'Reload key of Device 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Key was successfully reloaded!')).toBeInTheDocument();
    expect(await screen.findByText('NEWKY-00000-11111-22222-33333')).toBeInTheDocument();
    expect(reloads).toBe(1);
  });

  it('reports a reload that fails', async () => {
    server.use(
      http.post(apiUrl('company/keys/:id/reload'), () =>
        problemResponse({ type: 'about:blank', title: 'Conflict', status: 409, code: 'CONFLICT' }),
      ),
    );
    const { user } = renderKeys();
    await user.click(within(await row('Device 2')).getByRole('button', { name: 'Reload key of Device 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText("We couldn't reload this key!")).toBeInTheDocument();
  });

  it('renames a device in place: a blank name is refused, Enter saves, Escape gives up', async () => {
    const sent: RenameDeviceBody[] = [];
    server.use(
      http.patch(apiUrl('company/keys/:id'), async ({ request }) => {
        const body = (await request.json()) as RenameDeviceBody;
        sent.push(body);
        return HttpResponse.json(deviceKey(1, body));
      }),
    );
    const { user } = renderKeys();
    await user.click(within(await row('Device 1')).getByRole('button', { name: 'Rename Device 1' }));
    const field = screen.getByRole('textbox', { name: 'Device name' });
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Device name is required field')).toBeInTheDocument();
    // Enter and Escape are what this test is about; the name itself is pasted.
    await fillIn(user, field, '  Surgery room  ');
    await user.keyboard('{Enter}');
    expect(await row('Surgery room')).toBeInTheDocument();
    expect(sent).toEqual([{ deviceName: 'Surgery room' }]);

    await user.click(within(await row('Device 2')).getByRole('button', { name: 'Rename Device 2' }));
    await fillIn(user, screen.getByRole('textbox', { name: 'Device name' }), ' changed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Device name' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('stays locked, and asks for nothing, until the e-mail is confirmed', () => {
    // msw fails the test on any request this render makes without a handler: none is expected.
    server.use(http.get(apiUrl('company/keys'), () => HttpResponse.error()));
    renderWithProviders(<KeysSection emailConfirmed={false} email="owner@smile.example" />);
    expect(screen.getByText('Confirm your e-mail first')).toBeInTheDocument();
    expect(screen.getByText(/owner@smile\.example/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('installation files', () => {
  it('offers the latest installer per OS with its size, checksum and steps', async () => {
    renderWithProviders(<InstallersSection emailConfirmed email="owner@smile.example" />);
    const windows = await screen.findByRole('article', { name: 'Windows' });
    expect(within(windows).getByRole('link', { name: 'Download for Windows' })).toHaveAttribute(
      'href',
      release('windows').downloadUrl,
    );
    expect(within(windows).getByText(/Version 1\.4\.2 · Published Nov 1, 2026 · 182\.4 MB/)).toBeInTheDocument();
    expect(within(windows).getByText('a'.repeat(64))).toBeInTheDocument();
    expect(within(windows).getAllByRole('listitem')).toHaveLength(4);
    const mac = screen.getByRole('article', { name: 'macOS' });
    expect(within(mac).getByText('Drag Dentiqo 3D into the Applications folder.')).toBeInTheDocument();
  });

  it('says honestly that nothing is published yet, promising no e-mail', async () => {
    server.use(http.get(apiUrl('company/releases'), () => HttpResponse.json({ releases: [] })));
    renderWithProviders(<InstallersSection emailConfirmed email="owner@smile.example" />, { language: 'uk' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Інсталятора для завантаження поки немає');
    expect(status).toHaveTextContent(/з'являться тут, щойно вийдуть/);
    expect(status).not.toHaveTextContent(/напишемо/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a retry when the list does not load', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('company/releases'), () => {
        calls += 1;
        return calls === 1
          ? problemResponse({ type: 'about:blank', title: 'Oops', status: 500, code: 'INTERNAL' })
          : HttpResponse.json({ releases: [release('macos')] });
      }),
    );
    const { user } = renderWithProviders(<InstallersSection emailConfirmed email="owner@smile.example" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'macOS' })).toBeInTheDocument();
  });
});
