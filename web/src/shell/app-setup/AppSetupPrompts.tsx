import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../app/session/SessionContext';
import { needsProfileCompletion, useProfileDialogOpen } from '../account/profileCompletion';
import { useCurrentApp } from '../CurrentApp';
import { isGuidedSetupPath } from './rules';

const AppSetupPromptsContent = lazy(() => import('./AppSetupPromptsContent'));

/**
 * Mounted once by the shell: inside a signed-in app (never in guided setup), the unverified email
 * banners and the Merchant Category form prompt. Loaded on its own, off the sign-in page's path.
 */
export function AppSetupPrompts() {
  const { pathname } = useLocation();
  const { signedIn, me } = useSession();
  const current = useCurrentApp();
  const profileOpen = useProfileDialogOpen(me, pathname);
  if (!signedIn || current === null || current.app === null || isGuidedSetupPath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <AppSetupPromptsContent
        key={current.appUUID}
        appUuid={current.appUUID}
        bundle={current.bundle}
        memberRole={current.app.myRole}
        profileDue={needsProfileCompletion(me, pathname)}
        profileOpen={profileOpen}
      />
    </Suspense>
  );
}
