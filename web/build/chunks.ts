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

/** The MUI pieces the sign-in page and a store's catalogue both paint with (most screens do too). */
const FIRST_PAINT_MUI = `Alert AppBar Avatar Badge Box Button ButtonBase Card CardActionArea CardContent Chip
  CircularProgress Collapse CssBaseline DefaultPropsProvider Divider Fab Fade FormControl FormHelperText
  FormLabel GlobalStyles Grow IconButton InputAdornment InputBase InputLabel LinearProgress Link
  OutlinedInput Paper Stack SvgIcon Toolbar Typography className colors generateUtilityClass
  generateUtilityClasses internal styles transitions useLazyRipple utils zero-styled`
  .split(/\s+/)
  .join('|');

const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'cookie',
  'set-cookie-parser',
  '@emotion',
  'stylis',
  'hoist-non-react-statics',
  'react-is',
  'clsx',
  'prop-types',
  'react-transition-group',
  '@mui[\\\\/](?:system|utils|styled-engine|private-theming)',
  `@mui[\\\\/]material[\\\\/](?:${FIRST_PAINT_MUI})`,
].join('|');

const APOLLO = '@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant';

export const chunkGroups = [
  { name: 'framework', test: underNodeModules(FRAMEWORK), priority: 30 },
  { name: 'apollo', test: underNodeModules(APOLLO), entriesAware: true, priority: 20 },
];
