import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export interface PhonePreviewProps {
  /** The heading's id, so the section is named by it. */
  id: string;
  title: string;
  message: string;
  imageUrl: string | null;
  buttons: readonly { title: string }[];
}

const BUBBLE = '#f0f2f5';

/** The message as Messenger shows it on a phone: the image, the text, then its buttons under it. */
export function PhonePreview({ id, title, message, imageUrl, buttons }: PhonePreviewProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const image = imageUrl?.trim() || null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          mx: 'auto',
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: 300,
          border: 8,
          borderColor: 'grey.900',
          borderRadius: 5,
          bgcolor: 'background.paper',
          overflow: 'hidden',
        }}
      >
        <Typography
          variant="caption"
          component="p"
          sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', fontWeight: 600 }}
        >
          Your page · Messenger
        </Typography>
        <Box sx={{ p: 1.5, minHeight: 200 }}>
          <Box sx={{ maxWidth: 230, borderRadius: 3, overflow: 'hidden', bgcolor: BUBBLE }}>
            {image &&
              (broken === image ? (
                <Typography variant="caption" component="p" sx={{ p: 1.5, color: 'text.secondary' }}>
                  The image could not be loaded from this address.
                </Typography>
              ) : (
                <Box
                  component="img"
                  src={image}
                  alt="The broadcast's image"
                  onError={() => setBroken(image)}
                  sx={{ display: 'block', width: '100%', maxHeight: 160, objectFit: 'cover' }}
                />
              ))}
            <Typography
              variant="body2"
              sx={{ p: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'grey.900' }}
            >
              {message.trim() || 'Your message shows here.'}
            </Typography>
            {buttons.length > 0 && (
              <Box component="ul" aria-label="Buttons in the message" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {buttons.map((b, i) => (
                  <Box
                    component="li"
                    // biome-ignore lint/suspicious/noArrayIndexKey: the preview's buttons are the form's, in order
                    key={i}
                    sx={{
                      borderTop: 1,
                      borderColor: 'divider',
                      bgcolor: 'background.paper',
                      py: 1,
                      px: 1.5,
                      textAlign: 'center',
                      color: 'primary.dark',
                      fontWeight: 600,
                      fontSize: 14,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {b.title.trim() || `Button ${i + 1}`}
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
