/**
 * Tells the other tabs of this browser that the company e-mail got confirmed here: the link of the e-mail opens a
 * new tab, while the cabinet that asked for it stays open with its warning and locked sections. Tabs of other
 * browsers and devices learn of it when they come back into view (see the e-mail banner).
 */
const channelName = 'dentiqo-email-confirmed';

export const announceEmailConfirmed = (): void => {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('confirmed');
  channel.close();
};

/** Calls `onConfirmed` when another tab confirms the e-mail; returns the way to stop listening. */
export const listenForEmailConfirmed = (onConfirmed: () => void): (() => void) => {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = () => onConfirmed();
  return () => channel.close();
};
