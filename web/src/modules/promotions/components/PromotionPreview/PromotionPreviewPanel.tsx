import { useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PromotionKind } from '../../../../generated/graphql';
import { errorMessage } from '../../../../lib/errors';
import { formatPeso } from '../../../../lib/format';
import { parsePesos } from '../../../../lib/money';
import { useDebouncedValue } from '../../../catalog/hooks/useDebouncedValue';
import { PromotionPreviewQuery, PromotionProductsQuery } from '../../graphql/promotions';
import { type PromoValues, promoInput } from '../../promoForm';

export const SAMPLE_LINES = 3;
const SAMPLE_PRODUCTS = 50;

interface SampleLine {
  /** Stable while lines are added and removed (the row's key). */
  id: number;
  variantUuid: string;
  quantity: string;
}

/** The live preview: what a sample cart (up to 3 products, a delivery fee) would pay with the promo as drafted. */
export function PromotionPreviewPanel({
  appUuid,
  kind,
  values,
}: {
  appUuid: string;
  kind: PromotionKind;
  values: PromoValues;
}) {
  const catalog = useQuery(PromotionProductsQuery, {
    variables: { appUuid, search: null, first: SAMPLE_PRODUCTS },
  });
  const variants = (catalog.data?.products.edges ?? []).flatMap(({ node }) =>
    node.variants.map((v) => ({
      uuid: v.uuid,
      label: `${node.name}${v.variantName ? ` (${v.variantName})` : ''} · ${formatPeso(v.price)}`,
    })),
  );
  const [chosen, setChosen] = useState<SampleLine[] | null>(null);
  // Until the merchant changes it, the sample cart is the store's first product ×2.
  const lines: SampleLine[] =
    chosen ?? (variants[0] ? [{ id: 0, variantUuid: variants[0].uuid, quantity: '2' }] : []);
  const [fee, setFee] = useState('50.00');
  const items = lines
    .filter((l) => l.variantUuid !== '' && /^\d+$/.test(l.quantity) && Number(l.quantity) > 0)
    .map((l) => ({ variantUuid: l.variantUuid, quantity: Math.min(Number(l.quantity), 1000) }));
  // The preview prices the cart as if the promo were running: a start still being typed does not matter.
  const [now] = useState(() => new Date().toISOString());
  const input = promoInput(kind, values);
  const draft = JSON.stringify({
    appUuid,
    kind,
    ...input,
    startsAt: input.startsAt || now,
    items,
    deliveryFee: parsePesos(fee) ?? 0,
  });
  const settled = useDebouncedValue(draft, 300);
  const preview = useQuery(PromotionPreviewQuery, {
    variables: { input: JSON.parse(settled) },
    skip: items.length === 0,
  });
  const result = (preview.data ?? preview.previousData)?.promotionPreview;
  const setLine = (i: number, change: Partial<SampleLine>) =>
    setChosen(lines.map((l, j) => (j === i ? { ...l, ...change } : l)));

  return (
    <Card
      component="aside"
      aria-labelledby="preview-title"
      sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Stack spacing={2}>
        <Box>
          <Typography id="preview-title" variant="h3" component="h2">
            Preview
          </Typography>
          <Typography variant="body2" color="text.secondary">
            What a sample cart would pay with this promo.
          </Typography>
        </Box>
        {lines.map((line, i) => (
          <Stack key={line.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label={`Sample product ${i + 1}`}
              value={line.variantUuid}
              onChange={(e) => setLine(i, { variantUuid: e.target.value })}
              sx={{ flex: 1, minWidth: 0 }}
            >
              {variants.map((v) => (
                <MenuItem key={v.uuid} value={v.uuid}>
                  {v.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label="Qty"
              inputMode="numeric"
              value={line.quantity}
              onChange={(e) => setLine(i, { quantity: e.target.value })}
              slotProps={{ htmlInput: { 'aria-label': `Quantity of sample product ${i + 1}` } }}
              sx={{ width: 64 }}
            />
            <IconButton
              aria-label={`Remove sample product ${i + 1}`}
              onClick={() => setChosen(lines.filter((_l, j) => j !== i))}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
        ))}
        {lines.length < SAMPLE_LINES && variants.length > 0 ? (
          <Button
            size="small"
            startIcon={<AddOutlined />}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() =>
              setChosen([
                ...lines,
                {
                  id: Math.max(0, ...lines.map((l) => l.id)) + 1,
                  variantUuid: variants[0]?.uuid ?? '',
                  quantity: '1',
                },
              ])
            }
          >
            Add sample product
          </Button>
        ) : null}
        {catalog.data && variants.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Add a product to your store to preview a cart.
          </Typography>
        ) : null}
        <TextField
          size="small"
          label="Sample delivery fee"
          inputMode="decimal"
          value={fee}
          onChange={(e) => setFee(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> } }}
        />
        <Box aria-live="polite" aria-label="Preview result" role="region">
          {preview.error ? <Alert severity="error">{errorMessage(preview.error)}</Alert> : null}
          {result ? <PreviewFigures {...result} /> : null}
        </Box>
      </Stack>
    </Card>
  );
}

interface Figures {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  refusal?: string | null;
  problems: readonly { field: string; message: string }[];
}

function PreviewFigures({ subtotal, discount, deliveryFee, total, refusal, problems }: Figures) {
  const rows: [string, string][] = [
    ['Subtotal', formatPeso(subtotal)],
    ['Discount', discount > 0 ? `−${formatPeso(discount)}` : formatPeso(0)],
    ['Delivery', formatPeso(deliveryFee)],
  ];
  return (
    <Stack spacing={1}>
      {rows.map(([label, amount]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="body2">{amount}</Typography>
        </Stack>
      ))}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatPeso(total)}</Typography>
      </Stack>
      {refusal ? <Alert severity="info">{refusal}</Alert> : null}
      {problems.length > 0 ? (
        <Alert severity="warning">
          Complete the form to see the discount:
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((p) => (
              <li key={p.field}>{p.message}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Stack>
  );
}
