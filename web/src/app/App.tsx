import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { theme } from '../lib/theme';
import { AlertProvider } from '../shell/alert/AlertContext';
import { createApollo } from './apollo';
import { createConsoleRouter } from './router';

export function App() {
  const [apollo] = useState(createApollo);
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
