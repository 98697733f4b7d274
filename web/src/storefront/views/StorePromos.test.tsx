import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoreCartQuoteInput } from '../../generated/graphql';
import { schemaChecked } from '../../lib/testing/schema';
import { cartStorageKey, loadCart, saveCart } from '../cart';
import { StoreCartQuoteQuery, StoreCheckoutMutation, StoreOrderQuery } from '../graphql/storefront';
import { deliveryPlaceMocks } from '../testing/deliveryPlaces';
import {
  CART_ITEMS,
  COLD_START,
  method,
  STORE_UUID,
  seedCart,
  store,
  storefrontMock,
  storeOrder,
} from '../testing/fixtures';
import { renderStoreAt } from '../testing/render';

const MAX_CODES_MESSAGE = 'Only 3 voucher codes may be validated at a time';

interface Priced {
  codes?: { code: string; applied: boolean; message?: string | null }[];
  discounts?: { title: string; code?: string | null; amount: number }[];
  offers?: { title: string; message: string; remaining: number }[];
  deliveryFee?: number;
  tax?: number;
}

/** The server's price of the seeded cart (₱530.00) with these discounts. */
function priced({ codes = [], discounts = [], offers = [], deliveryFee = 0, tax = 0 }: Priced) {
  const discount = discounts.reduce((n, d) => n + d.amount, 0);
  return {
    __typename: 'StoreCartQuote' as const,
    subtotal: 53_000,
    deliveryFee,
    tax,
    discount,
    total: 53_000 + deliveryFee + tax - discount,
    maxCodes: 3,
    discounts: discounts.map((d) => ({ __typename: 'StoreDiscount' as const, code: null, ...d })),
    codes: codes.map((c) => ({ __typename: 'StoreCodeVerdict' as const, message: null, ...c })),
    offers: offers.map((o) => ({ __typename: 'StoreCartOffer' as const, ...o })),
  };
}

