import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

export interface PhotoGalleryProps {
  photos: readonly { uuid: string; url: string; thumbnailUrl: string }[];
  name: string;
}

/** The main photo and a row of thumbnails to switch it; a grey square when there is none. */
export function PhotoGallery({ photos, name }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const main = photos[index] ?? photos[0];
  return (
    <Stack spacing={1}>
      <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
        {main && (
          <Box
            component="img"
            src={main.url}
            alt={name}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      {photos.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ overflowX: 'auto' }}>
          {photos.map((p, i) => (
            <Box
              key={p.uuid}
              component="button"
              type="button"
              aria-label={`Photo ${i + 1}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              sx={{
                p: 0,
                border: 2,
                borderColor: i === index ? 'primary.main' : 'transparent',
                borderRadius: 1,
                bgcolor: 'transparent',
                cursor: 'pointer',
                flex: '0 0 56px',
                height: 56,
              }}
            >
              <Box
                component="img"
                src={p.thumbnailUrl}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 0.5 }}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
