import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The centred card of the sign-in, sign-up and account-link pages; full width at 390 px. */
export function AuthLayout({ children, maxWidth = 440 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box
      sx={{
        minHeight: { xs: 'calc(100dvh - 62px)', sm: 'calc(100dvh - 72px)' },
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background:
          'radial-gradient(circle at 15% 10%, rgba(15,139,141,0.14), transparent 45%), radial-gradient(circle at 90% 85%, rgba(242,140,82,0.14), transparent 40%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth, minWidth: 0 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3}>{children}</Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/** The card's heading: an h1 and a caption. */
export function AuthHeading({ title, caption }: { title: string; caption?: ReactNode }) {
  return (
    <Stack spacing={0.75}>
      <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {caption ? <Typography color="text.secondary">{caption}</Typography> : null}
    </Stack>
  );
}
