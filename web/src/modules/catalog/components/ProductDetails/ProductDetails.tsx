import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductFieldsFragment } from '../../../../generated/graphql';
import { formatPeso } from '../../../../lib/format';
import { ProductPrice, ProductStatus, ProductStock } from '../ProductList/productCells';
import { ProductVariantsTable } from './ProductVariantsTable';

export interface ProductDetailsProps {
  product: ProductFieldsFragment;
  listUrl: string;
  editUrl: string | null;
  /** null where the product cannot be removed here. */
  onRemove: (() => void) | null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: { sm: 160 }, flexShrink: 0 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

/** The product's photos: the chosen one large, every one as a thumbnail to choose. */
function Gallery({ name, photos }: { name: string; photos: ProductFieldsFragment['photos'] }) {
  const [shown, setShown] = useState(0);
  const main = photos[shown] ?? photos[0];
  if (!main)
    return (
      <Typography color="text.secondary" variant="body2">
        No photos yet.
      </Typography>
    );
  return (
    <Stack spacing={1} aria-label="Photos" role="region">
      <Box
        component="img"
        src={main.url}
        alt={`${name}, photo ${shown + 1} of ${photos.length}`}
        sx={{
          width: '100%',
          maxWidth: 420,
          aspectRatio: '1 / 1',
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      />
      {photos.length > 1 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {photos.map((photo, i) => (
            <Box
              key={photo.uuid}
              component="button"
              type="button"
              onClick={() => setShown(i)}
              aria-label={`Show photo ${i + 1}`}
              aria-pressed={i === shown}
              sx={{
                p: 0,
                border: 2,
                borderColor: i === shown ? 'primary.main' : 'transparent',
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: 'transparent',
                lineHeight: 0,
              }}
            >
              <Box
                component="img"
                src={photo.thumbnailUrl}
                alt=""
                sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 0.5 }}
              />
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Product Details: photos, what it is, how it sells (options and variants), its add-ons. */
export function ProductDetails({ product: p, listUrl, editUrl, onRemove }: ProductDetailsProps) {
  const hasOptions = p.options.length > 0;
  return (
    <Card sx={{ maxWidth: 960, p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h3" component="h1">
            {p.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <ProductStatus published={p.published} hidden={p.hidden} />
            {p.digitalProduct ? <Chip size="small" variant="outlined" label="Digital product" /> : null}
          </Stack>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: { md: '0 0 40%' } }}>
            <Gallery name={p.name} photos={p.photos} />
          </Box>
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
            <Fact label={hasOptions ? 'Price from' : 'Price'}>
              <ProductPrice price={p.price} compareAtPrice={p.compareAtPrice} />
            </Fact>
            <Fact label="Stock">
              <ProductStock product={p} />
            </Fact>
            <Fact label="Category">
              <Typography variant="body2">{p.category?.name ?? 'No category'}</Typography>
            </Fact>
            <Fact label="Section">
              <Typography variant="body2">{p.sectionName || 'None'}</Typography>
            </Fact>
            <Fact label="Options">
              {hasOptions ? (
                <Stack spacing={0.5}>
                  {p.options.map((o) => (
                    <Typography key={o.name} variant="body2">
                      <strong>{o.name}:</strong> {o.values.join(', ')}
                    </Typography>
                  ))}
                </Stack>
              ) : (
                <Typography variant="body2">None: sold as one item.</Typography>
              )}
            </Fact>
            <Fact label="Add-ons">
              {p.addOns.length === 0 ? (
                <Typography variant="body2">None.</Typography>
              ) : (
                <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5 }}>
                  {p.addOns.map((a) => (
                    <Typography key={a.uuid} component="li" variant="body2">
                      {a.name} · {formatPeso(a.price)}
                    </Typography>
                  ))}
                </Stack>
              )}
            </Fact>
            <Fact label="Description">
              <Typography
                variant="body2"
                color={p.description ? 'text.primary' : 'text.secondary'}
                sx={{ whiteSpace: 'pre-wrap' }}
              >
                {p.description || 'No description.'}
              </Typography>
            </Fact>
          </Stack>
        </Stack>
        <Stack spacing={1}>
          <Typography variant="h4" component="h3">
            {hasOptions ? 'Variants' : 'Stock'}
          </Typography>
          <ProductVariantsTable variants={p.variants} />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={listUrl}>
            Back to products
          </Button>
          {onRemove ? (
            <Button color="error" onClick={onRemove}>
              Delete
            </Button>
          ) : null}
          {editUrl ? (
            <Button component={RouterLink} to={editUrl} variant="contained">
              Edit
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
