/** A seeding's steps with how long each took, so a slow seeding can be told apart by table. */
export interface StepTimer {
  run: <T>(label: string, step: () => T) => T;
  runAsync: <T>(label: string, step: () => Promise<T>) => Promise<T>;
  summary: () => string;
}

export const stepTimer = (): StepTimer => {
  const steps: { label: string; seconds: number }[] = [];
  const record = (label: string, started: number) => steps.push({ label, seconds: (Date.now() - started) / 1000 });
  return {
    run: (label, step) => {
      const started = Date.now();
      try {
        return step();
      } finally {
        record(label, started);
      }
    },
    runAsync: async (label, step) => {
      const started = Date.now();
      try {
        return await step();
      } finally {
        record(label, started);
      }
    },
    summary: () => steps.map(({ label, seconds }) => `${label} ${seconds.toFixed(1)} s`).join(', '),
  };
};
