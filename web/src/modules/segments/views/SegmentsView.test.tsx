import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import { appSetupMock } from '../../apps/testing/mocks';
import { APP_UUID, renderScreen } from '../../apps/testing/render';
import { customerTagsMock } from '../../customers/testing/fixtures';
import { SegmentExportCsvQuery } from '../graphql/segments';
import {
  createMock,
  LAPSED,
  membersMock,
  previewMock,
  previewRefusedMock,
  REGULARS,
  segmentsMock,
} from '../testing/fixtures';
import SegmentsView from './SegmentsView';

const BASE = '/apps/b2b/app-1/customer-segment';
const renderView = (mocks: Parameters<typeof renderScreen>[1]['mocks'], path = BASE) =>
  renderScreen(
    <ScreenInfoContext.Provider
      value={{ name: 'b2b-customer-segment', title: 'Customer Segment', pattern: '' }}
    >
      <SegmentsView />
    </ScreenInfoContext.Provider>,
    { mocks, path, pattern: '/apps/:key/:appUUID/customer-segment' },
  );

const DEFAULT_RULE = { field: 'LAST_ORDER' as const, op: 'WITHIN_DAYS' as const, value: 30 };

describe('SegmentsView', () => {
  it('lists the saved segments with their rules in words', async () => {
    renderView([segmentsMock([LAPSED, REGULARS])]);
    const lapsed = await screen.findByRole('listitem', { name: 'Lapsed regulars' });
    expect(lapsed).toHaveTextContent('Orders at least 3 · Ordered not in the last 60 days');
    expect(within(lapsed).getByRole('button', { name: 'Delete Lapsed regulars' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Regulars' })).toHaveTextContent('Orders at least 2');
  });

  it('invites a store without segments to create one', async () => {
    renderView([segmentsMock([]), previewMock([DEFAULT_RULE], 4, ['Ana', 'Ben', 'Cora', 'Dina'])]);
    await userEvent.click(await screen.findByRole('button', { name: 'Create your first segment' }));
    expect(await screen.findByRole('form', { name: 'New segment' })).toBeInTheDocument();
  });

  it('counts who matches as the rules change, says what is wrong with a rule, and saves the segment', async () => {
    const user = userEvent.setup();
    const rule = { field: 'ORDERS_COUNT' as const, op: 'AT_LEAST' as const, value: 2 };
    const rules = [rule];
    renderView(
      [
        segmentsMock([]),
        previewMock([DEFAULT_RULE], 4, ['Ana', 'Ben', 'Cora', 'Dina']),
        previewRefusedMock(
          [{ ...rule, value: -1 }],
          'rules.0',
          'Orders should be a whole number from 0 to 100,000',
        ),
        previewMock(rules, 2, ['Ana', 'Cora']),
        createMock(
          { name: 'Regulars', rules },
          { field: 'name', message: 'A segment with this name already exists' },
        ),
        createMock({ name: 'Repeat buyers', rules }, { ...REGULARS, name: 'Repeat buyers' }),
        segmentsMock([{ ...REGULARS, name: 'Repeat buyers' }]),
        membersMock(REGULARS.uuid, ['Ana', 'Cora']),
        // The saved segment's editor counts again.
        previewMock(rules, 2, ['Ana', 'Cora']),
        {
          request: { query: SegmentExportCsvQuery, variables: { appUuid: APP_UUID, uuid: REGULARS.uuid } },
          result: { data: { customerSegmentExportCsv: 'Name,Orders\r\nAna,2\r\nCora,3\r\n' } },
        },
      ],
      `${BASE}?segment=new`,
    );
    const preview = await screen.findByRole('region', { name: 'Matching now' });
    expect(await within(preview).findByText('4 customers')).toBeInTheDocument();
    expect(within(preview).getByRole('list', { name: 'Sample of matching customers' })).toHaveTextContent(
      'Ana',
    );

    await user.click(screen.getByRole('combobox', { name: 'Rule 1' }));
    await user.click(await screen.findByRole('option', { name: 'Orders' }));
    expect(
      await within(preview).findByText('Rule 1: Orders should be a whole number from 0 to 100,000'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Orders' }), '2');
    expect(await within(preview).findByText('2 customers')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Segment name' }), 'Regulars');
    await user.click(screen.getByRole('button', { name: 'Save segment' }));
    expect(await screen.findByText('A segment with this name already exists')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Segment name' }));
    await user.type(screen.getByRole('textbox', { name: 'Segment name' }), 'Repeat buyers');
    await user.click(screen.getByRole('button', { name: 'Save segment' }));
    const members = await screen.findByRole('region', { name: /Customers in this segment/ });
    expect(await within(members).findByText('Cora')).toBeInTheDocument();
    expect(members).toHaveTextContent('2 customers');

    // Export CSV downloads every customer of the segment.
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:segment';
    });
    URL.revokeObjectURL = vi.fn();
    await user.click(within(members).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(await files[0]?.text()).toContain('Ana,2');
  });

  it('builds a tags rule with the tag picker: a suggested tag and a typed one, in words on the list', async () => {
    const user = userEvent.setup();
    const tagged = (ids: string[]) => ({ field: 'TAGS' as const, op: 'ANY_OF' as const, ids });
    renderView(
      [
        segmentsMock([]),
        previewMock([DEFAULT_RULE], 4, ['Ana', 'Ben', 'Cora', 'Dina']),
        customerTagsMock([
          { tag: 'vip', count: 3 },
          { tag: 'suki', count: 1 },
        ]),
        previewRefusedMock([tagged([])], 'rules.0', 'Choose at least one tag'),
        previewMock([tagged(['vip'])], 1, ['Ana']),
        previewMock([tagged(['vip', 'pasay branch'])], 2, ['Ana', 'Ben']),
      ],
      `${BASE}?segment=new`,
    );
    const preview = await screen.findByRole('region', { name: 'Matching now' });
    expect(await within(preview).findByText('4 customers')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Rule 1' }));
    await user.click(await screen.findByRole('option', { name: 'Tagged' }));
    expect(await within(preview).findByText('Rule 1: Choose at least one tag')).toBeInTheDocument();

    const picker = screen.getByRole('combobox', { name: 'Rule 1 tags' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'vip (3)' }));
    expect(await within(preview).findByText('1 customer')).toBeInTheDocument();
    // A typed tag is kept as the server keeps it: lowercase, single spaces.
    await user.type(picker, '  Pasay   Branch {Enter}');
    expect(await within(preview).findByText('2 customers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'pasay branch' })).toBeInTheDocument();
  });

  it('lets a store manager look at segments and try rules, but not create, save or delete one', async () => {
    renderView([
      appSetupMock({ myRole: 'store_manager' }),
      segmentsMock([LAPSED]),
      previewMock(
        LAPSED.rules.map(({ field, op, value }) => ({ field, op, value })),
        2,
        ['Ana', 'Cora'],
      ),
    ]);
    const lapsed = await screen.findByRole('listitem', { name: 'Lapsed regulars' });
    await waitFor(() =>
      expect(
        within(lapsed).queryByRole('button', { name: 'Delete Lapsed regulars' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'New segment' })).not.toBeInTheDocument();
    await userEvent.click(within(lapsed).getByRole('button', { name: 'Open Lapsed regulars' }));
    expect(
      await screen.findByText(
        'Only the store owner and admins can change segments. Try rules here to see who matches.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('tells a store manager without segments who can create them', async () => {
    renderView([appSetupMock({ myRole: 'store_manager' }), segmentsMock([])]);
    expect(await screen.findByText("The store's owner or an admin can create one.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create your first segment' })).not.toBeInTheDocument();
  });
});
