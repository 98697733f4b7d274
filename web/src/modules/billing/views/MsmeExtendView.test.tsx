import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { AppMsmeExtendMutation } from '../graphql/plans';
import { plansMock, usage } from '../testing/plans';
import MsmeExtendView from './MsmeExtendView';

const enrolled = usage({
  msmeStartAt: '2027-04-19T16:00:00.000Z',
  msmeEndAt: '2027-07-18T16:00:00.000Z',
  eligibleMsmeExtension: true,
});

const open = (mocks: Parameters<typeof renderScreen>[1]['mocks']) =>
  renderScreen(<MsmeExtendView />, {
    path: `${APP_BASE}/enterprise-plan/msme-extend`,
    pattern: '/apps/:key/:appUUID/*',
    cache: createCache(),
    mocks,
  });

describe('MsmeExtendView', () => {
  it('extends an open window by 90 days, once', async () => {
    const user = userEvent.setup();
    const extended = schemaChecked({
      request: { query: AppMsmeExtendMutation, variables: { appUuid: APP_UUID } },
      result: {
        data: {
          appMsmeExtend: {
            ...enrolled,
            msmeEndAt: '2027-10-16T16:00:00.000Z',
            msmeExtended: true,
            eligibleMsmeExtension: false,
          },
        },
      },
    });
    open([plansMock(enrolled), extended]);
    expect(await screen.findByText('Your window: 2027-04-20 to 2027-07-18')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Extend by 90 days' }));
    expect(await screen.findByText('Your MSME programme window was extended by 90 days')).toBeInTheDocument();
    expect(await screen.findByText('Your window: 2027-04-20 to 2027-10-16')).toBeInTheDocument();
    expect(screen.getByText('Your MSME programme window was already extended once.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend by 90 days' })).toBeNull();
  });

  it("shows the server's refusal in plain words", async () => {
    const user = userEvent.setup();
    open([
      plansMock(enrolled),
      {
        request: { query: AppMsmeExtendMutation, variables: { appUuid: APP_UUID } },
        result: {
          errors: [new GraphQLError('Your MSME programme window has ended and can no longer be extended')],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Extend by 90 days' }));
    expect(
      await screen.findByText('Your MSME programme window has ended and can no longer be extended'),
    ).toBeInTheDocument();
  });

  it('says so when the store is not in the programme, with the way back to Subscription Plans', async () => {
    open([plansMock()]);
    expect(await screen.findByText('Your store is not in the MSME programme.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Subscription Plans' })).toHaveAttribute(
      'href',
      `${APP_BASE}/billing/plans`,
    );
  });
});
