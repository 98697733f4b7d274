import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useScreenInfo } from './ScreenInfo';

/**
 * The one placeholder every unbuilt route renders. It says plainly that the screen does not exist
 * yet and names the route, so nobody mistakes it for a finished page.
 */
export default function NotBuiltYetView() {
  const info = useScreenInfo();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{info?.title ?? 'Not built yet'}</Typography>
      <Alert
        severity="warning"
        variant="outlined"
        icon={<ConstructionOutlined />}
        sx={{ borderStyle: 'dashed', borderWidth: 2 }}
      >
        <AlertTitle sx={{ fontWeight: 700 }}>Not built yet</AlertTitle>
        This screen is a placeholder: it has a route but no content yet.
      </Alert>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
      >
        <Typography component="dt" color="text.secondary">
          Route name
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {info?.name ?? 'unknown'}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Title
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {info?.title ?? 'unknown'}
        </Typography>
        {info?.bundle ? (
          <>
            <Typography component="dt" color="text.secondary">
              Bundle
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {info.bundle.label}
            </Typography>
          </>
        ) : null}
        <Typography component="dt" color="text.secondary">
          Path
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {info?.pattern ?? ''}
        </Typography>
      </Box>
    </Stack>
  );
}
