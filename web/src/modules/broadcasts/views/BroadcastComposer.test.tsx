import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  previewMock,
  REGULARS,
  createMock as segmentCreateMock,
  segmentsMock,
} from '../../segments/testing/fixtures';
import { broadcastStartState } from '../broadcastStart';
import {
  broadcast,
  createMock,
  listMock,
  oneMock,
  planMock,
  recipientsMock,
  sendMock,
  storeButton,
} from '../testing/fixtures';
import { renderBroadcasts } from '../testing/render';

/** Types by pasting: the text as typed, quicker than key by key. */
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const MESSAGE = 'Hi! 10% off everything until Sunday.';
const input = (title: string) => ({
  name: 'Payday sale',
  message: MESSAGE,
  imageUrl: null,
  buttons: [{ title, target: 'STORE' as const, productUuid: null }],
  segmentUuid: null,
});

describe('the broadcast composer', () => {
  it('shows who the chosen audience reaches under the 24-hour window, and counts again when it changes', async () => {
    const user = userEvent.setup();
    renderBroadcasts(
      [
        segmentsMock([REGULARS]),
        planMock(null),
        planMock(REGULARS.uuid, { inWindow: 1, leavingSoon: 0, outOfWindow: 4, notOnMessenger: 2 }),
      ],
      '?broadcast=new',
    );
    const plan = await screen.findByRole('region', { name: 'Who it reaches now' });
    expect(plan).toHaveTextContent('Every customer on Messenger');
    expect(await within(plan).findByRole('listitem', { name: 'Reachable now: 5' })).toBeInTheDocument();
    expect(
      within(plan).getByRole('listitem', { name: 'Leaving the window within 4 hours: 2' }),
    ).toHaveTextContent('send sooner');
    expect(within(plan).getByRole('listitem', { name: 'Outside the 24-hour window: 3' })).toHaveTextContent(
      'Not sent to',
    );
    expect(within(plan).getByRole('listitem', { name: 'Not on Messenger: 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Audience' }));
    await user.click(await screen.findByRole('option', { name: 'Regulars' }));
    expect(await within(plan).findByRole('listitem', { name: 'Reachable now: 1' })).toBeInTheDocument();
    expect(plan).toHaveTextContent('Regulars');
    expect(within(plan).getByRole('listitem', { name: 'Outside the 24-hour window: 4' })).toBeInTheDocument();
  });

  it('shows who outside the window gets a paid marketing message, and sends to them when nobody is inside it', async () => {
    const user = userEvent.setup();
    const marketing = {
      inWindow: 0,
      leavingSoon: 0,
      outOfWindow: 2,
      marketingMessages: 3,
      marketingMessagesAvailable: true,
      notOnMessenger: 0,
    };
    renderBroadcasts(
      [
        segmentsMock([]),
        planMock(null, marketing),
        createMock(input('Shop now'), broadcast({ buttons: [storeButton('Shop now')] })),
      ],
      '?broadcast=new',
    );
    const plan = await screen.findByRole('region', { name: 'Who it reaches now' });
    const line = await within(plan).findByRole('listitem', {
      name: 'Outside the window, opted in to marketing messages: 3',
    });
    expect(line).toHaveTextContent('Sent as a marketing message: Meta charges your page for each one');
    expect(within(plan).getByRole('listitem', { name: 'Outside the 24-hour window: 2' })).toHaveTextContent(
      'Not sent to',
    );

    const form = screen.getByRole('form', { name: 'New broadcast' });
    await fill(user, within(form).getByRole('textbox', { name: 'Broadcast name' }), 'Payday sale');
    await fill(user, within(form).getByRole('textbox', { name: 'Message' }), MESSAGE);
    await user.click(within(form).getByRole('button', { name: 'Add button' }));
    await fill(user, within(form).getByRole('textbox', { name: 'Button 1 label' }), 'Shop now');
    await user.click(within(form).getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 3 customers now?' });
    expect(dialog).toHaveTextContent(
      '3 customers outside the window get it as a marketing message, which Meta charges your page for.',
    );
  });

  it('shows no marketing messages line where the page has none (or the store has them off)', async () => {
    renderBroadcasts([segmentsMock([]), planMock(null)], '?broadcast=new');
    const plan = await screen.findByRole('region', { name: 'Who it reaches now' });
    expect(await within(plan).findByRole('listitem', { name: 'Reachable now: 5' })).toBeInTheDocument();
    expect(plan).not.toHaveTextContent('marketing message');
  });

  it('builds a new segment in the segments editor from the audience, and chooses it', async () => {
    const user = userEvent.setup();
    const rules = [{ field: 'LAST_ORDER' as const, op: 'WITHIN_DAYS' as const, value: 30 }];
    const made = { ...REGULARS, name: 'Ordered this month' };
    renderBroadcasts(
      [
        segmentsMock([]),
        planMock(null),
        previewMock(rules, 2, ['Ana', 'Ben']),
        segmentCreateMock({ name: 'Ordered this month', rules }, made),
        segmentsMock([made]),
        planMock(made.uuid, { inWindow: 2, leavingSoon: 0, outOfWindow: 0, notOnMessenger: 0 }),
      ],
      '?broadcast=new',
    );
    const form = await screen.findByRole('form', { name: 'New broadcast' });
    await user.click(within(form).getByRole('combobox', { name: 'Audience' }));
    await user.click(await screen.findByRole('option', { name: 'New segment…' }));
    const editor = within(await screen.findByRole('dialog', { name: 'New segment' }));
    await fill(user, editor.getByRole('textbox', { name: 'Segment name' }), 'Ordered this month');
    await user.click(editor.getByRole('button', { name: 'Save segment' }));

    expect(await within(form).findByRole('combobox', { name: 'Audience' })).toHaveTextContent(
      'Ordered this month',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Who it reaches now' });
    expect(await within(plan).findByRole('listitem', { name: 'Reachable now: 2' })).toBeInTheDocument();
    // Saving the segment saved nothing else: no draft, no refusal.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says to connect the page first when none is connected, and does not offer to send', async () => {
    renderBroadcasts(
      [
        segmentsMock([]),
        planMock(null, { pageConnected: false, inWindow: 0, leavingSoon: 0, outOfWindow: 0 }),
      ],
      '?broadcast=new',
    );
    const plan = await screen.findByRole('region', { name: 'Who it reaches now' });
    expect(await within(plan).findByText(/Connect your Facebook page first/)).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Connect your page' })).toHaveAttribute(
      'href',
      '/apps/ecommerce-b2c/app-1/settings/page-subscription/facebook',
    );
    expect(screen.getByRole('button', { name: 'Send…' })).toBeDisabled();
  });

  it('composes a message with a button, previews it, asks before sending to whom, and shows the results', async () => {
    const user = userEvent.setup();
    const sending = broadcast({
      buttons: [storeButton('Shop now')],
      status: 'SENDING',
      statusLabel: 'Sending',
      queuedCount: 5,
      outOfWindowCount: 3,
      notOnMessengerCount: 1,
      startedAt: '2026-11-26T04:00:00.000Z',
      results: { ...broadcast().results, queued: 5 },
    });
    const sent = broadcast({
      ...sending,
      status: 'SENT',
      statusLabel: 'Sent',
      finishedAt: '2026-11-26T04:00:05.000Z',
      results: { ...sending.results, queued: 0, sent: 5, delivered: 4, read: 2 },
    });
    renderBroadcasts(
      [
        listMock([]),
        segmentsMock([]),
        planMock(null),
        createMock(input('Shop now'), broadcast({ buttons: [storeButton('Shop now')] })),
        sendMock(sending),
        oneMock(sent, Number.POSITIVE_INFINITY),
        recipientsMock([{ name: 'Ana' }, { name: 'Ben' }]),
      ],
      '?broadcast=new',
    );
    const form = await screen.findByRole('form', { name: 'New broadcast' });
    await fill(user, within(form).getByRole('textbox', { name: 'Broadcast name' }), 'Payday sale');
    await fill(user, within(form).getByRole('textbox', { name: 'Message' }), MESSAGE);
    expect(form).toHaveTextContent(`${MESSAGE.length} / 640 characters`);
    await user.click(within(form).getByRole('button', { name: 'Add button' }));
    await fill(user, within(form).getByRole('textbox', { name: 'Button 1 label' }), 'Shop now');
    expect(within(form).getByRole('combobox', { name: 'Button 1 opens' })).toHaveTextContent('Your store');
    const preview = screen.getByRole('region', { name: 'Preview on Messenger' });
    expect(preview).toHaveTextContent(MESSAGE);
    expect(within(preview).getByRole('list', { name: 'Buttons in the message' })).toHaveTextContent(
      'Shop now',
    );

    await user.click(within(form).getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 5 customers now?' });
    expect(dialog).toHaveTextContent(
      'Not sent to: 3 customers outside the 24-hour window and 1 customer not on Messenger.',
    );
    expect(dialog).toHaveTextContent('2 customers leave the window within 4 hours.');
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    // Sending: it reads the broadcast again every 2 s until it is sent, and the receipts come in.
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(screen.getByRole('progressbar', { name: 'Sending progress' })).toBeInTheDocument();
    expect(
      await within(results).findByRole('listitem', { name: 'Delivered: 4' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Sending progress' })).not.toBeInTheDocument();
    expect(within(results).getByRole('listitem', { name: 'Sent: 5' })).toBeInTheDocument();
    expect(within(results).getByRole('listitem', { name: 'Read: 2' })).toBeInTheDocument();
    expect(
      within(results).getByRole('listitem', { name: 'Outside the window at send time: 3' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Ana' })).toHaveTextContent('Sent');
    expect(screen.getByRole('region', { name: 'The message as sent' })).toHaveTextContent('Shop now');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows the server's refusal at the button it names, and keeps everything typed", async () => {
    const user = userEvent.setup();
    const long = 'Shop at our store now!';
    renderBroadcasts(
      [
        segmentsMock([]),
        planMock(null),
        createMock(input(long), {
          field: 'buttons.0',
          message: 'Button label should not exceed 20 characters',
        }),
      ],
      '?broadcast=new',
    );
    const form = await screen.findByRole('form', { name: 'New broadcast' });
    await fill(user, within(form).getByRole('textbox', { name: 'Broadcast name' }), 'Payday sale');
    await fill(user, within(form).getByRole('textbox', { name: 'Message' }), MESSAGE);
    await user.click(within(form).getByRole('button', { name: 'Add button' }));
    await fill(user, within(form).getByRole('textbox', { name: 'Button 1 label' }), long);
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));

    const label = within(form).getByRole('textbox', { name: 'Button 1 label' });
    expect(await within(form).findByText('Button label should not exceed 20 characters')).toBeInTheDocument();
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(label).toHaveValue(long);
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue(MESSAGE);
    expect(within(form).getByRole('textbox', { name: 'Broadcast name' })).toHaveValue('Payday sale');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts from a store announcement: its message, and a button to its product', async () => {
    renderBroadcasts(
      [segmentsMock([REGULARS]), planMock(null)],
      '?broadcast=new',
      broadcastStartState({
        name: 'Announcement: Ube Jam is back!',
        message: 'Ube Jam is back!',
        product: { uuid: 'p-ube', name: 'Ube Jam' },
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('Ube Jam is back!');
    expect(screen.getByRole('textbox', { name: 'Button 1 label' })).toHaveValue('View product');
    const preview = screen.getByRole('region', { name: 'Preview on Messenger' });
    expect(preview).toHaveTextContent('Ube Jam is back!');
    expect(preview).toHaveTextContent('View product');
  });
});
