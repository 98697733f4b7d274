import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describedBy } from '../../lib/a11y/describedBy';
import { formatPeso } from '../../lib/format';
import { FormAlert } from '../../lib/forms/FormAlert';
import type { FormFailure } from '../../lib/forms/formFailure';
import { PhMobileField } from '../../lib/forms/PhMobileField';
import { SubmitButton } from '../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../lib/forms/useFieldFeedback';
import { isValidPhMobile, toContactNumber } from '../../lib/phone';
import {
  BLANK_CHECKOUT,
  type CheckoutField,
  type CheckoutValues,
  checkoutSchema,
  estimateTotals,
  type FulfillmentChoice,
  minimumPurchaseProblem,
  needsDeliveryArea,
  type Store,
} from '../checkout';
import { takesDepositSlip } from '../depositSlip';
import type { DepositSlip } from '../hooks/useDepositSlip';
import { type CartQuote, discountRows, quoteTotals } from '../promotions';
import { AddressFields, type PlaceOption } from './AddressFields';
import { AdvanceOrderField } from './AdvanceOrderField';
import { PaymentFields } from './PaymentFields';
import { TotalsTable } from './TotalsTable';

export interface Quote {
  delivers: boolean;
  message?: string | null;
  deliveryFee?: number | null;
  leadTimeMinDays?: number | null;
  leadTimeMaxDays?: number | null;
}

export interface AddressChoice {
  fulfillment: 'delivery' | 'pickup' | null;
  regionCode: string;
  provinceCode: string;
  cityCode: string;
  /** The chosen shipping method, if the choice is one. */
  shippingMethodUuid: string | null;
  /** Ten digits once the mobile number is valid (a code's per-customer limit), else null. */
  mobileNumber: string | null;
}

export interface CheckoutFormProps {
  store: Store;
  choices: readonly FulfillmentChoice[];
  subtotal: number;
  /** The server's refusal of the cart ("Out of stock: Tee (M)"), shown above the totals. */
  cartProblem: string | null;
  places: {
    regions: readonly PlaceOption[];
    provinces: readonly PlaceOption[];
    cities: readonly PlaceOption[];
  };
  quote: Quote | null;
  /** The server's price of the cart with its promotions; null while it loads or when it failed. */
  cartQuote?: CartQuote | null;
  /** Shown under the totals when they are the page's own estimate. */
  estimateNote?: string | null;
  /** The promo code field, shown above the totals. */
  promo?: ReactNode;
  onAddressChange: (address: AddressChoice) => void;
  /** The deposit slip picked for a bank transfer or e-wallet payment. */
  slip: DepositSlip;
  onSubmit: (values: CheckoutValues) => Promise<FormFailure<CheckoutField> | undefined>;
}

const leadTime = (q: Quote) =>
  q.leadTimeMinDays == null
    ? undefined
    : q.leadTimeMinDays === q.leadTimeMaxDays
      ? `Arrives in ${q.leadTimeMinDays} day(s)`
      : `Arrives in ${q.leadTimeMinDays}–${q.leadTimeMaxDays} days`;

