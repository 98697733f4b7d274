import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface StoreLook {
  logoUrl: string | null;
  coverUrl: string | null;
  /** #RRGGBB; the server only accepts colours white text is readable on. */
  brandColor: string;
  welcomeText: string;
}

/**
 * The store's bar in its brand colour, with its logo and name: the storefront's header, and the
 * guided setup's live preview of it (the same component, so the preview is what customers get).
 */
export function StoreBrandBar({
  name,
  look,
  title,
  actions,
  position = 'sticky',
}: {
  name: string;
  look: StoreLook;
  /** The name as a link (the storefront's home); the plain name when absent. */
  title?: ReactNode;
  actions?: ReactNode;
  position?: 'sticky' | 'static';
}) {
  return (
    <AppBar position={position} elevation={1} sx={{ bgcolor: look.brandColor, color: '#FFFFFF' }}>
      <Toolbar sx={{ maxWidth: 1100, width: '100%', mx: 'auto', gap: 1.5 }}>
        {look.logoUrl ? (
          <Avatar src={look.logoUrl} alt="" sx={{ width: 36, height: 36, bgcolor: '#FFFFFF' }} />
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {title ?? (
            <Typography variant="h6" component="p" noWrap>
              {name}
            </Typography>
          )}
        </Box>
        {actions}
      </Toolbar>
    </AppBar>
  );
}

/** The cover photo and welcome text at the top of the store's home; nothing when the store has neither. */
export function StoreWelcome({ look }: { look: StoreLook }) {
  if (!look.coverUrl && !look.welcomeText) return null;
  return (
    <Box
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {look.coverUrl ? (
        <Box
          component="img"
          src={look.coverUrl}
          alt=""
          sx={{ display: 'block', width: '100%', aspectRatio: '3 / 1', objectFit: 'cover' }}
        />
      ) : null}
      {look.welcomeText ? (
        <Typography sx={{ p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {look.welcomeText}
        </Typography>
      ) : null}
    </Box>
  );
}
