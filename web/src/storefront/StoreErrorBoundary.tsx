import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { GENERIC_SERVER_ERROR } from '../lib/constants';

/** The last resort when a store page throws (or its chunk stays missing after one reload): lib's RouteErrorView's page. */
export class StoreErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 2 }}>
        <Typography variant="h1">Something went wrong</Typography>
        <Typography color="text.secondary">{GENERIC_SERVER_ERROR}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    );
  }
}
