import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorCode, errorMessage } from '../../lib/errors';
import { RetryAlert } from '../../lib/feedback/RetryAlert';
import { formatPeso } from '../../lib/format';
import { useGraphQLClient, useQuery } from '../../lib/graphqlFetch/react';
import { QUANTITY_MAX } from '../cart';
import { OptionPicker } from '../components/OptionPicker';
import { PhotoGallery } from '../components/PhotoGallery';
import { QuantityStepper } from '../components/QuantityStepper';
import { StoreProductQuery } from '../graphql/storefront';
import { useCart } from '../hooks/CartContext';
import { useStore } from '../hooks/StoreContext';
import { Link, useParams } from '../router';
import { track } from '../track';
import { storeUrls } from '../urls';
import { choose, initialSelection, resolveVariant } from '../variants';

/** A product: photos, options resolving to a variant, quantity, add-ons, and Add to cart. */
export function StoreProductView() {
  const store = useStore();
  const { add } = useCart();
  const { productUuid = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(StoreProductQuery, {
    variables: { appUuid: store.uuid, uuid: productUuid },
  });
  const product = data?.storeProduct;
  const [selection, setSelection] = useState<(string | null)[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [addOns, setAddOns] = useState<Record<string, number>>({});
  const [added, setAdded] = useState(false);
  const client = useGraphQLClient();
  useEffect(() => {
    if (product) setSelection(initialSelection(product.options.length, product.variants));
  }, [product]);
  const viewed = product?.uuid;
  useEffect(() => {
    if (viewed) track(client, store.uuid, 'product_view', { productUuid: viewed });
  }, [client, store.uuid, viewed]);

  if (loading && !product) return <LinearProgress aria-label="Loading product" />;
  if (!product)
    return errorCode(error) === 'NOT_FOUND' ? (
      <Alert severity="warning">This product is not available.</Alert>
    ) : (
      <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
    );

  const variant = resolveVariant(product.variants, selection);
  const left = variant?.stockQuantity ?? null;
  const maxQuantity = Math.min(left ?? QUANTITY_MAX, QUANTITY_MAX);
  const canAdd = variant !== null && !variant.soldOut && store.open;
  const addToCart = () => {
    if (!variant) return;
    add({
      productUuid: product.uuid,
      variantUuid: variant.uuid,
      productName: product.name,
      variantName: variant.variantName,
      unitPrice: variant.price,
      quantity: Math.min(quantity, maxQuantity),
      stockQuantity: left,
      photoUrl: product.photoUrl ?? null,
      addOns: product.addOns
        .filter((a) => (addOns[a.uuid] ?? 0) > 0)
        .map((a) => ({ addOnUuid: a.uuid, name: a.name, price: a.price, quantity: addOns[a.uuid] ?? 0 })),
    });
    setAdded(true);
    track(client, store.uuid, 'add_to_cart', { productUuid: product.uuid });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <PhotoGallery photos={product.photos} name={product.name} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {product.name}
        </Typography>
        <Typography variant="h6" component="p">
          {formatPeso(variant?.price ?? product.price)}
        </Typography>
        {product.description && (
          <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
        )}
        <OptionPicker
          options={product.options}
          variants={product.variants}
          selection={selection}
          onChoose={(i, value) => {
            setSelection(choose(product.variants, selection, i, value));
            setQuantity(1);
            setAdded(false);
          }}
        />
        {variant?.soldOut || product.variants.every((v) => v.soldOut) ? (
          <Alert severity="warning">Sold out</Alert>
        ) : (
          left !== null && <Typography color="text.secondary">{left} left</Typography>
        )}
        <QuantityStepper label="Quantity" value={quantity} onChange={setQuantity} max={maxQuantity} />
        {product.addOns.length > 0 && (
          <Stack spacing={0.5}>
            <Typography variant="subtitle2">Add-ons</Typography>
            {product.addOns.map((a) => {
              const n = addOns[a.uuid] ?? 0;
              return (
                <Stack
                  key={a.uuid}
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={n > 0}
                        onChange={(e) => setAddOns({ ...addOns, [a.uuid]: e.target.checked ? 1 : 0 })}
                      />
                    }
                    label={`${a.name} (+${formatPeso(a.price)})`}
                  />
                  {n > 0 && (a.maxQuantity ?? QUANTITY_MAX) > 1 && (
                    <QuantityStepper
                      label={a.name}
                      value={n}
                      onChange={(v) => setAddOns({ ...addOns, [a.uuid]: v })}
                      max={a.maxQuantity ?? QUANTITY_MAX}
                    />
                  )}
                </Stack>
              );
            })}
          </Stack>
        )}
        <Button variant="contained" size="large" disabled={!canAdd} onClick={addToCart}>
          {variant === null && product.options.length > 0 ? 'Choose options' : 'Add to cart'}
        </Button>
        {added && (
          <Alert
            severity="success"
            action={
              <Button component={Link} to={storeUrls.cart(store.uuid)} color="inherit" size="small">
                View cart
              </Button>
            }
          >
            Added to cart
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
