import { useParams } from 'react-router';
import { SignInPage } from './SignInPage';

/** /login/:userType/:clevertapId? — sign-in, ?mode=signup (client) and ?mode=forgot (document 2 §2.1). */
export default function LoginView() {
  const { userType = 'client' } = useParams();
  return <SignInPage key={userType} userType={userType} />;
}
