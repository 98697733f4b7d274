/*
 * How the build splits the libraries (rolldown's codeSplitting groups). Left to itself, rolldown made
 * one 475 KB common chunk of both entries (named "reload" after its first module) plus dozens of 1 KB
 * chunks, one per MUI piece and icon: the sign-in page fetched 48 scripts, and on a phone each costs a
 * round trip. Here the libraries every first page renders with are one chunk, and Apollo is split by
 * the entries that use each part (so a store does not download the console's links); screens and the
 * rest stay split per route.
 */

/** Matches a module under node_modules/ of one of the packages (a regular expression alternation). */
const underNodeModules = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages})[\\\\/]`);

/**
 * The MUI pieces a store's catalogue paints with (the sign-in page and most screens use them too),
 * which bring what they import along (MUI's internal helpers, react-transition-group): a group takes
 * its modules' dependencies. Of FormControl only its context (InputBase reads it): the component goes
 * with the forms below.
 */
const FIRST_PAINT_MUI =
  `Alert AppBar Avatar Badge Box Button ButtonBase Card CardActionArea Chip CircularProgress
  CssBaseline DefaultPropsProvider FormControl(?=[\\\\/](?:useFormControl|formControlState|FormControlContext))
  GlobalStyles IconButton InputAdornment InputBase LinearProgress Link OutlinedInput Paper Stack SvgIcon
  Toolbar Typography className colors generateUtilityClass generateUtilityClasses styles transitions
  useLazyRipple zero-styled`
    .split(/\s+/)
    .join('|');

/**
 * The pieces the sign-in page's form adds (and the console's screens): a chunk of their own, so a
 * store's first page does not carry them (issue 18), but still one script rather than one per piece.
 */
const FORM_MUI = `CardContent Collapse Divider Fab Fade FormControl FormHelperText FormLabel Grow InputLabel
  TextareaAutosize`
  .split(/\s+/)
  .join('|');

const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  '@emotion',
  'stylis',
  'hoist-non-react-statics',
  'react-is',
  'clsx',
  'prop-types',
  '@mui[\\\\/](?:system|styled-engine|private-theming)',
  // Roving focus (tabs, toggle groups, menus) is not on a first page.
  '@mui[\\\\/]utils(?=[\\\\/](?!useRovingTabIndex))',
  `@mui[\\\\/]material[\\\\/](?:${FIRST_PAINT_MUI})`,
].join('|');

const FORMS_FRAMEWORK = `@mui[\\\\/]material[\\\\/](?:${FORM_MUI})`;

/**
 * Apollo Client and what it brings: one chunk, the console's (the store has its own fetch client).
 * Its error classes apart: lib/errors reads them and the store uses lib/errors, so they are a small
 * chunk of their own, or the store would load all of Apollo for them.
 */
const APOLLO = '@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant';
const APOLLO_ERRORS = '@apollo[\\\\/]client[\\\\/]errors';

/** The console's router: its own chunk, so the storefront (its own small router) never loads it. */
const ROUTER = 'react-router|cookie|set-cookie-parser';

/**
 * The app's own modules every entry starts with (theme, session, errors, the fetch client, the skip
 * link): one chunk, instead of the handful of 1 KB ones rolldown makes of what the three entries share.
 */
const FIRST_LIB = new RegExp(
  `[\\\\/]src[\\\\/]lib[\\\\/](?:${[
    'theme',
    'brand',
    'session',
    'constants',
    'errors',
    'reload',
    'graphqlFetch[\\\\/](?:client|react)',
    'a11y[\\\\/](?:routeFocus|useFocusOnPageChange|SkipLink|visuallyHidden)',
  ].join('|')})\\.tsx?$`,
);

export const chunkGroups = [
  { name: 'first-lib', test: FIRST_LIB, priority: 10 },
  { name: 'framework', test: underNodeModules(FRAMEWORK), priority: 30 },
  // After the framework (lower priority): what these pieces import from it stays there.
  { name: 'framework-forms', test: underNodeModules(FORMS_FRAMEWORK), priority: 29 },
  { name: 'router', test: underNodeModules(ROUTER), priority: 30 },
  { name: 'apollo-errors', test: underNodeModules(APOLLO_ERRORS), priority: 21 },
  // Split by the screens that use each part (the sign-in page loads less of it), parts under 8 KB merged.
  {
    name: 'apollo',
    test: underNodeModules(APOLLO),
    entriesAware: true,
    entriesAwareMergeThreshold: 8_000,
    priority: 20,
  },
];
