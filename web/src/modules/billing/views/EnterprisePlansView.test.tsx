import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { AppPlanChangeMutation, EnterprisePlansQuery } from '../graphql/plans';
import { BRONZE, plansMock, previewMock, STARTER, usage } from '../testing/plans';
import EnterprisePlansView from './EnterprisePlansView';

const open = (mocks: Parameters<typeof renderScreen>[1]['mocks']) =>
  renderScreen(<EnterprisePlansView />, {
    path: `${APP_BASE}/billing/plans`,
    pattern: '/apps/:key/:appUUID/*',
    cache: createCache(),
    mocks,
  });

describe('EnterprisePlansView', () => {
  it("shows the store's plan with a bar per limit and the four plans side by side", async () => {
    open([plansMock()]);
    expect(await screen.findByRole('heading', { name: 'Your plan: Starter' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Products: 190 of 200' })).toHaveAttribute(
      'aria-valuenow',
      '95',
    );
    expect(
      screen.getByRole('progressbar', { name: 'AI suggested replies this month: 1,985 of 2,000' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Starter',
      'Bronze',
      'Silver',
      'Gold',
    ]);
    const starter = within(cards[0] as HTMLElement);
    expect(starter.getByText('Current plan')).toBeInTheDocument();
    expect(starter.queryByRole('button')).toBeNull();
    expect(within(cards[3] as HTMLElement).getByText('₱11,999.00 a month')).toBeInTheDocument();
    expect(within(cards[3] as HTMLElement).getAllByText('Unlimited')).not.toHaveLength(0);
  });

  it('confirms an upgrade with when it takes effect and the prorated period, then moves the store', async () => {
    const user = userEvent.setup();
    const changed = schemaChecked({
      request: { query: AppPlanChangeMutation, variables: { appUuid: APP_UUID, plan: 'pro_bronze' } },
      result: { data: { appPlanChange: usage({ enterprisePlan: BRONZE, remainingResponse: 3_015 }) } },
    });
    open([plansMock(), previewMock('pro_bronze'), changed]);
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Bronze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Bronze?' });
    expect(
      await within(dialog).findByText(
        'Your store moves to Bronze now (2027-03-25 10:00 am): its limits apply at once.',
      ),
    ).toBeInTheDocument();
    const lines = within(
      within(dialog).getByRole('list', { name: "This period's subscription" }),
    ).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Starter plan subscription, 10 of 31 days₱483.55',
      'Bronze plan subscription, 21 of 31 days₱2,031.58',
      'Subscription this period₱2,515.13',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade now' }));
    expect(await screen.findByText('Your store is now on the Bronze plan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Your plan: Bronze' })).toBeInTheDocument();
  });

  it('says why a downgrade is refused and cannot confirm it', async () => {
    const user = userEvent.setup();
    const refusal =
      "Your store is over the Starter plan's limits: 201 products (it allows 200). Remove what is over, then change plan.";
    open([
      plansMock(usage({ enterprisePlan: BRONZE, currentProducts: 201 })),
      previewMock('pro_starter', refusal),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Downgrade to Starter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Starter?' });
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Downgrade now' })).toBeDisabled();
    expect(STARTER.productLimit).toBe(200);
  });

  it('offers Retry when the plans cannot be loaded', async () => {
    const user = userEvent.setup();
    open([
      {
        request: { query: EnterprisePlansQuery, variables: { appUuid: APP_UUID } },
        result: { errors: [new GraphQLError('Something went wrong please try again later')] },
      },
      plansMock(),
    ]);
    expect(await screen.findByText('Something went wrong please try again later')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your plan: Starter' })).toBeInTheDocument();
  });

  it('says plainly when no plan is offered', async () => {
    open([plansMock(usage(), [])]);
    expect(
      await screen.findByText('No plans are offered right now. Please try again later.'),
    ).toBeInTheDocument();
  });
});
