import { buildExport } from './build';
import { findExportToBuild } from './repository';
import type { ExportDeps } from './service';

type WorkerLog = { error: (object: object, message: string) => void };

export interface ExportWorker {
  /** Looks for queued exports now (after a request, and at start-up for any a stopped process left). */
  wake: () => void;
  /** Resolves when nothing is being built. */
  idle: () => Promise<void>;
  /** Stops between two files; an export under way stays building and is rebuilt at the next start. */
  stop: () => Promise<void>;
}

/**
 * Builds exports one after another inside the server process. The server runs one process, so an export left
 * building can only be one a stopped process was working on: the next start builds it again from scratch.
 */
export const createExportWorker = (deps: ExportDeps, log: WorkerLog): ExportWorker => {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const loop = async () => {
    for (;;) {
      if (stopped) return;
      const next = await findExportToBuild(deps.db);
      if (!next) return;
      await buildExport(deps, next, () => stopped, log);
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
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      while (running) await running;
    },
  };
};
