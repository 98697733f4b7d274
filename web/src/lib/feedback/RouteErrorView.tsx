import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { GENERIC_SERVER_ERROR } from '../constants';

/** The last resort when a screen throws (or its chunk stays missing after one reload). */
export function RouteErrorView() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
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
