import { SignInPage } from './SignInPage';

/** /store-manager/signin — the sign-in form for store managers (?mode=forgot for a reset link). */
export default function StoreManagerSignInView() {
  return <SignInPage userType="store_manager" />;
}
