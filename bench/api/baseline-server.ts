import { spawn } from 'node:child_process';
import path from 'node:path';
import { stopChild, waitUntilAnswers } from '../support/child-process';

const root = path.resolve(__dirname, '..', '..');

export interface BaselineServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * The node:http hello-world (hello-server.mjs) as its own process, started the way the app server is (plain `node`,
 * bench/support/app-server.ts): the floor of the `memory` benchmark's idle RSS.
 */
export const startBaselineServer = async (port: number): Promise<BaselineServer> => {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(__dirname, 'hello-server.mjs'), String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = () => stopChild(child);
  await waitUntilAnswers(child, url, 30_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, pid: child.pid!, stop };
};
