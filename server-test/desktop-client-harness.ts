import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runDesktopClient } from '../server/cli/desktop-client/main';
import { mailbox } from './accounts';
import { type TestApp, createTestApp } from './test-app';

/** Runs the reference client as `npm run desktop-client -- …` would, capturing its one JSON line. */
export const runClient = async (args: string[]): Promise<{ code: number; output: Record<string, unknown> | null }> => {
  const lines: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const code = await runDesktopClient(args);
    return { code, output: lines.length === 1 ? JSON.parse(lines[0]!) : null };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
};

export interface ListeningServer {
  mail: ReturnType<typeof mailbox>;
  testApp: TestApp;
  /** Where the client reaches the server. */
  serverUrl: string;
  /** A fresh folder for the client's state and files, removed afterwards. */
  workDir: string;
}

/**
 * For a describe block: a test app listening on a free local port, as the desktop program meets the real server,
 * configured by `env`, with a mailbox and a work folder. The fields are filled in beforeAll.
 */
export const useListeningServer = (env: Record<string, string> = {}): ListeningServer => {
  const server = { mail: mailbox() } as ListeningServer;
  beforeAll(async () => {
    server.testApp = await createTestApp({ onMailQueued: server.mail.onMailQueued, env });
    server.serverUrl = await server.testApp.app.listen({ port: 0, host: '127.0.0.1' });
    server.workDir = mkdtempSync(path.join(tmpdir(), 'desktop-client-'));
  });
  afterAll(async () => {
    await server.testApp.close();
    rmSync(server.workDir, { recursive: true, force: true });
  });
  return server;
};
