import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import type { CommentReplyRuleFieldsFragment } from '../../../generated/graphql';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import {
  CommentReplyLogQuery,
  CommentReplyRuleCreateMutation,
  CommentReplyRuleQuery,
  CommentReplyRuleSetActiveMutation,
  CommentReplyRulesQuery,
  CommentReplyTryQuery,
} from '../graphql/commentReplies';
import CommentRepliesView from './CommentRepliesView';
import { CommentReplyCreateView, CommentReplyEditView } from './CommentReplyFormView';

type Rule = CommentReplyRuleFieldsFragment & { __typename: 'CommentReplyRule' };
const PRICE: Rule = {
  __typename: 'CommentReplyRule',
  uuid: 'rule-1',
  name: 'Price questions',
  postId: null,
  keywords: ['magkano', 'how much'],
  publicReply: 'Check your inbox!',
  privateReply: 'Hi! It is ₱250.',
  buttonTitle: 'Shop now',
  buttonTarget: 'STORE',
  buttonProduct: null,
  buttonUrl: 'http://localhost/store/app-1?ref=cr-1',
  active: true,
};

const rulesMock = (rules: Rule[]): MockLink.MockedResponse => ({
  request: { query: CommentReplyRulesQuery, variables: { appUuid: APP_UUID } },
  result: { data: { commentReplyRules: rules } },
});
const logMock = (
  entries: Record<string, unknown>[],
  hasNextPage = false,
  after: string | null = null,
): MockLink.MockedResponse => ({
  request: { query: CommentReplyLogQuery, variables: { appUuid: APP_UUID, first: 10, after } },
  result: {
    data: {
      commentReplyLog: {
        __typename: 'CommentReplyLogConnection',
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'c1' : null },
        edges: entries.map((node) => ({ __typename: 'CommentReplyLogEdge', node })),
      },
    },
  },
});
const entry = (uuid: string, message: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'CommentReplyLogEntry',
  uuid,
  commentId: `post_${uuid}`,
  postId: '104_777',
  fromName: 'Liza Reyes',
  message,
  ruleName: 'Price questions',
  commentedAt: '2026-11-26T04:00:00.000Z',
  publicReply: 'Check your inbox!',
  publicStatus: 'SENT',
  publicStatusLabel: 'Sent',
  publicError: null,
  privateReply: 'Hi! It is ₱250.',
  privateStatus: 'SENT',
  privateStatusLabel: 'Sent',
  privateError: null,
  ...extra,
});
const tryMock = (message: string, rule: Rule | null): MockLink.MockedResponse => ({
  request: { query: CommentReplyTryQuery, variables: { appUuid: APP_UUID, postId: null, message } },
  result: {
    data: {
      commentReplyTry: {
        __typename: 'CommentReplyTry',
        rule: rule ? { __typename: 'CommentReplyRule', uuid: rule.uuid, name: rule.name } : null,
        publicReply: rule?.publicReply ?? null,
        privateReply: rule?.privateReply ?? null,
        button: rule ? { __typename: 'CommentReplyButton', title: 'Shop now', url: rule.buttonUrl } : null,
      },
    },
  },
});

const LIST = `${APP_BASE}/affiliate-automation`;
const info = { name: 'ecommerce-affiliate-automation', title: 'Comment Auto-Reply', pattern: '' };
const renderList = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(
    <ScreenInfoContext.Provider value={info}>
      <CommentRepliesView />
    </ScreenInfoContext.Provider>,
    { mocks, path: LIST, pattern: '/apps/:key/:appUUID/affiliate-automation' },
  );

