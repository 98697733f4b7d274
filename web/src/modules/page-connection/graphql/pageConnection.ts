import { graphql } from '../../../generated';

/** The app's connected page, as the Connect/Disconnect screen and the guided setup show it. */
export const ConnectedPageQuery = graphql(`
  query ConnectedPage($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      myRole
      activePagePhotoUrl
      activePage {
        uuid
        fbPageId
        name
        photoUrl
        subscribed
        subscribeError
      }
    }
  }
`);

export const FacebookLoginUrlQuery = graphql(`
  query FacebookLoginUrl($appUuid: ID!, $returnPath: String!) {
    facebookLoginUrl(appUuid: $appUuid, returnPath: $returnPath)
  }
`);

export const FacebookLoginCompleteMutation = graphql(`
  mutation FacebookLoginComplete($input: FacebookLoginCompleteInput!) {
    facebookLoginComplete(input: $input) {
      uuid
      expiresAt
      pages {
        fbPageId
        name
        pictureUrl
        connectedElsewhere
      }
    }
  }
`);

export const FacebookPageConnectMutation = graphql(`
  mutation FacebookPageConnect($input: FacebookPageConnectInput!) {
    facebookPageConnect(input: $input) {
      uuid
      activePagePhotoUrl
      activePage {
        uuid
        fbPageId
        name
        photoUrl
        subscribed
        subscribeError
      }
    }
  }
`);

export const FacebookPageDisconnectMutation = graphql(`
  mutation FacebookPageDisconnect($input: FacebookPageDisconnectInput!) {
    facebookPageDisconnect(input: $input) {
      uuid
      activePagePhotoUrl
      activePage {
        uuid
      }
    }
  }
`);

export const UpdatePageImageQuery = graphql(`
  query UpdatePageImage($appUuid: ID!) {
    updatePageImage(appUuid: $appUuid) {
      uuid
      photoUrl
    }
  }
`);

export const PersistentMenuFieldsFragment = graphql(`
  fragment PersistentMenuFields on PersistentMenuSettings {
    appUuid
    status
    error
    needsPrimaryApp
    items {
      uuid
      title
      category
      url
      webHeight
    }
  }
`);

export const PersistentMenuQuery = graphql(`
  query PersistentMenu($appUuid: ID!) {
    persistentMenu(appUuid: $appUuid) {
      ...PersistentMenuFields
    }
  }
`);

export const PersistentMenuSaveMutation = graphql(`
  mutation PersistentMenuSave($input: PersistentMenuSaveInput!) {
    persistentMenuSave(input: $input) {
      ...PersistentMenuFields
    }
  }
`);
