import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import type { ReferralLinkFieldsFragment } from '../../../generated/graphql';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { PromotionProductsQuery } from '../../promotions/graphql/promotions';
import {
  ReferralLinkCreateMutation,
  ReferralLinkQuery,
  ReferralLinksQuery,
  ReferralPromosQuery,
} from '../graphql/referrals';
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
  promo: null,
  storeUrl: `https://suki.example/store/${APP_UUID}?ref=instagram-bio`,
  shortUrl: 'https://suki.example/r/aZ3kP9q',
  messengerUrl: 'https://m.me/100000000000001?ref=instagram-bio',
  figures: figures(1234, 56, 1_234_500, 78),
};
const promo = (uuid: string, title: string, code: string | null, status: string, kind = 'CODE') => ({
  __typename: 'Promotion' as const,
  uuid,
  title,
  code,
  kind,
  status,
});
const promosMock = {
  request: { query: ReferralPromosQuery, variables: { appUuid: APP_UUID } },
  result: {
    data: {
      promotions: {
        __typename: 'PromotionConnection',
        edges: [
          promo('p-1', 'Payday 10% off', 'PAYDAY', 'ACTIVE'),
          promo('p-2', '₱50 off', null, 'SCHEDULED', 'AUTOMATIC'),
          promo('p-3', 'Old sale', 'OLD', 'EXPIRED'),
        ].map((node) => ({ __typename: 'PromotionEdge', node })),
      },
    },
  },
};
const PAYDAY_PROMO = {
  __typename: 'ReferralLinkPromo' as const,
  uuid: 'p-1',
  title: 'Payday 10% off',
  code: 'PAYDAY',
  ended: false,
  scheduled: false,
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
        promosMock,
        {
          request: {
            query: ReferralLinkCreateMutation,
            variables: {
              appUuid: APP_UUID,
              input: { name: 'Viber group', code: null, productUuid: null, promotionUuid: null },
            },
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
    expect(bio).toHaveTextContent('https://suki.example/r/aZ3kP9q · ref=instagram-bio');
    expect(bio).toHaveTextContent('Opens the store');
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
    await user.click(screen.getByRole('button', { name: 'Copy Messenger link' }));
    expect(writeText).toHaveBeenCalledWith(BIO.messengerUrl);
    expect(screen.getByRole('img', { name: 'QR code of the short link' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Short link' })).toHaveValue(BIO.shortUrl);
    await user.click(screen.getByRole('button', { name: 'Copy Short link' }));
    expect(writeText).toHaveBeenLastCalledWith(BIO.shortUrl);
    expect(screen.getByRole('textbox', { name: 'Full store link' })).toHaveValue(BIO.storeUrl);
  });

  it('creates a link to a running promo (ended promos are not offered) and copies its short link from the list', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const PAYDAY: Link = {
      ...BIO,
      uuid: 'l-3',
      name: 'Payday post',
      code: 'payday-post',
      promo: PAYDAY_PROMO,
      storeUrl: `https://suki.example/store/${APP_UUID}?ref=payday-post&promo=PAYDAY`,
      shortUrl: 'https://suki.example/r/Qw8mN2x',
      figures: figures(0, 0),
    };
    screenAs(
      'ecommerce-referral',
      <ReferralLinksView />,
      `${APP_BASE}/referrals/referral`,
      '/apps/:key/:appUUID/referrals/referral',
      [
        listMock([BIO]),
        promosMock,
        {
          request: {
            query: ReferralLinkCreateMutation,
            variables: {
              appUuid: APP_UUID,
              input: { name: 'Payday post', code: null, productUuid: null, promotionUuid: 'p-1' },
            },
          },
          result: { data: { referralLinkCreate: PAYDAY } },
        },
        listMock([PAYDAY, BIO]),
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New referral link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Payday post');
    await user.click(within(dialog).getByRole('combobox', { name: 'Promo (optional)' }));
    const options = await screen.findByRole('listbox');
    expect(
      within(options).getByRole('option', { name: '₱50 off · automatic discount (starts later)' }),
    ).toBeInTheDocument();
    expect(within(options).queryByRole('option', { name: /Old sale/ })).not.toBeInTheDocument();
    await user.click(within(options).getByRole('option', { name: 'Payday 10% off · PAYDAY' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const row = await screen.findByRole('listitem', { name: 'Payday post' });
    expect(row).toHaveTextContent('Opens the store with Payday 10% off');
    await user.click(within(row).getByRole('button', { name: 'Copy the short link of Payday post' }));
    expect(writeText).toHaveBeenCalledWith(PAYDAY.shortUrl);
    expect(await screen.findByText('Short link copied')).toBeInTheDocument();
  });

  it('says when the promo of a link has ended: the link still opens the store', async () => {
    screenAs(
      'ecommerce-referral-link-details',
      <ReferralLinkDetailsView />,
      `${APP_BASE}/referrals/l-4/details`,
      '/apps/:key/:appUUID/referrals/:referralLinkUuid/details',
      [
        {
          request: { query: ReferralLinkQuery, variables: { appUuid: APP_UUID, uuid: 'l-4' } },
          result: {
            data: {
              referralLink: {
                ...BIO,
                uuid: 'l-4',
                name: 'Weekend post',
                code: 'weekend-post',
                promo: { ...PAYDAY_PROMO, title: 'Weekend sale', ended: true },
              },
            },
          },
        },
      ],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The promo Weekend sale has ended: the link still opens your store, without it.',
    );
    expect(screen.getByText(/opens the store \(the promo Weekend sale ended\)/)).toBeInTheDocument();
  });
});