describe('CommentRepliesView', () => {
  it('lists the rules with on/off and turns one off', async () => {
    const user = userEvent.setup();
    renderList([
      rulesMock([PRICE]),
      logMock([]),
      {
        request: {
          query: CommentReplyRuleSetActiveMutation,
          variables: { appUuid: APP_UUID, uuid: PRICE.uuid, active: false },
        },
        result: {
          data: {
            commentReplyRuleSetActive: { __typename: 'CommentReplyRule', uuid: PRICE.uuid, active: false },
          },
        },
      },
      rulesMock([{ ...PRICE, active: false }]),
    ]);
    const row = await screen.findByRole('listitem', { name: 'Price questions' });
    expect(row).toHaveTextContent('Every post · comments with “magkano”, “how much”');
    expect(row).toHaveTextContent('Answers with a public reply + private message');
    expect(await screen.findByText(/No comments answered yet/)).toBeInTheDocument();
    await user.click(within(row).getByRole('switch', { name: 'Price questions on' }));
    expect(await screen.findByText('Price questions is off')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).getByText('Off', { selector: '.MuiChip-label' })).toBeInTheDocument(),
    );
  });

  it('invites a store without rules to create one, and shows a failed load with Retry', async () => {
    renderList([
      {
        request: { query: CommentReplyRulesQuery, variables: { appUuid: APP_UUID } },
        error: new Error('offline'),
      },
      logMock([]),
      rulesMock([]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Create your first rule' })).toHaveAttribute(
      'href',
      `${LIST}/create`,
    );
  });

  it("pages the log of answered comments, with Meta's refusal in words", async () => {
    const user = userEvent.setup();
    renderList([
      rulesMock([PRICE]),
      logMock([entry('a', 'Magkano po?')], true),
      logMock(
        [
          entry('b', 'how much', {
            publicStatus: 'FAILED',
            publicStatusLabel: 'Not sent',
            publicError: 'the comment no longer exists on Facebook (deleted or hidden)',
            privateStatus: 'NONE',
          }),
        ],
        false,
        'c1',
      ),
    ]);
    const log = await screen.findByRole('list', { name: 'Answered comments' });
    expect(log).toHaveTextContent('Liza Reyes commented “Magkano po?”');
    expect(log).toHaveTextContent('Public: Sent');
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(
      await screen.findByText('the comment no longer exists on Facebook (deleted or hidden)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Private:/)).not.toBeInTheDocument();
  });
});

describe('CommentReplyFormView', () => {
  it('refuses a rule without a reply at its field, then shows the server refusal at its field', async () => {
    const user = userEvent.setup();
    const input = {
      name: 'Sale post',
      post: 'https://www.facebook.com/x/posts/pfbid0abc',
      keywords: [],
      publicReply: 'Salamat!',
      privateReply: null,
      buttonTitle: null,
      buttonTarget: null,
      buttonProductUuid: null,
      active: true,
    };
    const refusal = "This link doesn't show the post's number";
    renderScreen(<CommentReplyCreateView />, {
      mocks: [
        {
          request: { query: CommentReplyRuleCreateMutation, variables: { appUuid: APP_UUID, input } },
          result: {
            errors: [
              new GraphQLError(refusal, {
                extensions: { code: 'BAD_USER_INPUT', fields: { post: refusal } },
              }),
            ],
          },
        },
      ],
      path: `${LIST}/create`,
      pattern: '/apps/:key/:appUUID/affiliate-automation/create',
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sale post');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Write a public reply, a private reply, or both')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Public reply' }), 'Salamat!');
    await user.type(screen.getByRole('textbox', { name: 'Post (optional)' }), input.post);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Post (optional)' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('tries comments beside the form: the rule that answers and its replies, or none', async () => {
    const user = userEvent.setup();
    renderScreen(<CommentReplyEditView />, {
      mocks: [
        {
          request: { query: CommentReplyRuleQuery, variables: { appUuid: APP_UUID, uuid: PRICE.uuid } },
          result: { data: { commentReplyRule: PRICE } },
        },
        tryMock('Magkano po?', PRICE),
        tryMock('Ang ganda!', null),
      ],
      path: `${LIST}/${PRICE.uuid}/edit`,
      pattern: '/apps/:key/:appUUID/affiliate-automation/:uuid/edit',
    });
    expect(await screen.findByDisplayValue('Price questions')).toBeInTheDocument();
    const comment = screen.getByRole('textbox', { name: 'A customer comments: …' });
    await user.type(comment, 'Magkano po?');
    await user.click(screen.getByRole('button', { name: 'Try' }));
    const answer = await screen.findByRole('status', { name: 'Answer' });
    await waitFor(() => expect(answer).toHaveTextContent('Price questions answers:'));
    expect(answer).toHaveTextContent('Check your inbox!');
    expect(answer).toHaveTextContent('Hi! It is ₱250.');
    expect(within(answer).getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', PRICE.buttonUrl);
    await user.clear(comment);
    await user.type(comment, 'Ang ganda!');
    await user.click(screen.getByRole('button', { name: 'Try' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent(
        'No rule answers this comment',
      ),
    );
  });
});
