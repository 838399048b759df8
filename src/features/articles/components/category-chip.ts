/** The category chip in the theme's darker blue, readable (WCAG AA) on white. */
export const categoryChipSx = { color: '#0d47a1', borderColor: 'rgba(21, 101, 192, 0.45)', fontWeight: 600 } as const;
