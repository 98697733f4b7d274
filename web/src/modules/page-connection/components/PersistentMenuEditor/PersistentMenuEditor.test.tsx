import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_UUID, renderWithApollo } from '../../../apps/testing/render';
import { PersistentMenuQuery, PersistentMenuSaveMutation } from '../../graphql/pageConnection';
import { PersistentMenuEditor } from './PersistentMenuEditor';

const PRIMARY =
  'Please make sure that the product is the primary app on your page. You can check our video guide for help.';
const item = {
  __typename: 'PersistentMenu' as const,
  uuid: 'm-1',
  title: 'Shop now',
  category: 'web_url' as const,
  url: 'https://suki.ph/store',
  webHeight: 'full' as const,
};
const settings = (over: Record<string, unknown> = {}) => ({
  __typename: 'PersistentMenuSettings' as const,
  appUuid: APP_UUID,
  status: 'published',
  error: null,
  needsPrimaryApp: false,
  items: [item],
  ...over,
});
const menuMock = (data: ReturnType<typeof settings>) => ({
  request: { query: PersistentMenuQuery, variables: { appUuid: APP_UUID } },
  result: { data: { persistentMenu: data } },
});

describe('PersistentMenuEditor', () => {
  it("shows the spec's words and the guide when the page's primary app is another", async () => {
    renderWithApollo(<PersistentMenuEditor appUuid={APP_UUID} hasPage canEdit />, [
      menuMock(settings({ status: 'failed', error: PRIMARY, needsPrimaryApp: true })),
    ]);
    expect(await screen.findByText(PRIMARY)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Watch Guide Here' }));
    expect(
      screen.getByRole('dialog', { name: 'Make Suki the primary app of your page' }),
    ).toBeInTheDocument();
  });

  it("puts the server's field errors on the row they belong to", async () => {
    renderWithApollo(<PersistentMenuEditor appUuid={APP_UUID} hasPage canEdit />, [
      menuMock(settings()),
      {
        request: {
          query: PersistentMenuSaveMutation,
          variables: {
            input: {
              appUuid: APP_UUID,
              items: [
                { title: 'Shop now', category: 'web_url', url: 'https://suki.ph/store', webHeight: 'full' },
                { title: '', category: 'web_url', url: '', webHeight: 'full' },
              ],
            },
          },
        },
        result: {
          errors: [
            {
              message: 'Title is required',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { 'items.1.title': 'Title is required', 'items.1.url': 'URL is required' },
              },
            },
          ],
        },
      },
    ]);
    expect(await screen.findByText('The menu is published on your page.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add button' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save menu' }));
    const second = screen.getByRole('listitem', { name: 'Button 2' });
    expect(await within(second).findByText('Title is required')).toBeInTheDocument();
    expect(within(second).getByText('URL is required')).toBeInTheDocument();
  });

  it('says the menu waits for a page when none is connected', async () => {
    renderWithApollo(<PersistentMenuEditor appUuid={APP_UUID} hasPage={false} canEdit />, [
      menuMock(settings({ status: 'none', items: [] })),
    ]);
    expect(
      await screen.findByText('Connect a Facebook page to publish the menu. You can prepare it now.'),
    ).toBeInTheDocument();
  });
});
