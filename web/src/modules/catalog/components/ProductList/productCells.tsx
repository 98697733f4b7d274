import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductListFieldsFragment } from '../../../../generated/graphql';
import { formatPeso } from '../../../../lib/format';
import { stockStatus } from '../../productList';

export type ProductListItem = ProductListFieldsFragment;

/** Read by screen readers only (a column header without a visible title). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  m: '-1px',
  overflow: 'hidden',
  p: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The first photo, or a placeholder. */
export function ProductThumb({
  name,
  photoUrl,
  size = 48,
}: {
  name: string;
  photoUrl: string | null;
  size?: number;
}) {
  return (
    <Avatar
      variant="rounded"
      src={photoUrl ?? undefined}
      alt={photoUrl ? name : undefined}
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageOutlined fontSize="small" aria-hidden />
    </Avatar>
  );
}

/** ₱250.00 with the compare-at price struck through when it is higher. */
export function ProductPrice({ price, compareAtPrice }: { price: number; compareAtPrice: number | null }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {formatPeso(price)}
      </Typography>
      {compareAtPrice !== null && compareAtPrice > price ? (
        <Typography variant="body2" component="s" color="text.secondary">
          {formatPeso(compareAtPrice)}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** "Unlimited", "120 in stock", "3 left" with a Low stock chip, or an Out of stock chip. */
export function ProductStock({
  product,
}: {
  product: Pick<ProductListItem, 'stockQuantity' | 'lowInStock'>;
}) {
  const status = stockStatus(product);
  if (status.out) return <Chip size="small" color="error" variant="outlined" label="Out of stock" />;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span">
        {status.label}
      </Typography>
      {status.low ? <Chip size="small" color="warning" label="Low stock" /> : null}
    </Stack>
  );
}

/** Published or Unpublished, and Hidden when left out of the store's lists. */
export function ProductStatus({ published, hidden }: { published: boolean; hidden: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={published ? 'success' : 'default'}
        variant={published ? 'filled' : 'outlined'}
        label={published ? 'Published' : 'Unpublished'}
      />
      {hidden ? <Chip size="small" variant="outlined" label="Hidden" /> : null}
    </Stack>
  );
}
