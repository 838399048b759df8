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
 * A hello-world server as its own process, started the way the app server is (plain `node`,
 * bench/support/app-server.ts): the node:http baseline (hello-server.mjs) or the bare Fastify one
 * (fastify-hello-server.mjs).
 */
export const startBaselineServer = async (
  port: number,
  script: 'hello-server.mjs' | 'fastify-hello-server.mjs' = 'hello-server.mjs',
): Promise<BaselineServer> => {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(__dirname, script), String(port)], {
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
