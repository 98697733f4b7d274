import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import { renderScreen } from '../../apps/testing/render';
import BroadcastsView from '../views/BroadcastsView';

const BASE = '/apps/ecommerce-b2c/app-1/broadcast';

/**
 * The ecommerce bundle's Broadcast screen at `search` (?broadcast=new, ?broadcast=<uuid>), with the
 * router state a link left (an announcement's Broadcast).
 */
export const renderBroadcasts = (
  mocks: Parameters<typeof renderScreen>[1]['mocks'],
  search = '',
  state: unknown = null,
) =>
  renderScreen(
    <ScreenInfoContext.Provider value={{ name: 'ecommerce-broadcast', title: 'Broadcast', pattern: '' }}>
      <BroadcastsView />
    </ScreenInfoContext.Provider>,
    { mocks, path: { pathname: BASE, search, state }, pattern: '/apps/:key/:appUUID/broadcast' },
  );
