/**
 * The server renders the route's metadata into the first HTML for crawlers and link previews. Once the app has
 * rendered its own tags (react-helmet-async), the server's copies go, so navigation never leaves two descriptions
 * or two canonical links behind. Until then they stay, so the tab keeps its title while translations load. The
 * hreflang alternates stay: the app does not render them.
 */
const serverMetadataSelector = [
  'head > title',
  'head > meta[name="description"]',
  'head > meta[name="keywords"]',
  'head > meta[name="robots"]',
  'head > meta[property^="og:"]',
  'head > link[rel="canonical"]',
].join(', ');

let serverMetadata: Element[] = [];

/** Remembers the server's metadata tags; call once, before the app renders. */
export const captureServerMetadata = (): void => {
  serverMetadata = [...document.querySelectorAll(serverMetadataSelector)];
};

/**
 * Whether React took the element over: hydrating a prerendered page, React 19 adopts the head's matching `<title>`
 * and `<meta>` elements for its hoisted ones (react-helmet-async renders those) instead of adding its own, and marks
 * them with its `__react…` properties.
 */
const isReacts = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__react'));

/** Removes the remembered tags React did not adopt; the app calls it once its own metadata is in the head. */
export const releaseServerMetadata = (): void => {
  for (const element of serverMetadata) if (!isReacts(element)) element.remove();
  serverMetadata = [];
};