/** Name, mobile, delivery or pickup, address with the delivery quote, remarks, payment, totals. */
export function CheckoutForm({
  store,
  choices,
  subtotal,
  cartProblem,
  places,
  quote,
  cartQuote = null,
  estimateNote = null,
  promo,
  onAddressChange,
  slip,
  onSubmit,
}: CheckoutFormProps) {
  const schema = useMemo(() => checkoutSchema(choices), [choices]);
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...BLANK_CHECKOUT, shipping: choices.length === 1 ? (choices[0]?.key ?? '') : '' },
    mode: 'onTouched',
  });
  const { registerField, shownError, formError, withServerFailure } = useFieldFeedback(form);
  const { control, handleSubmit, formState, watch, setValue } = form;
  const [shipping, regionCode, provinceCode, cityCode, paymentMethod, mobileNumber] = watch([
    'shipping',
    'regionCode',
    'provinceCode',
    'cityCode',
    'paymentMethod',
    'mobileNumber',
  ]);
  const waitingForSlip = slip.uploading && takesDepositSlip(paymentMethod);
  const choice = choices.find((c) => c.key === shipping) ?? null;
  const delivery = choice?.fulfillment === 'delivery';
  const pickupAddress = choice?.fulfillment === 'pickup' ? (choice.method?.pickupAddress ?? null) : null;
  const ids = useId();
  const methodUuid = choice?.shippingMethodUuid ?? null;
  const mobile = isValidPhMobile(mobileNumber) ? toContactNumber(mobileNumber) : null;
  useEffect(() => {
    onAddressChange({
      fulfillment: choice?.fulfillment ?? null,
      regionCode,
      provinceCode,
      cityCode,
      shippingMethodUuid: methodUuid,
      mobileNumber: mobile,
    });
  }, [onAddressChange, choice?.fulfillment, regionCode, provinceCode, cityCode, methodUuid, mobile]);

  const refused =
    delivery && quote !== null && !quote.delivers && needsDeliveryArea(store.cartSetting, choice);
  const totals = cartQuote
    ? quoteTotals(cartQuote)
    : estimateTotals(
        store.cartSetting,
        subtotal,
        choice,
        quote?.delivers ? (quote.deliveryFee ?? null) : null,
      );
  const minimum = minimumPurchaseProblem(store.cartSetting, subtotal);
  const place = (
    name: 'regionCode' | 'provinceCode' | 'cityCode',
    code: string,
    reset: ('provinceCode' | 'cityCode')[],
  ) => {
    setValue(name, code, { shouldValidate: formState.isSubmitted, shouldTouch: true });
    for (const r of reset) setValue(r, '');
  };

  return (
    <Card
      component="form"
      noValidate
      onSubmit={handleSubmit(withServerFailure(onSubmit))}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2.5}>
        <FormAlert message={formError} />
        <TextField label="Name" required fullWidth autoComplete="name" {...registerField('customerName')} />
        <Controller
          control={control}
          name="mobileNumber"
          render={({ field }) => (
            <PhMobileField
              required
              fullWidth
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(shownError('mobileNumber'))}
              helperText={shownError('mobileNumber')}
            />
          )}
        />
        <Controller
          control={control}
          name="shipping"
          render={({ field }) => (
            <FormControl error={Boolean(shownError('shipping'))}>
              <FormLabel id={`${ids}-shipping-label`}>Delivery or pickup</FormLabel>
              {/* The group is described by its error (and the pickup address), and takes focus first when wrong. */}
              <RadioGroup
                aria-labelledby={`${ids}-shipping-label`}
                aria-describedby={describedBy(
                  pickupAddress && `${ids}-shipping-pickup`,
                  shownError('shipping') && `${ids}-shipping-error`,
                )}
                aria-invalid={Boolean(shownError('shipping'))}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {choices.map((c, index) => (
                  <FormControlLabel
                    key={c.key}
                    value={c.key}
                    control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
                    label={
                      c.method?.kind === 'flat_rate' ? `${c.label} (${formatPeso(c.method.fee)})` : c.label
                    }
                  />
                ))}
              </RadioGroup>
              {pickupAddress && (
                <FormHelperText id={`${ids}-shipping-pickup`} error={false}>
                  Pick up at {pickupAddress}
                </FormHelperText>
              )}
              {shownError('shipping') && (
                <FormHelperText id={`${ids}-shipping-error`}>{shownError('shipping')}</FormHelperText>
              )}
            </FormControl>
          )}
        />
        {delivery && (
          <>
            <AddressFields
              {...places}
              value={{ regionCode, provinceCode, cityCode }}
              onRegion={(code) => place('regionCode', code, ['provinceCode', 'cityCode'])}
              onProvince={(code) => place('provinceCode', code, ['cityCode'])}
              onCity={(code) => place('cityCode', code, [])}
              errors={{
                regionCode: shownError('regionCode'),
                provinceCode: shownError('provinceCode'),
                cityCode: shownError('cityCode'),
              }}
            />
            {refused && (
              <Alert severity="warning">{quote?.message ?? "We don't deliver to this address yet"}</Alert>
            )}
            <TextField
              label="House no., street, barangay"
              required
              fullWidth
              multiline
              minRows={2}
              autoComplete="street-address"
              {...registerField('streetAddress')}
            />
          </>
        )}
        {store.allowProductRemarks && (
          <TextField
            label="Remarks (optional)"
            fullWidth
            multiline
            minRows={2}
            {...registerField('remarks')}
          />
        )}
        {store.allowAdvanceOrder && <AdvanceOrderField {...registerField('advanceOrderDate')} />}
        <Controller
          control={control}
          name="paymentMethod"
          render={({ field }) => (
            <PaymentFields
              methods={store.paymentMethods}
              onlineChannels={store.onlinePaymentChannels}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={shownError('paymentMethod')}
              slip={slip}
              accounts={store.paymentAccounts}
            />
          )}
        />
        {promo}
        <TotalsTable
          totals={totals}
          discounts={cartQuote ? discountRows(cartQuote.discounts) : []}
          deliveryNote={delivery && quote?.delivers ? leadTime(quote) : undefined}
          estimateNote={cartQuote ? null : estimateNote}
        />
        {cartProblem && (
          <Alert severity="error" role="alert">
            {cartProblem}
          </Alert>
        )}
        {minimum && <Alert severity="info">{minimum}</Alert>}
        {waitingForSlip && (
          <Typography variant="body2" color="text.secondary">
            Your order can be placed once the deposit slip has uploaded.
          </Typography>
        )}
        <SubmitButton
          size="large"
          submitting={formState.isSubmitting}
          disabled={refused || minimum !== null || !store.open || waitingForSlip}
        >
          Place order
        </SubmitButton>
      </Stack>
    </Card>
  );
}
