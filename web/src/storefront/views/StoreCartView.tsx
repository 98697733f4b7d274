import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { formatPeso } from '../../lib/format';
import { cartSubtotal, lineLabel, lineTotal, QUANTITY_MAX } from '../cart';
import { estimateTotals, fulfillmentChoices, minimumPurchaseProblem, needsDeliveryArea } from '../checkout';
import { PromoCodes } from '../components/PromoCodes';
import { PromoOffers } from '../components/PromoOffers';
import { QuantityStepper } from '../components/QuantityStepper';
import { TotalsTable } from '../components/TotalsTable';
import { useCart } from '../hooks/CartContext';
import { useStore } from '../hooks/StoreContext';
import { useCartQuote } from '../hooks/useCartQuote';
import { cartPlace, discountRows, ESTIMATE_NOTE, quoteTotals, refusalsOf } from '../promotions';
import { Link } from '../router';
import { storeUrls } from '../urls';

/**
 * The cart: each line with its add-ons and quantity, the promo codes, the cart promos within reach,
 * the server's totals with each discount, and the way to checkout.
 */
export function StoreCartView() {
  const store = useStore();
  const { cart, setQuantity, remove, addCode, removeCode } = useCart();
  const subtotal = cartSubtotal(cart);
  const minimum = minimumPurchaseProblem(store.cartSetting, subtotal);
  const choices = useMemo(() => fulfillmentChoices(store.cartSetting, store.shippingMethods), [store]);
  const place = useMemo(() => cartPlace(choices), [choices]);
  const { quote, failed, check } = useCartQuote(store.uuid, cart, place);
  const choice = choices.find((c) => c.fulfillment === place.fulfillment) ?? null;
  // Without an address an area's fee is not known yet.
  const feeLater = needsDeliveryArea(store.cartSetting, choice) && choice?.method?.kind !== 'flat_rate';
  const totals = quote ? quoteTotals(quote) : estimateTotals(store.cartSetting, subtotal, choice, null);
  const refusals = refusalsOf(cart.codes, quote);

  if (cart.lines.length === 0)
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
        <Typography>Your cart is empty.</Typography>
        <Button component={Link} to={storeUrls.home(store.uuid)} variant="contained">
          Shop now
        </Button>
      </Stack>
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Cart
      </Typography>
      {cart.lines.map((line) => (
        <Card key={line.key} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1.5}>
            <Box
              sx={{
                width: 64,
                height: 64,
                flex: '0 0 64px',
                bgcolor: 'grey.100',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              {line.photoUrl && (
                <Box
                  component="img"
                  src={line.photoUrl}
                  alt=""
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              )}
            </Box>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{lineLabel(line)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatPeso(line.unitPrice)} each
              </Typography>
              {line.addOns.map((a) => (
                <Typography key={a.addOnUuid} variant="body2" color="text.secondary">
                  + {a.name} × {a.quantity} ({formatPeso(a.price * a.quantity)})
                </Typography>
              ))}
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
                <QuantityStepper
                  label={`Quantity of ${lineLabel(line)}`}
                  value={line.quantity}
                  onChange={(q) => setQuantity(line.key, q)}
                  max={line.stockQuantity ?? QUANTITY_MAX}
                />
                <Typography sx={{ fontWeight: 500 }}>{formatPeso(lineTotal(line))}</Typography>
              </Stack>
            </Stack>
            <IconButton
              aria-label={`Remove ${lineLabel(line)}`}
              onClick={() => remove(line.key)}
              sx={{ alignSelf: 'flex-start' }}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
        </Card>
      ))}
      {quote && <PromoOffers offers={quote.offers} subtotal={subtotal} />}
      <PromoCodes
        codes={cart.codes}
        refusals={refusals}
        check={check}
        onApplied={addCode}
        onRemove={removeCode}
      />
      <Box aria-busy={!quote && !failed}>
        <TotalsTable
          totals={totals}
          discounts={quote ? discountRows(quote.discounts) : []}
          deliveryText={feeLater ? 'At checkout' : undefined}
          deliveryNote={choices.length > 1 ? 'Delivery or pickup is chosen at checkout' : undefined}
          estimateNote={failed ? ESTIMATE_NOTE : null}
        />
      </Box>
      {minimum && <Alert severity="info">{minimum}</Alert>}
      <Button
        component={Link}
        to={storeUrls.checkout(store.uuid)}
        variant="contained"
        size="large"
        disabled={minimum !== null || !store.open}
      >
        Checkout
      </Button>
    </Stack>
  );
}
