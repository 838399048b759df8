import { randomUUID } from 'node:crypto';
import { iso } from '../../clock';
import { buildExport } from './build';
import { findExportToBuild } from './repository';
import type { ExportDeps } from './service';

type WorkerLog = { error: (object: object, message: string) => void };

export interface ExportWorker {
  /** Looks for queued exports now (after a request, at start-up, and every minute for any a stopped process left). */
  wake: () => void;
  /** Starts the minute-by-minute look (the app's start). */
  start: () => void;
  /** Resolves when nothing is being built. */
  idle: () => Promise<void>;
  /** Stops between two files; an export under way stays building and is rebuilt at the next start. */
  stop: () => Promise<void>;
}

const lookEveryMs = 60_000;

/**
 * Builds exports one after another inside the server process. Each is claimed with a lease, so with several server
 * processes one builds it; an export whose builder stopped is built again from scratch once its lease has run out.
 */
export const createExportWorker = (deps: ExportDeps, log: WorkerLog): ExportWorker => {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const owner = randomUUID();
  const loop = async () => {
    for (;;) {
      if (stopped) return;
      const next = await findExportToBuild(deps.db, iso(deps.clock()));
      if (!next) return;
      await buildExport(deps, next, owner, () => stopped, log);
    }
  };
  const wake = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = loop()
      .catch((error: unknown) => log.error({ err: error }, 'export worker failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  return {
    wake,
    start: () => {
      wake();
      timer = setInterval(wake, lookEveryMs);
      timer.unref();
    },
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
};
