import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartQuote } from '../promotions';
import { offerProgress } from '../promotions';

/**
 * The cart promos within reach ("Add ₱150.00 more for Free delivery"), nearest first, each with a bar
 * of how far the cart has come.
 */
export function PromoOffers({ offers, subtotal }: { offers: CartQuote['offers']; subtotal: number }) {
  if (offers.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Promos within reach">
      {offers.map((offer) => (
        <Box
          key={offer.title}
          sx={{
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'primary.main',
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <LocalOfferOutlined fontSize="small" color="primary" aria-hidden />
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {offer.message}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={offerProgress(subtotal, offer.remaining)}
            aria-label={`Progress towards ${offer.title}`}
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Box>
      ))}
    </Stack>
  );
}
