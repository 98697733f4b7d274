import { createTheme } from '@mui/material/styles';

/**
 * Suki's look: a warm teal brand on calm neutrals, rounded cards, no all-caps buttons.
 *
 * Every colour that carries text meets WCAG 2.1 AA (4.5:1) against white and against the light grey
 * panels (#F5F7F7, grey.100, grey.200), as text and as a fill under white text; focus rings are 3:1
 * or more against both (lib/theme.test.ts checks the ratios). The logo keeps the brand mark's
 * original #0F8B8D: a logotype carries no contrast requirement.
 */
export const BRAND_TEAL = '#0A7577';
/** The brand mark's teal (logo, favicon, browser theme colour): decorative, never under text. */
export const BRAND_MARK_TEAL = '#0F8B8D';
/** The keyboard focus ring: a dark teal, 8.7:1 on white. */
export const FOCUS_RING = '#075456';

export const PALETTE = {
  primary: { main: BRAND_TEAL, dark: FOCUS_RING, light: '#4FB3B4', contrastText: '#FFFFFF' },
  // The warm orange fills (the chat button) under dark text; `dark` is its shade for orange text.
  secondary: { main: '#F28C52', dark: '#A84A12', contrastText: '#1F1F1F' },
  warning: { main: '#A35100', light: '#F0A04B', dark: '#7A3D00', contrastText: '#FFFFFF' },
  info: { main: '#0369A1', contrastText: '#FFFFFF' },
  success: { main: '#27702B', contrastText: '#FFFFFF' },
  error: { main: '#C62828', contrastText: '#FFFFFF' },
  background: { default: '#F5F7F7', paper: '#FFFFFF' },
  // `disabled` is for disabled controls only (exempt from contrast); hints use `secondary`.
  text: { primary: '#1C2B2D', secondary: '#5B6B6D', disabled: 'rgba(28, 43, 45, 0.45)' },
  divider: 'rgba(28, 43, 45, 0.10)',
} as const;

/** A 2 px ring outside the control, on the page's own background. */
const ring = { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 } as const;
/** The same ring inside the control, for rows in lists, menus and tabs whose edges are clipped. */
const insetRing = { outline: `2px solid ${FOCUS_RING}`, outlineOffset: -2 } as const;

export const theme = createTheme({
  palette: PALETTE,
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
    // Every MUI control (buttons, icon buttons, chips, radios, checkboxes, switches, card action
    // areas, list rows, tabs, menu items) is a ButtonBase: one visible focus ring for all of them.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': ring } },
    },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
    MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
    // A radio's or checkbox's ring hugs its icon, not the invisible ripple circle.
    MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': { ...insetRing, outlineOffset: 4 } } } },
    MuiCheckbox: { styleOverrides: { root: { '&.Mui-focusVisible': { ...insetRing, outlineOffset: 4 } } } },
    MuiLink: {
      styleOverrides: { root: { borderRadius: 2, '&:focus-visible, &.Mui-focusVisible': ring } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Lists are read row by row all day: compact rows, ten or more on a 1280×800 screen (issue 15).
    // A row's checkbox and icon buttons keep a 36 px target (WCAG 2.5.8 asks for 24).
    MuiTable: { defaultProps: { size: 'small' } },
    MuiTableCell: {
      styleOverrides: {
        sizeSmall: { paddingTop: 3, paddingBottom: 3 },
        // A second line in a cell (a phone number, a category, a date) sits close under the first.
        body: { '& .MuiTypography-caption': { lineHeight: 1.4 } },
        root: { '& .MuiCheckbox-root, & .MuiIconButton-root': { padding: 6 } },
      },
    },
    // A disabled field's helper text often says why it is disabled: it stays readable.
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: PALETTE.text.secondary } } },
    },
    // Unselected option buttons: MUI's grey (action.active) is 4.48:1 on the grey page.
    MuiToggleButton: { styleOverrides: { root: { color: PALETTE.text.secondary } } },
    MuiChip: {
      styleOverrides: {
        root: {
          variants: [
            // Orange as text needs the darker shade to reach 4.5:1.
            {
              props: { variant: 'outlined', color: 'secondary' },
              style: { color: PALETTE.secondary.dark },
            },
          ],
        },
      },
    },
    MuiAvatar: {
      // Initials without a picture: white on the brand teal (5.5:1), not MUI's white on light grey.
      styleOverrides: { colorDefault: { backgroundColor: BRAND_TEAL, color: '#FFFFFF' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 14 } },
    },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiCssBaseline: {
      styleOverrides: {
        'html, body, #root': { minHeight: '100%' },
        // Focus and in-page jumps stop below the fixed or sticky top bar, never under it.
        html: { scrollPaddingTop: 88 },
        body: { overflowX: 'hidden' },
        // Anything else that takes focus from the keyboard (plain links, scrolling regions, headings
        // focused after a route change get no ring: they are not controls).
        ':where(a, summary, [tabindex]:not([tabindex="-1"])):focus-visible': ring,
        // A page's heading or main region takes focus after a route change to be read, not operated.
        'h1[tabindex="-1"]:focus, main[tabindex="-1"]:focus': { outline: 'none' },
      },
    },
  },
});
