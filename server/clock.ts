/** The current instant; services take it as a dependency so tests can move time instead of faking timers. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);

/** Stored timestamps are ISO-8601 UTC text with milliseconds, which sorts and compares as plain text. */
export const iso = (date: Date): string => date.toISOString();
