// What the theme is made with, from MUI's styling: evaluated a start-up step before the theme itself
// (src/index.tsx), so neither step is a long task. A dynamic import of '@mui/material/styles' would keep every one
// of its exports in the bundle; this module names only the ones src/app/theme.ts uses.
export { createTheme, lighten, responsiveFontSizes } from '@mui/material/styles';
