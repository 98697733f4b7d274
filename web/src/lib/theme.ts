import { createTheme } from '@mui/material/styles';

/** Suki's look: a warm teal brand on calm neutrals, rounded cards, no all-caps buttons. */
export const BRAND_TEAL = '#0F8B8D';

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_TEAL, dark: '#0A6466', light: '#4FB3B4', contrastText: '#FFFFFF' },
    secondary: { main: '#F28C52', contrastText: '#1F1F1F' },
    background: { default: '#F5F7F7', paper: '#FFFFFF' },
    text: { primary: '#1C2B2D', secondary: '#5B6B6D' },
    divider: 'rgba(28, 43, 45, 0.10)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    h4: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 14 } },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiCssBaseline: {
      styleOverrides: {
        'html, body, #root': { minHeight: '100%' },
        body: { overflowX: 'hidden' },
      },
    },
  },
});
