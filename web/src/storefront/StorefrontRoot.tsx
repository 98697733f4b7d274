import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { GraphQLProvider } from '../lib/graphqlFetch/react';
import { theme } from '../lib/theme';
import { createStoreClient } from './client';
import { BrowserRouter } from './router';
import { StorefrontRoutes } from './routes';

/** The storefront's providers: the brand theme, the fetch GraphQL client, its own router. */
export function StorefrontRoot() {
  const [client] = useState(() => createStoreClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GraphQLProvider client={client}>
        <BrowserRouter>
          <StorefrontRoutes />
        </BrowserRouter>
      </GraphQLProvider>
    </ThemeProvider>
  );
}
