/** `gridTemplateColumns` of a responsive card grid: one column on phones, two on tablets, `desktop` from `md` up. */
export const cardGridColumns = (desktop: string) => ({
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: desktop,
});
