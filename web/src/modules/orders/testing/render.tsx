import { renderScreen } from '../../apps/testing/render';
import OrdersView from '../views/OrdersView';
import { listOrder } from './fixtures';

/** The order the OrdersView tests find first in a list: 261121-7KQ2XM, pending. */
export const FIRST = listOrder({ uuid: 'o-1', transactionNumber: '261121-7KQ2XM' });
/** The order history's filters when none is set. */
export const HISTORY = { status: null };

/** OrdersView at `path` (under the app's routes), answering with `mocks`. */
export const renderOrders = (path: string, mocks: Parameters<typeof renderScreen>[1]['mocks']) =>
  renderScreen(<OrdersView />, { mocks, path, pattern: '/apps/:key/:appUUID/*' });
