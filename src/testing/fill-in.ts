import type { UserEvent } from '@testing-library/user-event';

/**
 * Enters `text` into a field as a person pasting it would: a click to focus it (the caret goes to the end, so text
 * already there stays in front), then one paste. Typing key by key re-renders the whole MUI form once a character,
 * which in jsdom costs seconds a form; tests type only where the keystrokes themselves are what they check.
 */
export const fillIn = async (user: UserEvent, field: HTMLElement, text: string): Promise<void> => {
  await user.click(field);
  await user.paste(text);
};

/** Replaces a field's text: clears it (which focuses it), then pastes `text`. */
export const replaceText = async (user: UserEvent, field: HTMLElement, text: string): Promise<void> => {
  await user.clear(field);
  await user.paste(text);
};
