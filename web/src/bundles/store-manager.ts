/** Store manager (document 2 §2.3 "Store manager"). Billing is never shown here (document 1 §6). */
import { commonRoutes } from './common';
import { defineBundle } from './define';
import { chatbotGroup, settingsGroup } from './menu-parts';
import { storeManagerAnalytics, storeManagerEntries, storeManagerRoutes } from './store-routes';

export const storeManager = defineBundle({
  key: 'store-manager',
  serviceBundles: ['store-management'],
  label: 'Store Manager',
  dashboard: 'store-manager-overview',
  routes: [...storeManagerRoutes('store-manager'), ...commonRoutes()],
  menu: [
    { title: 'Store', entries: storeManagerEntries('store-manager') },
    chatbotGroup,
    settingsGroup('standard'),
  ],
  analytics: storeManagerAnalytics('store-manager'),
});
