import type { ScreenMap } from '../../app/screens/types';
import { COMMENT_REPLY_ROUTES } from './routes.names';

const list = () => import('./views/CommentRepliesView');
const create = () =>
  import('./views/CommentReplyFormView').then((m) => ({ default: m.CommentReplyCreateView }));
const edit = () => import('./views/CommentReplyFormView').then((m) => ({ default: m.CommentReplyEditView }));

/** Comment Auto-Reply (issue 21): the same screens for every bundle that has the routes. */
export const commentRepliesScreens: ScreenMap = Object.fromEntries(
  COMMENT_REPLY_ROUTES.flatMap((r) => [
    [r.list, list],
    [r.create, create],
    [r.edit, edit],
  ]),
);
