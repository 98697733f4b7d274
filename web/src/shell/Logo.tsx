import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The Suki mark (a chat bubble with an S) and wordmark; the mark alone on narrow screens. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden
        sx={{ width: { xs: 32, sm: 36 }, height: { xs: 32, sm: 36 } }}
      >
        <rect width="64" height="64" rx="16" fill="#0F8B8D" />
        <path
          d="M16 18h32a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6H30l-9 8v-8h-5a6 6 0 0 1-6-6V24a6 6 0 0 1 6-6z"
          fill="#fff"
        />
        <path
          d="M39 26.5c-1.6-1.5-3.8-2.3-6.4-2.3-3.9 0-6.5 2-6.5 4.9 0 2.8 2.1 4 5.6 4.7l1.5.3c1.9.4 2.6.8 2.6 1.6 0 1-1.2 1.6-3 1.6-2 0-3.6-.7-4.8-1.9l-2.3 2.6c1.7 1.7 4.2 2.6 7 2.6 4.2 0 6.9-2 6.9-5.1 0-2.7-1.9-4-5.6-4.7l-1.6-.3c-1.7-.3-2.4-.7-2.4-1.5 0-.9 1-1.5 2.6-1.5 1.6 0 3 .6 4.2 1.6z"
          fill="#0F8B8D"
        />
      </Box>
      {compact ? null : (
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em', color: 'text.primary' }}
        >
          Suki
        </Typography>
      )}
    </Box>
  );
}
