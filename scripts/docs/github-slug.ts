/**
 * Heading anchors as GitHub makes them: lower-case, drop every character that is not a letter, a mark, a digit,
 * `_`, `-` or a space, then spaces become `-`. A repeated heading gets `-1`, `-2`… in the order it appears.
 */
export const githubSlug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a document's headings, in order, with GitHub's suffixes for repeats. */
export const uniqueSlugs = (headings: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  for (const heading of headings) {
    const base = githubSlug(heading);
    let slug = base;
    for (let n = 1; seen.has(slug); n += 1) slug = `${base}-${n}`;
    seen.add(slug);
  }
  return seen;
};
