import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CAROUSEL_IMAGE_HEIGHT } from '../../../../lib/constants';

export interface ProductTileProps {
  title: string;
  subtitle?: string | null;
  imageUrl?: string | null;
  /** Buttons or links under the text. */
  footer?: ReactNode;
  width?: number;
}

/** A card of a carousel or product row: the image exactly 120 px high, then title and subtitle. */
export function ProductTile({ title, subtitle, imageUrl, footer, width = 180 }: ProductTileProps) {
  return (
    <Card
      component="li"
      aria-label={title}
      sx={{ width, flexShrink: 0, listStyle: 'none', bgcolor: 'background.paper' }}
    >
      {imageUrl ? (
        <Box
          component="img"
          src={imageUrl}
          alt=""
          loading="lazy"
          data-testid="carousel-image"
          sx={{
            display: 'block',
            width: '100%',
            height: CAROUSEL_IMAGE_HEIGHT,
            objectFit: 'cover',
            bgcolor: 'action.hover',
          }}
        />
      ) : (
        <Box sx={{ height: CAROUSEL_IMAGE_HEIGHT, bgcolor: 'action.hover' }} />
      )}
      <Box sx={{ px: 1.25, py: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        ) : null}
        {footer}
      </Box>
    </Card>
  );
}
