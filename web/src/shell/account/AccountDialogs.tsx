import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../app/session/SessionContext';
import { needsProfileCompletion, showsAccountPrompts } from './profileCompletion';
import { UnverifiedEmailBanner } from './UnverifiedEmailBanner';

// The dialog carries the date picker: it loads only for a user who must complete the profile.
const CompleteProfileDialog = lazy(() => import('./CompleteProfileDialog'));

/**
 * The signed-in user's account prompts: the unverified business-email banner (under the top bar)
 * and the persistent Complete user profile dialog (document 1 §2, §4), in the signed-in console only.
 */
export default function AccountDialogs() {
  const { signedIn, me } = useSession();
  const { pathname } = useLocation();
  if (!signedIn || me === null || !showsAccountPrompts(pathname)) return null;
  return (
    <>
      <UnverifiedEmailBanner key={me.uuid} userUuid={me.uuid} />
      {needsProfileCompletion(me, pathname) ? (
        <Suspense fallback={null}>
          <CompleteProfileDialog user={me} />
        </Suspense>
      ) : null}
    </>
  );
}
