import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { theme } from '../lib/theme';
import { ServerInfoQuery } from '../modules/accounts/graphql/session';
import { AlertProvider } from '../shell/alert/AlertContext';
import { createApollo } from './apollo';
import { createConsoleRouter } from './router';

/** The sign-in pages: /login/{userType}/… and the store manager's. */
const SIGN_IN_PAGE = /^\/(?:login(?:\/|$)|store-manager\/signin\/?$)/;

/**
 * The console's Apollo client. On a sign-in page, the server's info (whether it runs the demo, whose
 * account the page offers) is asked for at once, in the same request as the brand's: the sign-in
 * screen's own query then finds it on its way instead of asking again once its code has loaded.
 */
function createConsoleApollo() {
  const apollo = createApollo();
  if (SIGN_IN_PAGE.test(window.location.pathname))
    void apollo.client.query({ query: ServerInfoQuery }).catch(() => undefined);
  return apollo;
}

export function App() {
  const [apollo] = useState(createConsoleApollo);
  const [router] = useState(() => createConsoleRouter({ onSessionChange: apollo.resetSocket }));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AlertProvider>
        <ApolloProvider client={apollo.client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </AlertProvider>
    </ThemeProvider>
  );
}
