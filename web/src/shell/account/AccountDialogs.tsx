import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../app/session/SessionContext';
import { deferProfile, needsProfileCompletion, profileLater, showsAccountPrompts } from './profileCompletion';
import { UnverifiedEmailBanner } from './UnverifiedEmailBanner';

// The dialog carries the date picker: it loads only for a user who must complete the profile.
const CompleteProfileDialog = lazy(() => import('./CompleteProfileDialog'));

/**
 * The signed-in user's account prompts: the unverified business-email banner (under the top bar)
 * and the Complete user profile dialog (document 1 §2, §4), asked until the user answers Later, in
 * the signed-in console only.
 */
export default function AccountDialogs() {
  const { signedIn, me } = useSession();
  const { pathname } = useLocation();
  const [later, setLater] = useState<string | null>(null);
  if (!signedIn || me === null || !showsAccountPrompts(pathname)) return null;
  const deferred = later === me.uuid || profileLater.deferred(me.uuid);
  return (
    <>
      <UnverifiedEmailBanner key={me.uuid} userUuid={me.uuid} />
      {needsProfileCompletion(me, pathname) && !deferred ? (
        <Suspense fallback={null}>
          <CompleteProfileDialog
            user={me}
            onLater={() => {
              deferProfile(me.uuid);
              setLater(me.uuid);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
