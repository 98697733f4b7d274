import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { theme } from '../lib/theme';
import { createStoreApollo } from './apollo';
import { storefrontRoutes } from './routes';

/** The storefront's providers: the brand theme, a plain HTTP Apollo client, its own router. */
export function StorefrontRoot() {
  const [client] = useState(createStoreApollo);
  const [router] = useState(() => createBrowserRouter(storefrontRoutes()));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ThemeProvider>
  );
}
