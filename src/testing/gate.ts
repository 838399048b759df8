/** A promise the test opens when it has seen the in-between state (e.g. a disabled submit while a request waits). */
export const createGate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};
