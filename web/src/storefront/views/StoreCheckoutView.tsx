import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fieldErrors } from '../../lib/errors';
import { formFailure } from '../../lib/forms/formFailure';
import { useGraphQLClient, useMutation, useQuery } from '../../lib/graphqlFetch/react';
import { cartSubtotal } from '../cart';
import {
  type CheckoutValues,
  cartProblem,
  checkoutFieldErrors,
  checkoutInput,
  fulfillmentChoices,
} from '../checkout';
import { type AddressChoice, CheckoutForm } from '../components/CheckoutForm';
import { PromoCodes } from '../components/PromoCodes';
import { StoreCheckoutMutation, StoreDeliveryQuoteQuery } from '../graphql/storefront';
import { useCart } from '../hooks/CartContext';
import { useStore } from '../hooks/StoreContext';
import { type QuotePlace, useCartQuote } from '../hooks/useCartQuote';
import { useDeliveryPlaces } from '../hooks/useDeliveryPlaces';
import { useDepositSlip } from '../hooks/useDepositSlip';
import { rememberedLink } from '../messengerLink';
import { providerPage } from '../onlinePayment';
import { codesToSend, ESTIMATE_NOTE, refusalsOf } from '../promotions';
import { Link, useNavigate } from '../router';
import { track, visitSource } from '../track';
import { confirmationUrl, storeUrls } from '../urls';

/**
 * Checkout: the form over the cart, the delivery quote for the address, the promo codes and the
 * server's price of the cart (storeCartQuote), the deposit slip (uploaded when picked), then
 * storeCheckout with the codes that apply.
 */
export function StoreCheckoutView() {
  const store = useStore();
  const { cart, clear, addCode, removeCode } = useCart();
  const navigate = useNavigate();
  const browser = useDeliveryPlaces(store.uuid);
  const slip = useDepositSlip(store.uuid);
  const [cityCode, setCityCode] = useState('');
  const [fulfillment, setFulfillment] = useState<AddressChoice['fulfillment']>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [promoProblem, setPromoProblem] = useState<string | null>(null);
  const promoInput = useRef<HTMLInputElement | null>(null);
  const [place, setPlace] = useState<QuotePlace>({
    fulfillment: 'pickup',
    shippingMethodUuid: null,
    regionCode: null,
    provinceCode: null,
    cityCode: null,
    mobileNumber: null,
  });
  const priced = useCartQuote(store.uuid, cart, place);
  const choices = useMemo(() => fulfillmentChoices(store.cartSetting, store.shippingMethods), [store]);
  const [checkout] = useMutation(StoreCheckoutMutation);
  const client = useGraphQLClient();
  const hasItems = cart.lines.length > 0;
  // Opening checkout with something in the cart is the funnel's fourth step.
  useEffect(() => {
    if (hasItems) track(client, store.uuid, 'checkout_started');
  }, [client, store.uuid, hasItems]);
  const wantsQuote = fulfillment === 'delivery' && browser.regionCode !== '' && browser.provinceCode !== '';
  const quote = useQuery(StoreDeliveryQuoteQuery, {
    variables: {
      appUuid: store.uuid,
      regionCode: browser.regionCode,
      provinceCode: browser.provinceCode,
      cityCode: cityCode || null,
    },
    skip: !wantsQuote,
  });
  const { setRegionCode, setProvinceCode, regionCode, provinceCode } = browser;
  const onAddressChange = useCallback(
    (a: AddressChoice) => {
      setFulfillment(a.fulfillment);
      if (a.regionCode !== regionCode) setRegionCode(a.regionCode);
      else if (a.provinceCode !== provinceCode) setProvinceCode(a.provinceCode);
      setCityCode(a.cityCode);
      // Before a choice the cart is priced as a pickup (no fee); an address only with delivery.
      const delivery = a.fulfillment === 'delivery';
      const next: QuotePlace = {
        fulfillment: a.fulfillment ?? 'pickup',
        shippingMethodUuid: a.shippingMethodUuid,
        regionCode: delivery ? a.regionCode || null : null,
        provinceCode: delivery ? a.provinceCode || null : null,
        cityCode: delivery ? a.cityCode || null : null,
        mobileNumber: a.mobileNumber,
      };
      setPlace((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    },
    [regionCode, provinceCode, setRegionCode, setProvinceCode],
  );

  const refusals = refusalsOf(cart.codes, priced.quote);

  if (cart.lines.length === 0)
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
        <Typography>Your cart is empty.</Typography>
        <Button component={Link} to={storeUrls.home(store.uuid)} variant="contained">
          Shop now
        </Button>
      </Stack>
    );

  const submit = async (values: CheckoutValues) => {
    setProblem(null);
    setPromoProblem(null);
    const promoCodes = codesToSend(cart.codes, priced.quote);
    try {
      const { data } = await checkout({
        variables: {
          input: {
            ...checkoutInput(store.uuid, cart, values, choices, {
              link: rememberedLink(sessionStorage, store.uuid),
              depositSlipUuid: slip.uuid,
              source: visitSource(sessionStorage, store.uuid),
            }),
            ...(promoCodes.length > 0 ? { promoCodes } : {}),
          },
        },
      });
      const placed = data?.storeCheckout;
      if (!placed) return { message: 'Something went wrong please try again later' };
      track(client, store.uuid, 'order_placed', { source: visitSource(sessionStorage, store.uuid) });
      clear();
      const payment = placed.payment;
      if (payment?.checkoutUrl) {
        // Paying online: the provider's page, which sends the customer back to the return page.
        providerPage.open(payment.checkoutUrl);
        return undefined;
      }
      if (payment) {
        // The provider could not start the payment: the return page says so and offers Try again.
        await navigate(storeUrls.payment(store.uuid, payment.uuid));
        return undefined;
      }
      // The order's own discount lines, as the server took them.
      await navigate(confirmationUrl(store.uuid, placed.transactionNumber), { state: { placed } });
      return undefined;
    } catch (error) {
      const fromServer = fieldErrors(error);
      const cartMessage = cartProblem(fromServer);
      setProblem(cartMessage);
      const failure = formFailure(error, checkoutFieldErrors);
      // A code that no longer applies: said at the codes field, everything typed stays.
      const promoMessage = fromServer.promoCodes ?? null;
      if (promoMessage) {
        setPromoProblem(promoMessage);
        priced.refetch();
        if (!failure.fields) promoInput.current?.focus();
      }
      return (cartMessage || promoMessage) && !failure.fields ? {} : failure;
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Checkout
      </Typography>
      <CheckoutForm
        store={store}
        choices={choices}
        subtotal={cartSubtotal(cart)}
        cartProblem={problem}
        places={{
          regions: browser.regions,
          provinces: browser.provinces,
          cities: browser.cities,
        }}
        quote={wantsQuote ? (quote.data?.storeDeliveryQuote ?? null) : null}
        cartQuote={priced.quote}
        estimateNote={priced.failed ? ESTIMATE_NOTE : null}
        promo={
          <PromoCodes
            codes={cart.codes}
            refusals={refusals}
            check={priced.check}
            onApplied={(code) => {
              setPromoProblem(null);
              addCode(code);
            }}
            onRemove={(code) => {
              setPromoProblem(null);
              removeCode(code);
            }}
            problem={promoProblem}
            inputRef={promoInput}
          />
        }
        onAddressChange={onAddressChange}
        slip={slip}
        onSubmit={submit}
      />
    </Stack>
  );
}
