import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { focusNextFirstPage } from '../../lib/a11y/useFocusOnPageChange';
import { GraphQLClient, httpTransport } from '../../lib/graphqlFetch/client';
import { GraphQLProvider } from '../../lib/graphqlFetch/react';
import { loadWithReload } from '../../lib/reload';
import { sessionStore } from '../../lib/session';
import { theme } from '../../lib/theme';
import { LeanSignIn } from './LeanSignIn';
import { EXPIRED_AT_KEY, leanSignInUserType } from './leanSignIn';

/*
 * The sign-in page's own entry (login.html, which the server sends for /login/…): the sign-in form
 * over fetch, without Apollo, react-router or the console (issue 18). The console (app/App) loads
 * when the visitor signs in or follows a link, and at once for anything else under /login/.
 */
const root = document.getElementById('root');
if (!root) throw new Error('login.html has no #root element');
const reactRoot = createRoot(root);

function readStorage(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** The console at the current address (or at `to`), replacing whatever this root shows. */
function startConsole(to?: string, options: { replace?: boolean } = {}) {
  if (to) window.history[options.replace ? 'replaceState' : 'pushState'](null, '', to);
  // As the console does on a change of page: focus to its first page's heading (or main), once the
  // console has drawn it (this page's own heading is still there until then).
  if (to) focusNextFirstPage();
  void loadWithReload(() => import('../App')).then(({ App }) => {
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
}

const { pathname, search } = window.location;
const userType = leanSignInUserType(pathname, search, {
  session: sessionStore.get(),
  expiredNotice: readStorage(() => sessionStorage.getItem(EXPIRED_AT_KEY)),
});

if (userType === null) startConsole();
else {
  const client = new GraphQLClient(httpTransport('/graphql'));
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <GraphQLProvider client={client}>
            <LeanSignIn userType={userType} pathname={pathname} search={search} leave={startConsole} />
          </GraphQLProvider>
        </ThemeProvider>
      </StrictMode>,
    );
  });
}
