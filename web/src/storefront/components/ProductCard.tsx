import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { formatPeso } from '../../lib/money';
import { Link } from '../router';

export interface ProductCardProps {
  to: string;
  name: string;
  price: number;
  compareAtPrice: number | null;
  photoUrl: string | null;
  soldOut: boolean;
}

/** A product in the grid: photo, name, price (with the compare-at price struck through) and "Sold out". */
export function ProductCard({ to, name, price, compareAtPrice, photoUrl, soldOut }: ProductCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={to}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'grey.100' }}>
          {photoUrl && (
            <Box
              component="img"
              src={photoUrl}
              alt=""
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: soldOut ? 0.5 : 1 }}
            />
          )}
          {soldOut && (
            <Typography
              variant="caption"
              sx={{
                position: 'absolute',
                top: 8,
                left: 8,
                bgcolor: 'grey.900',
                color: 'common.white',
                px: 1,
                borderRadius: 1,
              }}
            >
              Sold out
            </Typography>
          )}
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {name}
          </Typography>
          <Typography variant="body2" component="p">
            {formatPeso(price)}{' '}
            {compareAtPrice !== null && compareAtPrice > price && (
              <Typography component="s" variant="caption" color="text.secondary">
                {formatPeso(compareAtPrice)}
              </Typography>
            )}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