/** storeCartQuote for the seeded cart when the codes typed are exactly `codes` (any place). */
const quoteFor = (codes: string[], answer: ReturnType<typeof priced> | 'fails') =>
  schemaChecked({
    request: {
      query: StoreCartQuoteQuery,
      variables: (v: Record<string, unknown>) => {
        const input = v.input as StoreCartQuoteInput;
        return (
          input.appUuid === STORE_UUID &&
          JSON.stringify(input.items) === JSON.stringify(CART_ITEMS) &&
          JSON.stringify(input.promoCodes ?? []) === JSON.stringify(codes)
        );
      },
    },
    result:
      answer === 'fails'
        ? { errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : { data: { storeCartQuote: answer } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });

const AUTOMATIC = { title: '₱50 off over ₱300', amount: 5_000 };
const PAYDAY = { title: 'Payday 10% off', code: 'PAYDAY', amount: 4_800 };

const keepCodes = (codes: string[]) =>
  saveCart(localStorage, STORE_UUID, { ...loadCart(localStorage, STORE_UUID), codes });

describe('promo codes in the cart', () => {
  beforeEach(() => {
    localStorage.clear();
    seedCart();
  });

  it("applies a code with Enter, shows each discount line and the server's total, and keeps the code with the cart", async () => {
    const user = userEvent.setup();
    renderStoreAt(`/store/${STORE_UUID}/cart`, [
      storefrontMock(store()),
      quoteFor(
        [],
        priced({
          discounts: [AUTOMATIC],
          offers: [
            { title: 'Free delivery', message: 'Add ₱150.00 more for Free delivery', remaining: 15_000 },
          ],
        }),
      ),
      quoteFor(
        ['PAYDAY'],
        priced({ discounts: [AUTOMATIC, PAYDAY], codes: [{ code: 'PAYDAY', applied: true }] }),
      ),
    ]);
    // The automatic discount applies without a code, by its title; the offer shows how far the cart is.
    expect(await screen.findByLabelText('₱50 off over ₱300', {}, COLD_START)).toHaveTextContent('−₱50.00');
    expect(screen.getByLabelText('Total')).toHaveTextContent('₱480.00');
    expect(screen.getByText('Add ₱150.00 more for Free delivery')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress towards Free delivery' })).toHaveAttribute(
      'aria-valuenow',
      '78',
    );

    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), ' payday {Enter}');
    const applied = await screen.findByRole('list', { name: 'Applied codes' });
    expect(within(applied).getByText('PAYDAY')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    expect(screen.getByText('Code PAYDAY applied')).toBeInTheDocument();
    expect(await screen.findByLabelText('Discount · PAYDAY')).toHaveTextContent('−₱48.00');
    expect(screen.getByLabelText('Total')).toHaveTextContent('₱432.00');
    expect(screen.queryByText('Totals will be confirmed at checkout')).not.toBeInTheDocument();
    expect(loadCart(localStorage, STORE_UUID).codes).toEqual(['PAYDAY']);

    // Removing it from the keyboard: the chip goes, focus returns to the field.
    await user.click(screen.getByRole('button', { name: 'Remove code PAYDAY' }));
    expect(screen.queryByRole('list', { name: 'Applied codes' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveFocus();
    expect(loadCart(localStorage, STORE_UUID).codes).toEqual([]);
    await waitFor(() => expect(screen.getByLabelText('Total')).toHaveTextContent('₱480.00'));
  });

  it("says why a code is refused, in the server's sentence, under the field and keeps the cart", async () => {
    const user = userEvent.setup();
    renderStoreAt(`/store/${STORE_UUID}/cart`, [
      storefrontMock(store()),
      quoteFor([], priced({})),
      quoteFor(
        ['OLDSALE'],
        priced({ codes: [{ code: 'OLDSALE', applied: false, message: 'This code has expired' }] }),
      ),
    ]);
    const field = await screen.findByRole('textbox', { name: 'Promo code' }, COLD_START);
    await user.type(field, 'oldsale');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const sentence = await screen.findByText('This code has expired');
    expect(sentence.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This code has expired');
    expect(field).toHaveValue('oldsale');
    expect(screen.queryByRole('list', { name: 'Applied codes' })).not.toBeInTheDocument();
    expect(loadCart(localStorage, STORE_UUID).codes).toEqual([]);
    expect(loadCart(localStorage, STORE_UUID).lines).toHaveLength(1);
  });

  it('takes 3 codes at most: the 4th gets the rule in the server’s words and is not kept', async () => {
    const user = userEvent.setup();
    keepCodes(['ONE', 'TWO', 'THREE']);
    const three = ['ONE', 'TWO', 'THREE'].map((code) => ({ code, applied: true }));
    renderStoreAt(`/store/${STORE_UUID}/cart`, [
      storefrontMock(store()),
      quoteFor(['ONE', 'TWO', 'THREE'], priced({ codes: three })),
      quoteFor(
        ['ONE', 'TWO', 'THREE', 'FOUR'],
        priced({ codes: [...three, { code: 'FOUR', applied: false, message: MAX_CODES_MESSAGE }] }),
      ),
    ]);
    const applied = await screen.findByRole('list', { name: 'Applied codes' }, COLD_START);
    expect(within(applied).getAllByRole('listitem')).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'four{Enter}');
    expect(await screen.findByText(MAX_CODES_MESSAGE)).toBeInTheDocument();
    expect(within(applied).getAllByRole('listitem')).toHaveLength(3);
    expect(loadCart(localStorage, STORE_UUID).codes).toEqual(['ONE', 'TWO', 'THREE']);
  });

  it('falls back to its own totals and says so when the quote fails', async () => {
    renderStoreAt(`/store/${STORE_UUID}/cart`, [storefrontMock(store()), quoteFor([], 'fails')]);
    expect(
      await screen.findByText('Totals will be confirmed at checkout', {}, COLD_START),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Total')).toHaveTextContent('₱530.00');
  });
});

describe('promo codes at checkout', () => {
  const s = store({ shippingMethods: [method('m-pick', 'pickup', 'Store pickup')] });
  const input = {
    appUuid: STORE_UUID,
    items: CART_ITEMS,
    customerName: 'Liza Reyes',
    mobileNumber: '9171234567',
    remarks: null,
    fulfillment: 'pickup',
    shippingMethodUuid: 'm-pick',
    regionCode: null,
    provinceCode: null,
    cityCode: null,
    streetAddress: null,
    paymentMethod: 'cod',
    promoCodes: ['PAYDAY'],
  };
  const placed = (result: MockLink.MockedResponse['result']) =>
    schemaChecked({ request: { query: StoreCheckoutMutation, variables: { input } }, result });

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    seedCart();
    keepCodes(['PAYDAY']);
  });

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: /Name/ }, COLD_START), 'Liza Reyes');
    await user.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '09171234567');
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
  }

  it('shows the discount lines and the total from the quote, sends promoCodes, and repeats the lines on the confirmation', async () => {
    const user = userEvent.setup();
    renderStoreAt(`/store/${STORE_UUID}/checkout`, [
      ...deliveryPlaceMocks,
      storefrontMock(s),
      quoteFor(
        ['PAYDAY'],
        priced({ discounts: [AUTOMATIC, PAYDAY], codes: [{ code: 'PAYDAY', applied: true }] }),
      ),
      placed({
        data: {
          storeCheckout: {
            __typename: 'StoreCheckoutPayload',
            transactionNumber: '261126-PROMO1',
            total: 43_200,
            status: 'pending',
            payBy: null,
            discounts: [
              { __typename: 'DiscountLine', title: '₱50 off over ₱300', code: null, amount: 5_000 },
              { __typename: 'DiscountLine', title: 'Payday 10%', code: 'PAYDAY', amount: 4_800 },
            ],
          },
        },
      }),
    ]);
    await fill(user);
    expect(await screen.findByLabelText('Discount · PAYDAY')).toHaveTextContent('−₱48.00');
    expect(screen.getByLabelText('₱50 off over ₱300')).toHaveTextContent('−₱50.00');
    expect(screen.getByLabelText('Total')).toHaveTextContent('₱432.00');
    // Enter in the code field applies a code; it never places the order.
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), '{Enter}');
    expect(await screen.findByText('Enter a promo code')).toBeInTheDocument();
    expect(screen.queryByLabelText('Transaction number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByLabelText('Transaction number')).toHaveTextContent('261126-PROMO1');
    expect(screen.getByText('Discount · PAYDAY −₱48.00')).toBeInTheDocument();
    expect(screen.getByText('₱50 off over ₱300 −₱50.00')).toBeInTheDocument();
    expect(screen.getByText('Total: ₱432.00')).toBeInTheDocument();
    expect(localStorage.getItem(cartStorageKey(STORE_UUID))).toBeNull();
  });

  it('says at the codes field when a code no longer applies at order time, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderStoreAt(`/store/${STORE_UUID}/checkout`, [
      ...deliveryPlaceMocks,
      storefrontMock(s),
      quoteFor(['PAYDAY'], priced({ discounts: [PAYDAY], codes: [{ code: 'PAYDAY', applied: true }] })),
      placed({
        errors: [
          {
            message: 'The code PAYDAY has reached its limit',
            extensions: { code: 'CONFLICT', fields: { promoCodes: 'The code PAYDAY has reached its limit' } },
          },
        ],
      }),
    ]);
    await fill(user);
    await screen.findByLabelText('Discount · PAYDAY');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('The code PAYDAY has reached its limit')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    expect(field).toHaveAccessibleDescription('The code PAYDAY has reached its limit');
    expect(field).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Liza Reyes');
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(loadCart(localStorage, STORE_UUID).lines).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the order page', () => {
  it('lists each discount the order took, and the total', async () => {
    const user = userEvent.setup();
    const order = {
      ...storeOrder({ deliveryFee: 8_000, discount: 9_800, total: 51_200 }),
      discounts: [
        {
          __typename: 'DiscountLine',
          title: '₱50 off over ₱300',
          code: null,
          kind: 'AUTOMATIC',
          amount: 5_000,
        },
        { __typename: 'DiscountLine', title: 'Payday 10% off', code: 'PAYDAY', kind: 'CODE', amount: 4_800 },
      ],
    };
    renderStoreAt(`/store/${STORE_UUID}/orders/261121-7KQ2XM`, [
      storefrontMock(store()),
      schemaChecked({
        request: {
          query: StoreOrderQuery,
          variables: { appUuid: STORE_UUID, transactionNumber: '261121-7KQ2XM', mobile: '9171234567' },
        },
        result: { data: { storeOrder: order } },
      }),
    ]);
    await user.type(await screen.findByRole('textbox', { name: /Mobile Number/ }, COLD_START), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(await screen.findByLabelText('Discount · PAYDAY')).toHaveTextContent('−₱48.00');
    expect(screen.getByLabelText('₱50 off over ₱300')).toHaveTextContent('−₱50.00');
    expect(screen.getByLabelText('Delivery fee')).toHaveTextContent('₱80.00');
    expect(screen.getByLabelText('Total')).toHaveTextContent('₱512.00');
  });
});
