import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import type { AnnouncementFieldsFragment } from '../../../generated/graphql';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { PromotionProductsQuery } from '../../promotions/graphql/promotions';
import {
  AnnouncementCreateMutation,
  AnnouncementEndMutation,
  AnnouncementsQuery,
} from '../graphql/announcements';
import { AnnouncementCreateView } from './AnnouncementFormView';
import AnnouncementsView from './AnnouncementsView';

type Node = AnnouncementFieldsFragment & { __typename: 'StoreAnnouncement' };
const base = { __typename: 'StoreAnnouncement' as const, productUuid: null, product: null, endsAt: null };
const SALE: Node = {
  ...base,
  uuid: 'a-1',
  message: 'Ube Jam is back!',
  productUuid: 'p-1',
  product: { __typename: 'Product', uuid: 'p-1', name: 'Ube Jam' } as Node['product'],
  startsAt: '2026-11-26T01:00:00.000Z',
  endsAt: '2026-11-28T15:59:00.000Z',
  status: 'ACTIVE',
};
const CLOSED: Node = {
  ...base,
  uuid: 'a-2',
  message: 'Closed on Dec 25',
  startsAt: '2026-12-24T16:00:00.000Z',
  status: 'SCHEDULED',
};

const listMock = (nodes: Node[]) => ({
  request: { query: AnnouncementsQuery, variables: { appUuid: APP_UUID, first: 20, after: null } },
  result: {
    data: {
      storeAnnouncements: {
        __typename: 'StoreAnnouncementConnection',
        totalCount: nodes.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: nodes.map((node) => ({ __typename: 'StoreAnnouncementEdge', node })),
      },
    },
  },
});
const productsMock = {
  request: { query: PromotionProductsQuery, variables: { appUuid: APP_UUID, search: null, first: 20 } },
  result: { data: { products: { __typename: 'ProductConnection', edges: [] } } },
};

const screenOf = (
  name: string,
  element: React.ReactElement,
  path: string,
  pattern: string,
  mocks: unknown[],
) =>
  renderScreen(
    <ScreenInfoContext.Provider value={{ name, title: 'Store Announcement Manager', pattern: '' }}>
      {element}
    </ScreenInfoContext.Provider>,
    { mocks: mocks as Parameters<typeof renderScreen>[1]['mocks'], path, pattern },
  );

describe('Store Announcement Manager', () => {
  it('lists each banner with when it shows in Manila time, and offers End only while it shows', async () => {
    screenOf(
      'ecommerce-store-announcements',
      <AnnouncementsView />,
      `${APP_BASE}/store-announcement-manager`,
      '/apps/:key/:appUUID/store-announcement-manager',
      [
        listMock([SALE, CLOSED]),
        {
          request: { query: AnnouncementEndMutation, variables: { appUuid: APP_UUID, uuid: 'a-1' } },
          result: { data: { storeAnnouncementEnd: { ...SALE, status: 'ENDED' } } },
        },
        listMock([{ ...SALE, status: 'ENDED' }, CLOSED]),
      ],
    );
    const sale = await screen.findByRole('listitem', { name: 'Ube Jam is back!' });
    expect(sale).toHaveTextContent('Showing');
    expect(sale).toHaveTextContent('2026-11-26 09:00 am – 2026-11-28 11:59 pm · opens Ube Jam');
    const closed = screen.getByRole('listitem', { name: 'Closed on Dec 25' });
    expect(closed).toHaveTextContent('Scheduled');
    expect(closed).toHaveTextContent('until ended');
    expect(within(closed).queryByRole('button', { name: 'End Closed on Dec 25' })).not.toBeInTheDocument();
    // Either can go on as a broadcast: the composer opens with its message (broadcastStart.ts).
    expect(within(sale).getByRole('link', { name: 'Broadcast Ube Jam is back!' })).toHaveAttribute(
      'href',
      `${APP_BASE}/broadcast?broadcast=new`,
    );

    await userEvent.click(within(sale).getByRole('button', { name: 'End Ube Jam is back!' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this announcement?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('Announcement ended')).toBeInTheDocument();
    await waitForElementToBeRemoved(dialog);
    expect(
      await within(screen.getByRole('listitem', { name: 'Ube Jam is back!' })).findByText('Ended'),
    ).toBeInTheDocument();
  });

  it('checks the form, shows the banner as shoppers see it, and says what the server refused', async () => {
    const user = userEvent.setup();
    const input = {
      message: 'Payday sale!',
      productUuid: null,
      startsAt: '2026-11-30T01:00:00.000Z',
      endsAt: '2026-11-29T01:00:00.000Z',
    };
    screenOf(
      'ecommerce-store-announcements-new',
      <AnnouncementCreateView />,
      `${APP_BASE}/store-announcement-manager/create`,
      '/apps/:key/:appUUID/store-announcement-manager/create',
      [
        productsMock,
        productsMock,
        {
          request: { query: AnnouncementCreateMutation, variables: { appUuid: APP_UUID, input } },
          result: {
            errors: [
              new GraphQLError('End should be after the start', {
                extensions: { code: 'BAD_USER_INPUT', fields: { endsAt: 'End should be after the start' } },
              }),
            ],
          },
        },
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Payday sale!');
    expect(
      within(screen.getByRole('region', { name: 'Banner preview' })).getByText('Payday sale!'),
    ).toBeInTheDocument();
    expect(screen.getByText('12 / 160 characters')).toBeInTheDocument();
    const starts = screen.getByLabelText(/Starts \(Manila time\)/);
    await user.clear(starts);
    await user.type(starts, '2026-11-30T09:00');
    await user.type(screen.getByLabelText(/Ends \(Manila time, optional\)/), '2026-11-29T09:00');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('End should be after the start')).toBeInTheDocument();
  });
});
