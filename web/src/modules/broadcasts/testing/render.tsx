import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import { renderScreen } from '../../apps/testing/render';
import BroadcastsView from '../views/BroadcastsView';

const BASE = '/apps/ecommerce-b2c/app-1/broadcast';

/** The ecommerce bundle's Broadcast screen at `search` (?broadcast=new, ?broadcast=<uuid>). */
export const renderBroadcasts = (mocks: Parameters<typeof renderScreen>[1]['mocks'], search = '') =>
  renderScreen(
    <ScreenInfoContext.Provider value={{ name: 'ecommerce-broadcast', title: 'Broadcast', pattern: '' }}>
      <BroadcastsView />
    </ScreenInfoContext.Provider>,
    { mocks, path: `${BASE}${search}`, pattern: '/apps/:key/:appUUID/broadcast' },
  );
