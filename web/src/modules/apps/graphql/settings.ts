import { graphql } from '../../../generated';

/** The saved merchant categories and description, as the form reads and writes them. */
export const AppCategoryDescriptionFieldsFragment = graphql(`
  fragment AppCategoryDescriptionFields on AppCategoryDescription {
    appUuid
    businessDescription
    categoryTree {
      primaryCategory
      selected
      secondaryCategories
    }
  }
`);

/**
 * What the app's setup prompts and In-App Store Settings read. Its own query (not FetchAppByUuid)
 * so the shell's title and menus never wait on it; the cache merges both by App uuid.
 */
export const AppSetupQuery = graphql(`
  query AppSetup($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      name
      myRole
      supportEmailList
      supportContactNumber
      businessDescription
      categoryTree {
        primaryCategory
        selected
        secondaryCategories
      }
    }
  }
`);

export const FetchUnverifiedSupportEmailsQuery = graphql(`
  query FetchUnverifiedSupportEmails($appUuid: ID!) {
    fetchUnverifiedSupportEmails(appUuid: $appUuid)
  }
`);

export const FetchUnverifiedNotificationEmailsQuery = graphql(`
  query FetchUnverifiedNotificationEmails($appUuid: ID!) {
    fetchUnverifiedNotificationEmails(appUuid: $appUuid)
  }
`);

export const AppResendVerificationEmailMutation = graphql(`
  mutation AppResendVerificationEmail($appUuid: ID!, $supportEmail: String!) {
    appResendVerificationEmail(appUuid: $appUuid, supportEmail: $supportEmail) {
      uuid
    }
  }
`);

export const UpdateSupportDetailsMutation = graphql(`
  mutation UpdateSupportDetails($input: UpdateSupportDetailsInput!) {
    updateSupportDetails(input: $input) {
      supportEmailList
      supportContactNumber
    }
  }
`);

/** The fixed merchant category catalogue (document 1 §3); the same for every app. */
export const CategoryCatalogueQuery = graphql(`
  query CategoryCatalogue {
    categoryCatalogue {
      name
      secondaryOptions
    }
  }
`);

export const AppCategoryDescriptionUpdateMutation = graphql(`
  mutation AppCategoryDescriptionUpdate($input: AppCategoryDescriptionInput!) {
    appCategoryDescriptionUpdate(input: $input) {
      ...AppCategoryDescriptionFields
    }
  }
`);

/** /email-recipient-confirmation/{token} and /support-email-recipient-confirmation/{token}. */
export const EmailRecipientConfirmMutation = graphql(`
  mutation EmailRecipientConfirm($input: EmailConfirmInput!) {
    emailRecipientConfirm(input: $input) {
      email
      appName
    }
  }
`);

/** The app's saved categories and description, fresh, for the Merchant Category form. */
export const AppCategoryDescriptionQuery = graphql(`
  query AppCategoryDescription($appUuid: ID!) {
    appCategoryDescription(appUuid: $appUuid) {
      ...AppCategoryDescriptionFields
    }
  }
`);

/** The Monday business-promotion reminder: on unless the team turned it off (document 3 §9). */
export const BusinessPromotionReminderQuery = graphql(`
  query BusinessPromotionReminder($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      myRole
      businessPromotionReminder
    }
  }
`);

export const UpdateBusinessPromotionReminderMutation = graphql(`
  mutation UpdateBusinessPromotionReminder($appUuid: ID!, $businessPromotionReminder: Boolean!) {
    updateBusinessPromotionReminder(appUuid: $appUuid, businessPromotionReminder: $businessPromotionReminder) {
      uuid
      businessPromotionReminder
    }
  }
`);
