import type { ScreenMap } from '../../app/screens/types';
import { ANNOUNCEMENT_ROUTES } from './routes.names';

export const announcementsScreens: ScreenMap = {
  [ANNOUNCEMENT_ROUTES.list]: () => import('./views/AnnouncementsView'),
  [ANNOUNCEMENT_ROUTES.create]: () =>
    import('./views/AnnouncementFormView').then((m) => ({ default: m.AnnouncementCreateView })),
  [ANNOUNCEMENT_ROUTES.edit]: () =>
    import('./views/AnnouncementFormView').then((m) => ({ default: m.AnnouncementEditView })),
};
