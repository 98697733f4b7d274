import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import type { ReferralLinkFieldsFragment } from '../../../generated/graphql';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { PromotionProductsQuery } from '../../promotions/graphql/promotions';
import { ReferralLinkCreateMutation, ReferralLinkQuery, ReferralLinksQuery } from '../graphql/referrals';
import ReferralLinkDetailsView from './ReferralLinkDetailsView';
import ReferralLinksView from './ReferralLinksView';

type Link = ReferralLinkFieldsFragment & { __typename: 'ReferralLink' };
const figures = (visits: number, ordersPlaced: number, revenue = 0, conversations = 0) => ({
  __typename: 'ReferralLinkFigures' as const,
  from: '2026-10-28',
  to: '2026-11-26',
  visits,
  ordersPlaced,
  revenue,
  conversations,
});
const BIO: Link = {
  __typename: 'ReferralLink',
  uuid: 'l-1',
  name: 'Instagram bio',
  code: 'instagram-bio',
  product: null,
  storeUrl: `https://suki.example/store/${APP_UUID}?ref=instagram-bio`,
  messengerUrl: 'https://m.me/100000000000001?ref=instagram-bio',
  figures: figures(1234, 56, 1_234_500, 78),
};
const listMock = (links: Link[]) => ({
  request: { query: ReferralLinksQuery, variables: { appUuid: APP_UUID, target: 'STORE' } },
  result: { data: { referralLinks: links } },
});
const screenAs = (
  name: string,
  element: React.ReactElement,
  path: string,
  pattern: string,
  mocks: unknown[],
) =>
  renderScreen(
    <ScreenInfoContext.Provider value={{ name, title: 'Referral', pattern: '' }}>
      {element}
    </ScreenInfoContext.Provider>,
    { mocks: mocks as Parameters<typeof renderScreen>[1]['mocks'], path, pattern },
  );

describe('referral links', () => {
  it("lists the store's links with what each brought in 30 days, and creates one", async () => {
    const user = userEvent.setup();
    screenAs(
      'ecommerce-referral',
      <ReferralLinksView />,
      `${APP_BASE}/referrals/referral`,
      '/apps/:key/:appUUID/referrals/referral',
      [
        listMock([BIO]),
        {
          request: {
            query: ReferralLinkCreateMutation,
            variables: { appUuid: APP_UUID, input: { name: 'Viber group', code: null, productUuid: null } },
          },
          result: {
            data: {
              referralLinkCreate: {
                ...BIO,
                uuid: 'l-2',
                name: 'Viber group',
                code: 'viber-group',
                figures: figures(0, 0),
              },
            },
          },
        },
        listMock([
          { ...BIO, uuid: 'l-2', name: 'Viber group', code: 'viber-group', figures: figures(0, 0) },
          BIO,
        ]),
      ],
    );
    const bio = await screen.findByRole('listitem', { name: 'Instagram bio' });
    const kinds = screen.getByRole('tablist', { name: 'Kind of link' });
    expect(within(kinds).getByRole('tab', { name: 'Links to products' })).toHaveAttribute(
      'href',
      `${APP_BASE}/referrals/smart-retail-links`,
    );
    expect(bio).toHaveTextContent('ref=instagram-bio');
    expect(bio).toHaveTextContent('Last 30 days: 1,234 visits · 56 orders');
    expect(within(bio).getByRole('link', { name: 'Details of Instagram bio' })).toHaveAttribute(
      'href',
      `${APP_BASE}/referrals/l-1/details`,
    );
    await user.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New referral link' });
    expect(within(dialog).queryByRole('combobox', { name: 'Product' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Viber group');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('listitem', { name: 'Viber group' })).toHaveTextContent('ref=viber-group');
  });

  it('asks a smart retail link for its product before sending it', async () => {
    const user = userEvent.setup();
    screenAs(
      'ecommerce-smart-retail-links',
      <ReferralLinksView />,
      `${APP_BASE}/referrals/smart-retail-links`,
      '/apps/:key/:appUUID/referrals/smart-retail-links',
      [
        {
          request: { query: ReferralLinksQuery, variables: { appUuid: APP_UUID, target: 'PRODUCT' } },
          result: { data: { referralLinks: [] } },
        },
        {
          request: {
            query: PromotionProductsQuery,
            variables: { appUuid: APP_UUID, search: null, first: 20 },
          },
          result: { data: { products: { __typename: 'ProductConnection', edges: [] } } },
        },
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Create your first smart retail link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New smart retail link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Flyer');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose a product from the list')).toBeInTheDocument();
  });

  it("shows a link's figures, its addresses to copy and its QR code", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    screenAs(
      'ecommerce-referral-link-details',
      <ReferralLinkDetailsView />,
      `${APP_BASE}/referrals/l-1/details`,
      '/apps/:key/:appUUID/referrals/:referralLinkUuid/details',
      [
        {
          request: { query: ReferralLinkQuery, variables: { appUuid: APP_UUID, uuid: 'l-1' } },
          result: { data: { referralLink: BIO } },
        },
      ],
    );
    const visits = await screen.findByText('Visits');
    expect(visits.parentElement).toHaveTextContent('1,234');
    expect(screen.getByText('Orders placed').parentElement).toHaveTextContent('56');
    expect(screen.getByText('Revenue').parentElement).toHaveTextContent('₱12,345.00');
    expect(screen.getByText('Messenger conversations').parentElement).toHaveTextContent('78');
    expect(screen.getByRole('img', { name: 'QR code of the store link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Messenger link' }));
    expect(writeText).toHaveBeenCalledWith(BIO.messengerUrl);
  });
});
