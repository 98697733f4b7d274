import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import { APP_BASE, renderScreen } from '../../apps/testing/render';
import { PromotionDeleteMutation, PromotionEndMutation } from '../graphql/promotions';
import { fullPromo, OLD, PAYDAY, promosMock, XMAS } from '../testing/fixtures';
import PromotionsView from './PromotionsView';

const LIST = `${APP_BASE}/promos`;

const renderList = (mocks: Parameters<typeof renderScreen>[1]['mocks'], screenName = 'ecommerce-promos') =>
  renderScreen(
    <ScreenInfoContext.Provider value={{ name: screenName, title: 'Promos', pattern: '' }}>
      <PromotionsView />
    </ScreenInfoContext.Provider>,
    { mocks, path: LIST, pattern: '/apps/:key/:appUUID/promos' },
  );

describe('PromotionsView', () => {
  it('lists each promo with its code, what it gives, its dates in Manila time, uses and status', async () => {
    renderList([promosMock([PAYDAY, XMAS, OLD])]);
    const payday = await screen.findByRole('listitem', { name: 'Payday Sale' });
    expect(payday).toHaveTextContent('PAYDAY');
    expect(payday).toHaveTextContent('10% off · min ₱500.00');
    expect(payday).toHaveTextContent('2026-11-30 09:00 am – 2026-12-01 11:59 pm');
    expect(payday).toHaveTextContent('3 / 100 uses');
    expect(within(payday).getByText('Active')).toBeInTheDocument();
    expect(within(payday).getByRole('button', { name: 'End Payday Sale' })).toBeInTheDocument();
    expect(within(payday).queryByRole('button', { name: 'Delete Payday Sale' })).not.toBeInTheDocument();
    const xmas = screen.getByRole('listitem', { name: 'Christmas Delivery' });
    expect(xmas).toHaveTextContent('Free delivery');
    expect(within(xmas).getByText('Scheduled')).toBeInTheDocument();
    expect(within(xmas).getByRole('button', { name: 'Delete Christmas Delivery' })).toBeInTheDocument();
    const old = screen.getByRole('listitem', { name: 'Launch Week' });
    expect(old).toHaveTextContent('₱100.00 off');
    expect(within(old).queryByRole('button', { name: 'End Launch Week' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Page')).toHaveTextContent('1–3 of 3');
    expect(within(screen.getByRole('tablist', { name: 'Kind of promo' })).getAllByRole('tab')).toHaveLength(
      2,
    );
  });

  it('filters by status and searches the title or code', async () => {
    const user = userEvent.setup();
    renderList([
      promosMock([PAYDAY, XMAS]),
      promosMock([XMAS], { status: 'SCHEDULED' }),
      promosMock([XMAS], { status: 'SCHEDULED', search: 'xmas' }),
    ]);
    await screen.findByRole('listitem', { name: 'Payday Sale' });
    await user.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Scheduled' }),
    );
    await screen.findByText('1–1 of 1');
    expect(screen.queryByRole('listitem', { name: 'Payday Sale' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search title or code' }), 'xmas');
    expect(await screen.findByRole('listitem', { name: 'Christmas Delivery' })).toBeInTheDocument();
  });

  it('lists the automatic discounts on their tab, with their own create route', async () => {
    const user = userEvent.setup();
    renderList([promosMock([PAYDAY]), promosMock([], { kinds: ['AUTOMATIC'] })]);
    await screen.findByRole('listitem', { name: 'Payday Sale' });
    await user.click(screen.getByRole('tab', { name: 'Automatic discounts' }));
    expect(await screen.findByText('No automatic discounts yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create your first automatic discount' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${LIST}/automatic-discounts/add`);
  });

  it('invites the first promo when there is none, and opens the create screen', async () => {
    const user = userEvent.setup();
    renderList([promosMock([], { kinds: ['CART'] })], 'ecommerce-cart-promos');
    expect(await screen.findByText('No cart promos yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create your first cart promo' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${APP_BASE}/cart-promos/create`);
  });

  it('says a failed load in plain words, with Retry', async () => {
    const user = userEvent.setup();
    renderList([
      promosMock([], {}, { result: undefined, error: new Error('Network down') }),
      promosMock([PAYDAY]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Payday Sale' })).toBeInTheDocument();
  });

  it('ends a running promo after asking, and shows it expired', async () => {
    const user = userEvent.setup();
    const ended = { ...PAYDAY, status: 'EXPIRED' as const, endsAt: '2026-11-26T05:00:00.000Z' };
    renderList([
      promosMock([PAYDAY]),
      {
        request: { query: PromotionEndMutation, variables: { uuid: PAYDAY.uuid } },
        result: { data: { promotionEnd: fullPromo(ended) } },
      },
      promosMock([ended]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'End Payday Sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'End promo' });
    expect(dialog).toHaveTextContent('Do you want to end this promo now?');
    await user.click(within(dialog).getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('Promo ended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByRole('listitem', { name: 'Payday Sale' });
    expect(await within(row).findByText('Expired')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'End Payday Sale' })).not.toBeInTheDocument();
  });
  it('deletes a promo no order used, after asking', async () => {
    const user = userEvent.setup();
    renderList([
      promosMock([PAYDAY, XMAS]),
      {
        request: { query: PromotionDeleteMutation, variables: { uuid: XMAS.uuid } },
        result: { data: { promotionDelete: { __typename: 'DeletedPromotion', uuid: XMAS.uuid } } },
      },
      promosMock([PAYDAY]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Christmas Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete promo' });
    expect(dialog).toHaveTextContent('Do you want to remove this promo?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Promo Successfully removed!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Christmas Delivery' })).not.toBeInTheDocument(),
    );
  });
});
