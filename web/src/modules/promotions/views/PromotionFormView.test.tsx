import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import {
  PromotionCreateMutation,
  PromotionEndMutation,
  PromotionPreviewQuery,
  PromotionQuery,
} from '../graphql/promotions';
import { ADOBO, fullPromo, PAYDAY, productsMock } from '../testing/fixtures';
import PromotionCreateView from './PromotionCreateView';
import PromotionEditView from './PromotionEditView';

/** 10:00:30 am in Manila: a new promo starts at 10:00 Manila (02:00 UTC). */
const NOW = new Date('2026-11-26T02:00:30.000Z');
const START = '2026-11-26T02:00:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** Every preview the form asks for, answered alike (the inputs are checked by `seen`). */
function previewMock(seen: unknown[], answer: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: {
      query: PromotionPreviewQuery,
      variables: (vars: { input: unknown }) => {
        seen.push(vars.input);
        return true;
      },
    },
    result: {
      data: {
        promotionPreview: {
          __typename: 'PromotionPreview',
          subtotal: 50_000,
          deliveryFee: 5_000,
          discount: 5_000,
          total: 50_000,
          refusal: null,
          problems: [],
          ...answer,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const renderAt = (screenName: string, path: string, pattern: string, mocks: MockLink.MockedResponse[]) =>
  renderScreen(
    <ScreenInfoContext.Provider value={{ name: screenName, title: 'Create Discount', pattern }}>
      {screenName.endsWith('-edit') ? <PromotionEditView /> : <PromotionCreateView />}
    </ScreenInfoContext.Provider>,
    { mocks: [productsMock(50), ...mocks], path, pattern },
  );

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('PromotionCreateView', () => {
  it('creates a discount code, showing the server field message under its field, and previews the sample cart', async () => {
    const user = userEvent.setup({ delay: null });
    const seen: unknown[] = [];
    const input = {
      appUuid: APP_UUID,
      kind: 'CODE',
      title: 'Payday Sale',
      code: 'PAYDAY',
      valueType: 'PERCENT',
      value: 10,
      scope: 'ORDER',
      productUuids: [],
      categoryUuids: [],
      minimumPurchase: 50_000,
      condition: 'NONE',
      buyQuantity: null,
      getQuantity: null,
      tiers: [],
      startsAt: START,
      endsAt: null,
      usageLimit: 100,
      perCustomerLimit: null,
      firstOrderOnly: false,
    };
    renderAt('ecommerce-promos-new', `${APP_BASE}/promos/create`, '/apps/:key/:appUUID/promos/create', [
      previewMock(seen),
      {
        request: { query: PromotionCreateMutation, variables: { input } },
        result: {
          errors: [
            {
              message: 'Code has already been taken',
              extensions: { code: 'BAD_USER_INPUT', fields: { code: 'Code has already been taken' } },
            },
          ],
        },
      },
      {
        request: { query: PromotionCreateMutation, variables: { input } },
        result: { data: { promotionCreate: fullPromo(PAYDAY) } },
      },
    ]);
    expect(screen.queryByRole('combobox', { name: 'Condition' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Starts/)).toHaveValue('2026-11-26T10:00');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Payday Sale');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'payday');
    await user.type(screen.getByRole('textbox', { name: 'Percentage' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Minimum purchase' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Usage limit (all customers)' }), '100');

    // The preview: the store's first product ×2 and a ₱50.00 delivery.
    const preview = screen.getByRole('complementary', { name: 'Preview' });
    expect(await within(preview).findByRole('combobox', { name: 'Sample product 1' })).toHaveTextContent(
      ADOBO.name,
    );
    const result = within(preview).getByRole('region', { name: 'Preview result' });
    expect(await within(result).findByText('−₱50.00')).toBeInTheDocument();
    expect(within(result).getByText('Total').nextSibling).toHaveTextContent('₱500.00');
    await waitFor(() =>
      expect(seen.at(-1)).toMatchObject({
        kind: 'CODE',
        code: 'PAYDAY',
        value: 10,
        minimumPurchase: 50_000,
        items: [{ variantUuid: ADOBO.variant, quantity: 2 }],
        deliveryFee: 5_000,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Create' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAccessibleDescription('Code has already been taken'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Promo Successfully created!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${APP_BASE}/promos`);
  });

  it('shows the refusal sentence when the sample cart gets nothing', async () => {
    renderAt('ecommerce-promos-new', `${APP_BASE}/promos/create`, '/apps/:key/:appUUID/promos/create', [
      previewMock([], {
        discount: 0,
        total: 55_000,
        refusal: 'The minimum purchase for this code is ₱1,000.00: add ₱500.00 more',
      }),
    ]);
    expect(
      await screen.findByText('The minimum purchase for this code is ₱1,000.00: add ₱500.00 more'),
    ).toBeInTheDocument();
  });

  it('shows the automatic discount fields by condition: buy X get Y, then up to 5 quantity tiers', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(
      'ecommerce-automatic-discount-new',
      `${APP_BASE}/promos/automatic-discounts/add`,
      '/apps/:key/:appUUID/promos/automatic-discounts/add',
      [previewMock([])],
    );
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    await choose(user, 'Condition', 'Buy X get Y');
    expect(screen.getByRole('textbox', { name: 'Buy quantity' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Get quantity' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Percentage off the items given (100: free)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Discount type' })).not.toBeInTheDocument();

    await choose(user, 'Condition', 'Quantity tiers');
    expect(screen.queryByRole('textbox', { name: 'Buy quantity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Percentage/ })).not.toBeInTheDocument();
    const tiers = screen.getByRole('group', { name: 'Quantity tiers' });
    for (let i = 0; i < 4; i += 1) await user.click(within(tiers).getByRole('button', { name: 'Add tier' }));
    expect(within(tiers).getByRole('textbox', { name: 'Tier 5: from items' })).toHaveValue('6');
    expect(within(tiers).queryByRole('button', { name: 'Add tier' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await within(tiers).findByText('Percentage should be between 1 and 100')).toBeInTheDocument();
  });

  it('asks a cart promo for its minimum purchase and sends nothing without it', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(
      'ecommerce-cart-promos-new',
      `${APP_BASE}/cart-promos/create`,
      '/apps/:key/:appUUID/cart-promos/create',
      [previewMock([])],
    );
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Condition' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Minimum purchase' })).toHaveAccessibleDescription(
      'Minimum purchase is required',
    );
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${APP_BASE}/cart-promos/create`);
  });
});

describe('PromotionEditView', () => {
  it("shows the promo's results and status, and ends it after asking", async () => {
    const user = userEvent.setup({ delay: null });
    const promo = fullPromo(PAYDAY);
    const ended = fullPromo(
      { ...PAYDAY, status: 'EXPIRED', endsAt: NOW.toISOString() },
      { updatedAt: NOW.toISOString() },
    );
    renderAt(
      'ecommerce-promos-edit',
      `${APP_BASE}/promos/${PAYDAY.uuid}/edit`,
      '/apps/:key/:appUUID/promos/:uuid/edit',
      [
        previewMock([]),
        {
          request: { query: PromotionQuery, variables: { uuid: PAYDAY.uuid } },
          result: { data: { promotion: promo } },
        },
        {
          request: { query: PromotionEndMutation, variables: { uuid: PAYDAY.uuid } },
          result: { data: { promotionEnd: ended } },
        },
        {
          request: { query: PromotionQuery, variables: { uuid: PAYDAY.uuid } },
          result: { data: { promotion: ended } },
        },
      ],
    );
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(results).toHaveTextContent('Orders3');
    expect(results).toHaveTextContent('Revenue₱4,500.00');
    expect(results).toHaveTextContent('Discount given₱450.00');
    expect(within(results).getByText('Active')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveValue('PAYDAY');
    expect(code).toHaveAttribute('readonly');
    expect(code).toHaveAccessibleDescription('Orders used this code: it cannot change');
    expect(screen.getByRole('textbox', { name: 'Minimum purchase' })).toHaveValue('500.00');

    await user.click(within(results).getByRole('button', { name: 'End promo' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'End promo' })).getByRole('button', {
        name: 'End now',
      }),
    );
    expect(await screen.findByText('Promo ended')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('region', { name: 'Results' })).getByText('Expired'),
        ).toBeInTheDocument(),
      { timeout: 5_000 },
    );
    expect(screen.queryByRole('button', { name: 'End promo' })).not.toBeInTheDocument();
  });
});
