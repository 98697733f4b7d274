/** The page-connection module: what other modules (the guided setup's step 2) embed. */
export {
  ConnectFacebookPage,
  type ConnectFacebookPageProps,
} from './components/ConnectFacebookPage/ConnectFacebookPage';
