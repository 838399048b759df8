import {
  type PaletteColor,
  type PaletteColorOptions,
  createTheme,
  lighten,
  responsiveFontSizes,
} from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    green: PaletteColor;
    white: PaletteColor;
    navigationBar: PaletteColor;
    activeNavigationBar: PaletteColor;
  }
  interface PaletteOptions {
    green?: PaletteColorOptions;
    white?: PaletteColorOptions;
    navigationBar?: PaletteColorOptions;
    activeNavigationBar?: PaletteColorOptions;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    white: true;
    green: true;
  }
}

const ink = '#0a1929';

/** A native font stack: no web-font download, and each platform's best UI face. */
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

const baseTheme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 20 },
  palette: {
    // White on #42a5f5 is 2.6:1, so filled primary surfaces carry dark ink, and primary-coloured text uses `dark`.
    primary: { main: '#42a5f5', light: '#90caf9', dark: '#1565c0', contrastText: ink },
    // White on #19857b is 4.48:1, just short of AA; teal serves as an accent, teal text uses `dark`.
    secondary: { main: '#19857b', light: '#4fb3a9', dark: '#0f5f57', contrastText: '#ffffff' },
    // White on MUI's orange is 3:1: warning surfaces carry dark ink, warning text and outlines use this `dark`.
    warning: { main: '#ed6c02', light: '#ff9800', dark: '#9a4600', contrastText: ink },
    green: { main: '#2e7d32', light: '#60ad5e', dark: '#1b5e20', contrastText: '#ffffff' },
    white: { main: '#ffffff', light: '#ffffff', dark: '#e3eef8', contrastText: ink },
    navigationBar: { main: '#0b2545', light: '#173a66', dark: '#061a33', contrastText: '#ffffff' },
    activeNavigationBar: { main: '#1d4f8a', light: '#2d64a6', dark: '#133a69', contrastText: '#ffffff' },
    text: { primary: ink, secondary: '#46566b' },
    background: { default: '#f5f8fc', paper: '#ffffff' },
    divider: 'rgba(10, 25, 41, 0.12)',
  },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.025em', lineHeight: 1.1 },
    h2: { fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.15 },
    h3: { fontWeight: 700, letterSpacing: '-0.015em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    subtitle1: { lineHeight: 1.6 },
    body1: { lineHeight: 1.65 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
});

export const theme = responsiveFontSizes(
  createTheme(baseTheme, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          '::selection': { backgroundColor: baseTheme.palette.primary.light, color: ink },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            paddingInline: 20,
            variants: [
              { props: { variant: 'text' }, style: { paddingInline: 12 } },
              { props: { variant: 'text', color: 'primary' }, style: { color: baseTheme.palette.primary.dark } },
              // MUI darkens a contained button on hover; with dark ink on primary that would drop to 2:1.
              {
                props: { variant: 'contained', color: 'primary' },
                style: { '&:hover': { backgroundColor: lighten(baseTheme.palette.primary.main, 0.2) } },
              },
              {
                props: { variant: 'outlined', color: 'primary' },
                style: { color: baseTheme.palette.primary.dark, borderColor: baseTheme.palette.primary.dark },
              },
              { props: { size: 'large' }, style: { paddingInline: 28, minHeight: 48, fontSize: '1rem' } },
            ],
          },
        },
      },
      // A selected tab's text and indicator in primary.main would be too light on white; the dark shade reads.
      MuiTabs: {
        styleOverrides: {
          root: { borderBottom: `1px solid ${baseTheme.palette.divider}` },
          indicator: { backgroundColor: baseTheme.palette.primary.dark },
        },
      },
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: baseTheme.palette.primary.dark } } } },
      // Subtitles are lead paragraphs here, not headings (MUI maps them to h6 by default).
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      MuiLink: {
        defaultProps: { underline: 'hover' },
        styleOverrides: { root: { color: baseTheme.palette.primary.dark, fontWeight: 600 } },
      },
      // A focused field's label and outline in primary.main would be 2.6:1 on white; dark passes AA.
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: baseTheme.palette.primary.dark } } },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
              borderColor: baseTheme.palette.primary.dark,
            },
          },
        },
      },
      // Outlined chips write in their colour: the `dark` shade keeps that text at AA contrast on white.
      MuiChip: {
        styleOverrides: {
          root: {
            variants: (['primary', 'success', 'warning'] as const).map((color) => ({
              props: { variant: 'outlined', color },
              style: { color: baseTheme.palette[color].dark, borderColor: baseTheme.palette[color].dark },
            })),
          },
        },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: {
            variants: [
              {
                props: { color: 'primary' },
                style: { '&.Mui-selected': { color: baseTheme.palette.primary.dark } },
              },
            ],
          },
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiCard: { defaultProps: { elevation: 0 } },
      MuiMenu: { styleOverrides: { paper: { borderRadius: 12 } } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 12, alignItems: 'center' } } },
      MuiListItemButton: { styleOverrides: { root: { borderRadius: 12 } } },
    },
  }),
);
