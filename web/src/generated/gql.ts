/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  subscription Live($appUuid: ID!, $after: String) {\n    notificationCreate(appUuid: $appUuid, after: $after) {\n      uuid\n    }\n  }\n": typeof types.LiveDocument,
    "\n      subscription P($uuid: ID!) {\n        productImportProgress(uuid: $uuid) {\n          processed\n        }\n      }\n    ": typeof types.PDocument,
    "\n  fragment PsgcPlaceFields on PsgcPlace {\n    code\n    name\n    level\n    cityCount\n  }\n": typeof types.PsgcPlaceFieldsFragmentDoc,
    "\n  query PsgcRegions {\n    psgcRegions {\n      ...PsgcPlaceFields\n    }\n  }\n": typeof types.PsgcRegionsDocument,
    "\n  query PsgcProvinces($regionCode: String!) {\n    psgcProvinces(regionCode: $regionCode) {\n      ...PsgcPlaceFields\n    }\n  }\n": typeof types.PsgcProvincesDocument,
    "\n  query PsgcCities($provinceCode: String!) {\n    psgcCities(provinceCode: $provinceCode) {\n      ...PsgcPlaceFields\n    }\n  }\n": typeof types.PsgcCitiesDocument,
    "\n  mutation AccountSecurityUpdate($input: AccountSecurityUpdateInput!) {\n    accountSecurityUpdate(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.AccountSecurityUpdateDocument,
    "\n  query UnverifiedUserBusinessEmail($userUuid: ID!) {\n    unverifiedUserBusinessEmail(userUuid: $userUuid)\n  }\n": typeof types.UnverifiedUserBusinessEmailDocument,
    "\n  mutation UserResendVerificationEmail($userUuid: ID!) {\n    userResendVerificationEmail(userUuid: $userUuid) {\n      uuid\n    }\n  }\n": typeof types.UserResendVerificationEmailDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation EmailConfirm($input: EmailConfirmInput!) {\n    emailConfirm(input: $input) {\n      email\n    }\n  }\n": typeof types.EmailConfirmDocument,
    "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      success\n    }\n  }\n": typeof types.PasswordResetRequestDocument,
    "\n  mutation PasswordReset($input: PasswordResetInput!) {\n    passwordReset(input: $input) {\n      success\n    }\n  }\n": typeof types.PasswordResetDocument,
    "\n  mutation AccountUnlock($input: AccountUnlockInput!) {\n    accountUnlock(input: $input) {\n      success\n    }\n  }\n": typeof types.AccountUnlockDocument,
    "\n  query Invitation($invitationToken: String!) {\n    invitation(invitationToken: $invitationToken) {\n      email\n      role\n      appName\n      inviterName\n      accountExists\n    }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation InvitationAccept($input: InvitationAcceptInput!) {\n    invitationAccept(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.InvitationAcceptDocument,
    "\n  query MailOutbox($first: Int) {\n    mailOutbox(first: $first) {\n      uuid\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n": typeof types.MailOutboxDocument,
    "\n  fragment UserFields on User {\n    uuid\n    firstName\n    lastName\n    fullName\n    email\n    role\n    imageUrl\n    affiliateCode\n    contactDialCode\n    contactNumber\n    birthdate\n    authorizedNetworkDashboard\n    businessEmailAddress\n    firstAppUuid\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  query ServerInfo {\n    serverInfo {\n      demoMode\n      demoEmail\n      demoPassword\n      version\n    }\n  }\n": typeof types.ServerInfoDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation DestroyAuthToken($input: DestroyAuthTokenInput!) {\n    destroyAuthToken(input: $input) {\n      generatedTokenLog {\n        uuid\n      }\n    }\n  }\n": typeof types.DestroyAuthTokenDocument,
    "\n  mutation UserSettingUpdate($input: UserSettingUpdateInput!) {\n    userSettingUpdate(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.UserSettingUpdateDocument,
    "\n  fragment SalesFiguresFields on SalesFigures {\n    netSales\n    grossSales\n    refunds\n    orders\n    cancelledOrders\n    returningOrders\n    averageOrderValue\n    repeatCustomerRate\n  }\n": typeof types.SalesFiguresFieldsFragmentDoc,
    "\n  fragment SalesFunnelFields on SalesFunnel {\n    visits\n    productViews\n    addToCart\n    checkoutStarted\n    ordersPlaced\n  }\n": typeof types.SalesFunnelFieldsFragmentDoc,
    "\n  fragment ProductFigureFields on ProductFigure {\n    productUuid\n    name\n    views\n    unitsSold\n    sales\n  }\n": typeof types.ProductFigureFieldsFragmentDoc,
    "\n  query StoreAnalytics(\n    $appUuid: ID!\n    $from: Date!\n    $to: Date!\n    $today: Date!\n    $limit: Int!\n    $withPeriod: Boolean!\n    $withToday: Boolean!\n    $withFunnel: Boolean!\n    $withDays: Boolean!\n    $withReferrals: Boolean!\n    $withViewed: Boolean!\n    $withSold: Boolean!\n    $withLatest: Boolean!\n  ) {\n    period: storeAnalytics(appUuid: $appUuid, from: $from, to: $to) @include(if: $withPeriod) {\n      appUuid\n      range {\n        from\n        to\n      }\n      previousRange {\n        from\n        to\n      }\n      sales {\n        ...SalesFiguresFields\n      }\n      previousSales {\n        ...SalesFiguresFields\n      }\n      funnel @include(if: $withFunnel) {\n        ...SalesFunnelFields\n      }\n      previousFunnel @include(if: $withFunnel) {\n        ...SalesFunnelFields\n      }\n      days @include(if: $withDays) {\n        day\n        netSales\n        orders\n        visits\n        productViews\n        addToCart\n        checkoutStarted\n        ordersPlaced\n      }\n      topReferrals(limit: $limit) @include(if: $withReferrals) {\n        source\n        visits\n        ordersPlaced\n      }\n      mostViewedProducts(limit: $limit) @include(if: $withViewed) {\n        ...ProductFigureFields\n      }\n      mostSoldProducts(limit: $limit) @include(if: $withSold) {\n        ...ProductFigureFields\n      }\n      latestSoldProducts(limit: $limit) @include(if: $withLatest) {\n        orderUuid\n        transactionNumber\n        productUuid\n        productName\n        variantName\n        quantity\n        lineTotal\n        soldAt\n      }\n    }\n    today: storeAnalytics(appUuid: $appUuid, from: $today, to: $today) @include(if: $withToday) {\n      appUuid\n      range {\n        from\n        to\n      }\n      sales {\n        ...SalesFiguresFields\n      }\n      previousSales {\n        ...SalesFiguresFields\n      }\n    }\n  }\n": typeof types.StoreAnalyticsDocument,
    "\n  query AnalyticsLatestCustomers($appUuid: ID!, $first: Int!) {\n    customers(appUuid: $appUuid, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          ordersCount\n          totalSpent\n          lastActiveAt\n        }\n      }\n    }\n  }\n": typeof types.AnalyticsLatestCustomersDocument,
    "\n  query AnalyticsLowInventory($appUuid: ID!, $first: Int!) {\n    products(appUuid: $appUuid, stock: low, sort: stock_asc, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          stockQuantity\n          price\n          published\n        }\n      }\n    }\n  }\n": typeof types.AnalyticsLowInventoryDocument,
    "\n  fragment AnnouncementFields on StoreAnnouncement {\n    uuid\n    message\n    productUuid\n    product {\n      uuid\n      name\n    }\n    startsAt\n    endsAt\n    status\n  }\n": typeof types.AnnouncementFieldsFragmentDoc,
    "\n  query StoreAnnouncements($appUuid: ID!, $first: Int, $after: String) {\n    storeAnnouncements(appUuid: $appUuid, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AnnouncementFields\n        }\n      }\n    }\n  }\n": typeof types.StoreAnnouncementsDocument,
    "\n  query StoreAnnouncement($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncement(appUuid: $appUuid, uuid: $uuid) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.StoreAnnouncementDocument,
    "\n  mutation StoreAnnouncementCreate($appUuid: ID!, $input: StoreAnnouncementInput!) {\n    storeAnnouncementCreate(appUuid: $appUuid, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.StoreAnnouncementCreateDocument,
    "\n  mutation StoreAnnouncementUpdate($appUuid: ID!, $uuid: ID!, $input: StoreAnnouncementInput!) {\n    storeAnnouncementUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.StoreAnnouncementUpdateDocument,
    "\n  mutation StoreAnnouncementEnd($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncementEnd(appUuid: $appUuid, uuid: $uuid) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.StoreAnnouncementEndDocument,
    "\n  mutation StoreAnnouncementDelete($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncementDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n": typeof types.StoreAnnouncementDeleteDocument,
    "\n  fragment AppSummary on App {\n    uuid\n    name\n    bundleKey\n    status\n    maintenance\n    storeStatus\n    storeStatusLabel\n    plan\n    launchedAt\n    createdAt\n  }\n": typeof types.AppSummaryFragmentDoc,
    "\n  query Apps($first: Int, $after: String) {\n    apps(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...AppSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AppsDocument,
    "\n  mutation AppCreate($input: AppCreateInput!) {\n    appCreate(input: $input) {\n      ...AppSummary\n    }\n  }\n": typeof types.AppCreateDocument,
    "\n  subscription AppCreated($after: String) {\n    appCreated(after: $after) {\n      ...AppSummary\n    }\n  }\n": typeof types.AppCreatedDocument,
    "\n  query FetchAppByUuid($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      baseGlobalId\n      name\n      bundleKey\n      status\n      maintenance\n      deactivated\n      storeStatus\n      storeStatusLabel\n      maintenanceMessage\n      myRole\n      hasDefaultPaymentMethod\n      plan\n      planPaymentType\n      launchedAt\n      activeFbPageId\n      inboxManagerAllowed\n      sentimentAnalysisEnabled\n      activePage {\n        uuid\n        fbPageId\n        name\n      }\n    }\n  }\n": typeof types.FetchAppByUuidDocument,
    "\n  query AppStatus($appUuid: ID!) {\n    appStatus(appUuid: $appUuid) {\n      uuid\n      status\n      maintenance\n      deactivated\n    }\n  }\n": typeof types.AppStatusDocument,
    "\n  query AppMaintenance($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      myRole\n      launchedAt\n      storeStatus\n      storeStatusLabel\n      maintenance\n      maintenanceMessage\n    }\n  }\n": typeof types.AppMaintenanceDocument,
    "\n  mutation AppStoreStatusUpdate($input: AppStoreStatusUpdateInput!) {\n    appStoreStatusUpdate(input: $input) {\n      uuid\n      status\n      storeStatus\n      storeStatusLabel\n      maintenance\n      deactivated\n      maintenanceMessage\n    }\n  }\n": typeof types.AppStoreStatusUpdateDocument,
    "\n  fragment MemberFields on Member {\n    uuid\n    email\n    fullName\n    role\n    status\n    createdAt\n  }\n": typeof types.MemberFieldsFragmentDoc,
    "\n  query Members($appUuid: ID!) {\n    members(appUuid: $appUuid) {\n      ...MemberFields\n    }\n  }\n": typeof types.MembersDocument,
    "\n  mutation MemberInvite($input: MemberInviteInput!) {\n    memberInvite(input: $input) {\n      ...MemberFields\n    }\n  }\n": typeof types.MemberInviteDocument,
    "\n  mutation MemberRevoke($input: MemberRevokeInput!) {\n    memberRevoke(input: $input) {\n      memberUuid\n    }\n  }\n": typeof types.MemberRevokeDocument,
    "\n  mutation MemberRoleUpdate($input: MemberRoleUpdateInput!) {\n    memberRoleUpdate(input: $input) {\n      ...MemberFields\n    }\n  }\n": typeof types.MemberRoleUpdateDocument,
    "\n  fragment AppCategoryDescriptionFields on AppCategoryDescription {\n    appUuid\n    businessDescription\n    categoryTree {\n      primaryCategory\n      selected\n      secondaryCategories\n    }\n  }\n": typeof types.AppCategoryDescriptionFieldsFragmentDoc,
    "\n  query AppSetup($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      myRole\n      supportEmailList\n      supportContactNumber\n      businessDescription\n      categoryTree {\n        primaryCategory\n        selected\n        secondaryCategories\n      }\n    }\n  }\n": typeof types.AppSetupDocument,
    "\n  query FetchUnverifiedSupportEmails($appUuid: ID!) {\n    fetchUnverifiedSupportEmails(appUuid: $appUuid)\n  }\n": typeof types.FetchUnverifiedSupportEmailsDocument,
    "\n  query FetchUnverifiedNotificationEmails($appUuid: ID!) {\n    fetchUnverifiedNotificationEmails(appUuid: $appUuid)\n  }\n": typeof types.FetchUnverifiedNotificationEmailsDocument,
    "\n  mutation AppResendVerificationEmail($appUuid: ID!, $supportEmail: String!) {\n    appResendVerificationEmail(appUuid: $appUuid, supportEmail: $supportEmail) {\n      uuid\n    }\n  }\n": typeof types.AppResendVerificationEmailDocument,
    "\n  mutation UpdateSupportDetails($input: UpdateSupportDetailsInput!) {\n    updateSupportDetails(input: $input) {\n      supportEmailList\n      supportContactNumber\n    }\n  }\n": typeof types.UpdateSupportDetailsDocument,
    "\n  query CategoryCatalogue {\n    categoryCatalogue {\n      name\n      secondaryOptions\n    }\n  }\n": typeof types.CategoryCatalogueDocument,
    "\n  mutation AppCategoryDescriptionUpdate($input: AppCategoryDescriptionInput!) {\n    appCategoryDescriptionUpdate(input: $input) {\n      ...AppCategoryDescriptionFields\n    }\n  }\n": typeof types.AppCategoryDescriptionUpdateDocument,
    "\n  mutation EmailRecipientConfirm($input: EmailConfirmInput!) {\n    emailRecipientConfirm(input: $input) {\n      email\n      appName\n    }\n  }\n": typeof types.EmailRecipientConfirmDocument,
    "\n  query AppCategoryDescription($appUuid: ID!) {\n    appCategoryDescription(appUuid: $appUuid) {\n      ...AppCategoryDescriptionFields\n    }\n  }\n": typeof types.AppCategoryDescriptionDocument,
    "\n  query BusinessPromotionReminder($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      myRole\n      businessPromotionReminder\n    }\n  }\n": typeof types.BusinessPromotionReminderDocument,
    "\n  mutation UpdateBusinessPromotionReminder($appUuid: ID!, $businessPromotionReminder: Boolean!) {\n    updateBusinessPromotionReminder(appUuid: $appUuid, businessPromotionReminder: $businessPromotionReminder) {\n      uuid\n      businessPromotionReminder\n    }\n  }\n": typeof types.UpdateBusinessPromotionReminderDocument,
    "\n  fragment EvaluationCaseFields on EvaluationCase {\n    uuid\n    message\n    expectedIntent\n    expectedProducts\n    createdAt\n  }\n": typeof types.EvaluationCaseFieldsFragmentDoc,
    "\n  query EvaluationCases($appUuid: ID!, $first: Int, $after: String) {\n    evaluationCases(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EvaluationCaseFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EvaluationCasesDocument,
    "\n  mutation EvaluationCaseCreate($input: EvaluationCaseCreateInput!) {\n    evaluationCaseCreate(input: $input) {\n      ...EvaluationCaseFields\n    }\n  }\n": typeof types.EvaluationCaseCreateDocument,
    "\n  mutation EvaluationCaseUpdate($input: EvaluationCaseUpdateInput!) {\n    evaluationCaseUpdate(input: $input) {\n      ...EvaluationCaseFields\n    }\n  }\n": typeof types.EvaluationCaseUpdateDocument,
    "\n  mutation EvaluationCaseDelete($input: EvaluationCaseDeleteInput!) {\n    evaluationCaseDelete(input: $input) {\n      uuid\n    }\n  }\n": typeof types.EvaluationCaseDeleteDocument,
    "\n  fragment EvaluationRunSummary on EvaluationRun {\n    uuid\n    createdAt\n    dataset\n    status\n    done\n    error\n    total\n    passed\n    accuracy\n  }\n": typeof types.EvaluationRunSummaryFragmentDoc,
    "\n  fragment EvaluationRunDetailsFields on EvaluationRun {\n    ...EvaluationRunSummary\n    intents {\n      intent\n      total\n      passed\n      accuracy\n    }\n    groups {\n      language\n      cases\n      moodAccuracy\n      negativeRecall\n      intentAccuracy\n      factCorrectness\n      priceOrderFactCorrectness\n      unsupportedShare\n    }\n    results {\n      caseUuid\n      message\n      expectedIntent\n      actualIntent\n      expectedProducts\n      actualProducts\n      reply\n      passed\n      language\n      expectedMood\n      actualMood\n      missingFacts\n      unsupported\n    }\n  }\n": typeof types.EvaluationRunDetailsFieldsFragmentDoc,
    "\n  mutation EvaluationRun($input: EvaluationRunInput!) {\n    evaluationRun(input: $input) {\n      ...EvaluationRunDetailsFields\n    }\n  }\n": typeof types.EvaluationRunDocument,
    "\n  query EvaluationBuiltinCases {\n    evaluationBuiltinCases {\n      id\n      language\n      message\n      mood\n      intent\n      topic\n      facts\n    }\n  }\n": typeof types.EvaluationBuiltinCasesDocument,
    "\n  query EvaluationRuns($appUuid: ID!, $first: Int, $after: String) {\n    evaluationRuns(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EvaluationRunSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EvaluationRunsDocument,
    "\n  query EvaluationRunDetails($uuid: ID!) {\n    evaluationRun(uuid: $uuid) {\n      ...EvaluationRunDetailsFields\n    }\n  }\n": typeof types.EvaluationRunDetailsDocument,
    "\n  fragment ChatbotSettingsFields on ChatbotSettings {\n    appUuid\n    assistantEnabled\n    tone\n    storePolicies\n    handOffRules\n    sentimentAnalysisEnabled\n    responseCredits\n    engine\n    engineModel\n  }\n": typeof types.ChatbotSettingsFieldsFragmentDoc,
    "\n  query ChatbotSettings($appUuid: ID!) {\n    chatbotSettings(appUuid: $appUuid) {\n      ...ChatbotSettingsFields\n    }\n  }\n": typeof types.ChatbotSettingsDocument,
    "\n  mutation ChatbotSettingsUpdate($input: ChatbotSettingsUpdateInput!) {\n    chatbotSettingsUpdate(input: $input) {\n      ...ChatbotSettingsFields\n    }\n  }\n": typeof types.ChatbotSettingsUpdateDocument,
    "\n  fragment TestToolMessage on InboxMessage {\n    uuid\n    message\n    sender\n    state\n    pending\n    createdAt\n    noTemplate\n    buttonTemplate {\n      text\n    }\n    template {\n      items {\n        title\n      }\n    }\n    products {\n      uuid\n      name\n    }\n    galleryPhotos {\n      photoUrl\n    }\n    generatedResponse {\n      uuid\n      completion\n      status\n    }\n    pageRecipient {\n      uuid\n    }\n  }\n": typeof types.TestToolMessageFragmentDoc,
    "\n  query TestToolApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      baseGlobalId\n    }\n  }\n": typeof types.TestToolAppDocument,
    "\n  query DummyRecipient($appUuid: ID!, $dummyType: DummyType!) {\n    dummyRecipient(appUuid: $appUuid, dummyType: $dummyType) {\n      uuid\n      baseUuid\n      psid\n      name\n      page {\n        uuid\n        name\n      }\n    }\n  }\n": typeof types.DummyRecipientDocument,
    "\n  query TestToolMessages($pageRecipientUuid: ID!, $first: Int) {\n    fetchMessengerMessages(pageRecipientUuid: $pageRecipientUuid, first: $first) {\n      edges {\n        cursor\n        node {\n          ...TestToolMessage\n        }\n      }\n    }\n  }\n": typeof types.TestToolMessagesDocument,
    "\n  subscription TestToolInboxMessages($appGlobalId: ID!) {\n    inboxMessages(appGlobalId: $appGlobalId) {\n      ...TestToolMessage\n    }\n  }\n": typeof types.TestToolInboxMessagesDocument,
    "\n  mutation ChatbotTestMessageSend($input: ChatbotTestMessageSendInput!) {\n    chatbotTestMessageSend(input: $input) {\n      ...TestToolMessage\n    }\n  }\n": typeof types.ChatbotTestMessageSendDocument,
    "\n  mutation DummyRecipientReset($input: DummyRecipientResetInput!) {\n    dummyRecipientReset(input: $input) {\n      success\n    }\n  }\n": typeof types.DummyRecipientResetDocument,
    "\n  query BillingWidget($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      billingPaymentStatus {\n        withBillings\n        billingsPaymentSettled\n        billingPaymentSubmitted\n        withOutstandingBalance\n        totalBalance\n        label\n      }\n    }\n    appLatestBilling(appUuid: $appUuid) {\n      uuid\n      status\n      accumulatedAmount\n    }\n  }\n": typeof types.BillingWidgetDocument,
    "\n  fragment BillingSummaryFields on Billing {\n    uuid\n    referenceNumber\n    planDisplayName\n    billingPeriodStartAt\n    billingPeriodEndAt\n    billingPeriodDueAt\n    status\n    statusLabel\n    totalPayableAmount\n    accumulatedAmount\n    carried\n  }\n": typeof types.BillingSummaryFieldsFragmentDoc,
    "\n  query Billings($appUuid: ID!, $first: Int, $after: String) {\n    billings(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...BillingSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      billingPaymentStatus {\n        label\n        totalBalance\n        withOutstandingBalance\n      }\n    }\n  }\n": typeof types.BillingsDocument,
    "\n  query BillingDetails($uuid: ID!) {\n    billing(uuid: $uuid) {\n      ...BillingSummaryFields\n      tierType\n      currentAmount\n      balance\n      penalty\n      collected\n      transactions\n      paymentReceivedAt\n      payable\n      extended\n      chargeFailureCode\n      disabled\n      gracePeriodActivated\n      gracePeriodEndsAt\n      overdueSince\n      depositSlips {\n        uuid\n        status\n        reason\n        submittedAt\n        photo {\n          uuid\n          url\n          thumbnailUrl\n        }\n      }\n      details {\n        uuid\n        description\n        amount\n      }\n      ordersBaseOnConvenienceFee {\n        transactionNumber\n      }\n    }\n  }\n": typeof types.BillingDetailsDocument,
    "\n  mutation BillingPay($billingUuid: ID!) {\n    billingPay(input: { billingUuid: $billingUuid }) {\n      uuid\n      status\n      statusLabel\n      chargeFailureCode\n    }\n  }\n": typeof types.BillingPayDocument,
    "\n  mutation ExtendPayment($billingUuid: ID!) {\n    extendPayment(input: { billingUuid: $billingUuid }) {\n      uuid\n      billingPeriodDueAt\n      extended\n    }\n  }\n": typeof types.ExtendPaymentDocument,
    "\n  mutation GracePeriodActivate($billingUuid: ID!) {\n    gracePeriodActivate(input: { billingUuid: $billingUuid }) {\n      uuid\n      gracePeriodActivated\n      gracePeriodEndsAt\n    }\n  }\n": typeof types.GracePeriodActivateDocument,
    "\n  query BillingDepositAccounts {\n    billingDepositAccounts {\n      bank\n      accountName\n      accountNumber\n    }\n  }\n": typeof types.BillingDepositAccountsDocument,
    "\n  mutation BillingDepositSlipSubmit($billingUuid: ID!, $photoUuid: ID!) {\n    billingDepositSlipSubmit(input: { billingUuid: $billingUuid, photoUuid: $photoUuid }) {\n      uuid\n      status\n      statusLabel\n    }\n  }\n": typeof types.BillingDepositSlipSubmitDocument,
    "\n  query BillingNotice($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      deactivated\n      lastDayGracePeriod\n      gracePeriodEndsAt\n      billingPaymentStatus {\n        totalBalance\n        withOutstandingBalance\n      }\n    }\n    appLatestBilling(appUuid: $appUuid) {\n      uuid\n      disabled\n      gracePeriodActivated\n      payable\n    }\n  }\n": typeof types.BillingNoticeDocument,
    "\n  query DepositSlipsToReview {\n    billingDepositSlipsToReview {\n      slip {\n        uuid\n        submittedAt\n        photo {\n          uuid\n          url\n          thumbnailUrl\n        }\n      }\n      billing {\n        uuid\n        appUuid\n        referenceNumber\n        accumulatedAmount\n        billingPeriodDueAt\n      }\n    }\n  }\n": typeof types.DepositSlipsToReviewDocument,
    "\n  mutation DepositSlipReview($slipUuid: ID!, $approve: Boolean!, $reason: String) {\n    billingDepositSlipReview(input: { slipUuid: $slipUuid, approve: $approve, reason: $reason }) {\n      uuid\n      status\n      reason\n    }\n  }\n": typeof types.DepositSlipReviewDocument,
    "\n  query ResponseCredits($appUuid: ID!) {\n    appEnterprisePlan(appUuid: $appUuid) {\n      id\n      responseCredits\n    }\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      hasDefaultPaymentMethod\n    }\n  }\n": typeof types.ResponseCreditsDocument,
    "\n  subscription ResponseCreditsLive($appGlobalId: ID!, $after: String) {\n    appEnterprisePlan(appGlobalId: $appGlobalId, after: $after) {\n      id\n      responseCredits\n    }\n  }\n": typeof types.ResponseCreditsLiveDocument,
    "\n  mutation UpdateResponseCredit(\n    $appUuid: ID!\n    $channel: ResponseCreditChannel!\n    $successRedirectUrl: String!\n    $failureRedirectUrl: String!\n  ) {\n    updateResponseCredit(\n      appUuid: $appUuid\n      isXendit: true\n      channel: $channel\n      successRedirectUrl: $successRedirectUrl\n      failureRedirectUrl: $failureRedirectUrl\n    ) {\n      url\n      credits\n    }\n  }\n": typeof types.UpdateResponseCreditDocument,
    "\n  mutation ResponseCreditTopUpCharge($appUuid: ID!) {\n    responseCreditTopUpCharge(appUuid: $appUuid) {\n      url\n      credits\n    }\n  }\n": typeof types.ResponseCreditTopUpChargeDocument,
    "\n  fragment PaymentCustomerFields on PaymentCustomer {\n    uuid\n    appUuid\n    referenceId\n    givenNames\n    surname\n    email\n    mobileNumber\n    nationality\n    hasDefaultPaymentMethod\n    activePaymentMethods\n  }\n": typeof types.PaymentCustomerFieldsFragmentDoc,
    "\n  fragment SavedPaymentMethodFields on SavedPaymentMethod {\n    uuid\n    paymentMethodType\n    channelCode\n    status\n    statusLabel\n    isDefault\n    actionUrl\n    failureCode\n    createdAt\n    billingAddress {\n      uuid\n      firstName\n      lastName\n      company\n      billingContactEmail\n      phoneNumber\n      address\n      city\n      stateProvinceRegion\n      zipPostalCode\n      country\n    }\n  }\n": typeof types.SavedPaymentMethodFieldsFragmentDoc,
    "\n  query CustomerDetails($appUuid: ID!) {\n    customerDetails(appUuid: $appUuid) {\n      ...PaymentCustomerFields\n    }\n  }\n": typeof types.CustomerDetailsDocument,
    "\n  query PaymentMethodTypes {\n    paymentMethodTypes\n  }\n": typeof types.PaymentMethodTypesDocument,
    "\n  query FetchPaymentMethods($appUuid: ID!) {\n    fetchPaymentMethods(appUuid: $appUuid) {\n      ...SavedPaymentMethodFields\n    }\n  }\n": typeof types.FetchPaymentMethodsDocument,
    "\n  query AppHasDefaultPaymentMethod($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      hasDefaultPaymentMethod\n    }\n  }\n": typeof types.AppHasDefaultPaymentMethodDocument,
    "\n  mutation BillingCustomerCreate($input: BillingCustomerCreateInput!) {\n    billingCustomerCreate(input: $input) {\n      ...PaymentCustomerFields\n    }\n  }\n": typeof types.BillingCustomerCreateDocument,
    "\n  mutation PaymentMethodCreate($input: PaymentMethodCreateInput!) {\n    paymentMethodCreate(input: $input) {\n      ...SavedPaymentMethodFields\n    }\n  }\n": typeof types.PaymentMethodCreateDocument,
    "\n  mutation PaymentMethodUpdate($input: PaymentMethodUpdateInput!) {\n    paymentMethodUpdate(input: $input) {\n      ...SavedPaymentMethodFields\n    }\n  }\n": typeof types.PaymentMethodUpdateDocument,
    "\n  mutation PaymentMethodMakeDefault($input: PaymentMethodRefInput!) {\n    paymentMethodMakeDefault(input: $input) {\n      uuid\n      isDefault\n    }\n  }\n": typeof types.PaymentMethodMakeDefaultDocument,
    "\n  mutation PaymentMethodRemove($input: PaymentMethodRefInput!) {\n    paymentMethodRemove(input: $input) {\n      uuid\n    }\n  }\n": typeof types.PaymentMethodRemoveDocument,
    "\n  fragment EnterprisePlanFields on EnterprisePlan {\n    uuid\n    name\n    displayedName\n    subscriptionFee\n    accelerator\n    productLimit\n    faqLimit\n    fileSizeLimit\n    exportLimit\n    responseLimit\n    monthlyUserLimit\n    monthlyContactLimit\n    userSeatLimit\n  }\n": typeof types.EnterprisePlanFieldsFragmentDoc,
    "\n  fragment AppEnterprisePlanFields on AppEnterprisePlan {\n    id\n    msmeStartAt\n    msmeEndAt\n    msmeExtended\n    eligibleMsmeExtension\n    currentUsers\n    currentSupportedContacts\n    currentUserSeats\n    currentProducts\n    currentFaqs\n    remainingResponse\n    enterprisePlan {\n      ...EnterprisePlanFields\n    }\n  }\n": typeof types.AppEnterprisePlanFieldsFragmentDoc,
    "\n  query EnterprisePlans($appUuid: ID!) {\n    enterprisePlans {\n      ...EnterprisePlanFields\n    }\n    currentAppEnterprisePlan(appUuid: $appUuid) {\n      ...AppEnterprisePlanFields\n    }\n  }\n": typeof types.EnterprisePlansDocument,
    "\n  query PlanChangePreview($appUuid: ID!, $plan: String!) {\n    appPlanChangePreview(appUuid: $appUuid, plan: $plan) {\n      effectiveAt\n      billingPeriodStartAt\n      billingPeriodEndAt\n      subscriptionFee\n      problem\n      lines {\n        description\n        amount\n      }\n    }\n  }\n": typeof types.PlanChangePreviewDocument,
    "\n  mutation AppPlanChange($appUuid: ID!, $plan: String!) {\n    appPlanChange(input: { appUuid: $appUuid, plan: $plan }) {\n      ...AppEnterprisePlanFields\n    }\n  }\n": typeof types.AppPlanChangeDocument,
    "\n  mutation AppMsmeExtend($appUuid: ID!) {\n    appMsmeExtend(input: { appUuid: $appUuid }) {\n      ...AppEnterprisePlanFields\n    }\n  }\n": typeof types.AppMsmeExtendDocument,
    "\n  subscription AppEnterprisePlan($appGlobalId: ID!, $after: String) {\n    appEnterprisePlan(appGlobalId: $appGlobalId, after: $after) {\n      id\n      currentUsers\n      currentSupportedContacts\n      remainingResponse\n      enterprisePlan {\n        uuid\n        responseLimit\n      }\n    }\n  }\n": typeof types.AppEnterprisePlanDocument,
    "\n  query GrabExpressCredits($appUuid: ID!) {\n    grabExpressCredits(appUuid: $appUuid) {\n      totalCredits\n      packs\n      lastApprovedCredit {\n        amount\n        approvedAt\n      }\n    }\n  }\n": typeof types.GrabExpressCreditsDocument,
    "\n  mutation ShippingCreditTopUp(\n    $appUuid: ID!\n    $key: String!\n    $amount: Int!\n    $channel: ShippingTopUpChannel!\n    $successRedirectUrl: String!\n    $failureRedirectUrl: String!\n  ) {\n    shippingCreditTopUp(\n      appUuid: $appUuid\n      key: $key\n      amount: $amount\n      channel: $channel\n      successRedirectUrl: $successRedirectUrl\n      failureRedirectUrl: $failureRedirectUrl\n    ) {\n      url\n      amount\n    }\n  }\n": typeof types.ShippingCreditTopUpDocument,
    "\n  fragment BroadcastFields on Broadcast {\n    uuid\n    name\n    message\n    imageUrl\n    status\n    statusLabel\n    segmentUuid\n    segmentName\n    segment {\n      uuid\n      name\n    }\n    buttons {\n      title\n      target\n      url\n      product {\n        uuid\n        name\n      }\n    }\n    queuedCount\n    marketingCount\n    outOfWindowCount\n    notOnMessengerCount\n    pausedReason\n    createdAt\n    updatedAt\n    startedAt\n    finishedAt\n    results {\n      queued\n      sent\n      failed\n      unconfirmed\n      skipped\n      delivered\n      read\n      clicks\n      orders\n      revenue\n      attributionEndsAt\n    }\n  }\n": typeof types.BroadcastFieldsFragmentDoc,
    "\n  query Broadcasts($appUuid: ID!) {\n    broadcasts(appUuid: $appUuid) {\n      ...BroadcastFields\n    }\n  }\n": typeof types.BroadcastsDocument,
    "\n  query Broadcast($appUuid: ID!, $uuid: ID!) {\n    broadcast(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n": typeof types.BroadcastDocument,
    "\n  query BroadcastRecipients(\n    $appUuid: ID!\n    $uuid: ID!\n    $first: Int\n    $after: String\n    $status: BroadcastRecipientStatus\n  ) {\n    broadcast(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      recipients(first: $first, after: $after, status: $status) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            uuid\n            name\n            status\n            statusLabel\n            error\n            sentAt\n            deliveredAt\n            readAt\n            viaMarketingMessage\n          }\n        }\n      }\n    }\n  }\n": typeof types.BroadcastRecipientsDocument,
    "\n  query BroadcastPlan($appUuid: ID!, $segmentUuid: ID) {\n    broadcastPlan(appUuid: $appUuid, segmentUuid: $segmentUuid) {\n      at\n      pageConnected\n      inWindow\n      leavingSoon\n      leavingSoonHours\n      outOfWindow\n      marketingMessages\n      marketingMessagesAvailable\n      notOnMessenger\n      windowHours\n    }\n  }\n": typeof types.BroadcastPlanDocument,
    "\n  mutation BroadcastCreate($appUuid: ID!, $input: BroadcastInput!) {\n    broadcastCreate(appUuid: $appUuid, input: $input) {\n      ...BroadcastFields\n    }\n  }\n": typeof types.BroadcastCreateDocument,
    "\n  mutation BroadcastUpdate($appUuid: ID!, $uuid: ID!, $input: BroadcastInput!) {\n    broadcastUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...BroadcastFields\n    }\n  }\n": typeof types.BroadcastUpdateDocument,
    "\n  mutation BroadcastDelete($appUuid: ID!, $uuid: ID!) {\n    broadcastDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n": typeof types.BroadcastDeleteDocument,
    "\n  mutation BroadcastSend($appUuid: ID!, $uuid: ID!) {\n    broadcastSend(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n": typeof types.BroadcastSendDocument,
    "\n  mutation BroadcastStop($appUuid: ID!, $uuid: ID!) {\n    broadcastStop(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n": typeof types.BroadcastStopDocument,
    "\n  query MarketingOptIns($appUuid: ID!, $first: Int, $after: String, $status: MarketingOptInStatus) {\n    marketingOptIns(appUuid: $appUuid, first: $first, after: $after, status: $status) {\n      totalCount\n      totalCountCapped\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          uuid\n          name\n          status\n          statusLabel\n          optedInAt\n          expiresAt\n          statusChangedAt\n          endedReason\n        }\n      }\n    }\n  }\n": typeof types.MarketingOptInsDocument,
    "\n  fragment AddOnFields on AddOn {\n    uuid\n    name\n    description\n    price\n    available\n    maxQuantity\n  }\n": typeof types.AddOnFieldsFragmentDoc,
    "\n  query AddOns($appUuid: ID!, $first: Int, $after: String, $search: String) {\n    addOns(appUuid: $appUuid, first: $first, after: $after, search: $search) {\n      edges {\n        cursor\n        node {\n          ...AddOnFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AddOnsDocument,
    "\n  query AddOn($uuid: ID!) {\n    addOn(uuid: $uuid) {\n      ...AddOnFields\n    }\n  }\n": typeof types.AddOnDocument,
    "\n  mutation AddOnCreate($input: AddOnCreateInput!) {\n    addOnCreate(input: $input) {\n      ...AddOnFields\n    }\n  }\n": typeof types.AddOnCreateDocument,
    "\n  mutation AddOnUpdate($input: AddOnUpdateInput!) {\n    addOnUpdate(input: $input) {\n      ...AddOnFields\n    }\n  }\n": typeof types.AddOnUpdateDocument,
    "\n  mutation AddOnDelete($input: AddOnDeleteInput!) {\n    addOnDelete(input: $input) {\n      uuid\n    }\n  }\n": typeof types.AddOnDeleteDocument,
    "\n  fragment CategoryFields on Category {\n    uuid\n    name\n    description\n    parentUuid\n    productsCount\n  }\n": typeof types.CategoryFieldsFragmentDoc,
    "\n  query Categories($appUuid: ID!, $first: Int, $after: String, $search: String, $topLevel: Boolean) {\n    categories(appUuid: $appUuid, first: $first, after: $after, search: $search, topLevel: $topLevel) {\n      edges {\n        cursor\n        node {\n          ...CategoryFields\n          parent {\n            uuid\n            name\n          }\n          children {\n            ...CategoryFields\n            children {\n              ...CategoryFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query CategoryOptions($appUuid: ID!) {\n    categories(appUuid: $appUuid, first: 100) {\n      edges {\n        node {\n          uuid\n          name\n          parentUuid\n        }\n      }\n    }\n  }\n": typeof types.CategoryOptionsDocument,
    "\n  query Category($uuid: ID!) {\n    category(uuid: $uuid) {\n      ...CategoryFields\n      createdAt\n      updatedAt\n      parent {\n        uuid\n        name\n      }\n      children {\n        ...CategoryFields\n      }\n    }\n  }\n": typeof types.CategoryDocument,
    "\n  mutation CategoryCreate($input: CategoryCreateInput!) {\n    categoryCreate(input: $input) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CategoryCreateDocument,
    "\n  mutation CategoryUpdate($input: CategoryUpdateInput!) {\n    categoryUpdate(input: $input) {\n      ...CategoryFields\n    }\n  }\n": typeof types.CategoryUpdateDocument,
    "\n  mutation CategoryDelete($input: CategoryDeleteInput!) {\n    categoryDelete(input: $input) {\n      uuid\n    }\n  }\n": typeof types.CategoryDeleteDocument,
    "\n  query AppMdr($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      bundleKey\n      myRole\n      mdrApplied\n      mainStore\n    }\n  }\n": typeof types.AppMdrDocument,
    "\n  query MdrPriceRows($appUuid: ID!, $first: Int, $after: String) {\n    fetchAvailableProducts(appUuid: $appUuid, first: $first, after: $after) {\n      uuid\n      rowType\n      name\n      productName\n      price\n      mdrAppliedPrice\n      cursor\n    }\n  }\n": typeof types.MdrPriceRowsDocument,
    "\n  mutation UpdateAppMdrApplied($appUuid: ID!) {\n    updateAppMdrApplied(appUuid: $appUuid) {\n      uuid\n      mdrApplied\n      mainStore\n    }\n  }\n": typeof types.UpdateAppMdrAppliedDocument,
    "\n  mutation ApplyAppMdrPrices($input: ApplyAppMdrPricesInput!) {\n    applyAppMdrPrices(input: $input) {\n      uuid\n      mdrApplied\n      mainStore\n    }\n  }\n": typeof types.ApplyAppMdrPricesDocument,
    "\n  mutation ProductImportApply($uuid: ID!) {\n    productImportApply(input: { uuid: $uuid }) {\n      uuid\n      status\n      creates\n      updates\n    }\n  }\n": typeof types.ProductImportApplyDocument,
    "\n  subscription ProductImportProgress($uuid: ID!) {\n    productImportProgress(uuid: $uuid) {\n      processed\n      total\n    }\n  }\n": typeof types.ProductImportProgressDocument,
    "\n  query ProductsExportCsv($appUuid: ID!) {\n    productsExportCsv(appUuid: $appUuid)\n  }\n": typeof types.ProductsExportCsvDocument,
    "\n  fragment ProductListFields on Product {\n    uuid\n    name\n    photoUrl\n    price\n    compareAtPrice\n    stockQuantity\n    lowInStock\n    published\n    hidden\n    category {\n      uuid\n      name\n    }\n  }\n": typeof types.ProductListFieldsFragmentDoc,
    "\n  fragment ProductFields on Product {\n    uuid\n    name\n    description\n    categoryUuid\n    category {\n      uuid\n      name\n    }\n    published\n    hidden\n    digitalProduct\n    sectionName\n    price\n    compareAtPrice\n    stockQuantity\n    lowInStock\n    photoUrl\n    photos {\n      uuid\n      url\n      thumbnailUrl\n    }\n    options {\n      name\n      values\n    }\n    variants {\n      uuid\n      variantName\n      productOptions\n      price\n      compareAtPrice\n      stockQuantity\n      limited\n      published\n      boughtAndReservedCount\n    }\n    addOns {\n      uuid\n      name\n      price\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  query Products(\n    $appUuid: ID!\n    $first: Int\n    $after: String\n    $search: String\n    $categoryUuid: ID\n    $published: Boolean\n    $stock: ProductStockFilter\n    $sort: ProductSort\n  ) {\n    products(\n      appUuid: $appUuid\n      first: $first\n      after: $after\n      search: $search\n      categoryUuid: $categoryUuid\n      published: $published\n      stock: $stock\n      sort: $sort\n    ) {\n      totalCount\n      totalCountCapped\n      edges {\n        cursor\n        node {\n          ...ProductListFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query Product($uuid: ID!) {\n    product(uuid: $uuid) {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductDocument,
    "\n  query ProductAppFlags($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      bulkable\n      importableCsv\n    }\n  }\n": typeof types.ProductAppFlagsDocument,
    "\n  mutation ProductCreate($input: ProductCreateInput!) {\n    productCreate(input: $input) {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductCreateDocument,
    "\n  mutation ProductUpdate($input: ProductUpdateInput!) {\n    productUpdate(input: $input) {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductUpdateDocument,
    "\n  mutation ProductDelete($input: ProductDeleteInput!) {\n    productDelete(input: $input) {\n      uuid\n    }\n  }\n": typeof types.ProductDeleteDocument,
    "\n  mutation ProductsBulkUpdate($input: ProductsBulkUpdateInput!) {\n    productsBulkUpdate(input: $input) {\n      action\n      uuids\n    }\n  }\n": typeof types.ProductsBulkUpdateDocument,
    "\n  fragment CommentReplyRuleFields on CommentReplyRule {\n    uuid\n    name\n    postId\n    keywords\n    publicReply\n    privateReply\n    buttonTitle\n    buttonTarget\n    buttonProduct {\n      uuid\n      name\n    }\n    buttonUrl\n    active\n  }\n": typeof types.CommentReplyRuleFieldsFragmentDoc,
    "\n  query CommentReplyRules($appUuid: ID!) {\n    commentReplyRules(appUuid: $appUuid) {\n      ...CommentReplyRuleFields\n    }\n  }\n": typeof types.CommentReplyRulesDocument,
    "\n  query CommentReplyRule($appUuid: ID!, $uuid: ID!) {\n    commentReplyRule(appUuid: $appUuid, uuid: $uuid) {\n      ...CommentReplyRuleFields\n    }\n  }\n": typeof types.CommentReplyRuleDocument,
    "\n  query CommentReplyLog($appUuid: ID!, $first: Int, $after: String) {\n    commentReplyLog(appUuid: $appUuid, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          uuid\n          commentId\n          postId\n          fromName\n          message\n          ruleName\n          commentedAt\n          publicReply\n          publicStatus\n          publicStatusLabel\n          publicError\n          privateReply\n          privateStatus\n          privateStatusLabel\n          privateError\n        }\n      }\n    }\n  }\n": typeof types.CommentReplyLogDocument,
    "\n  query CommentReplyTry($appUuid: ID!, $postId: String, $message: String!) {\n    commentReplyTry(appUuid: $appUuid, postId: $postId, message: $message) {\n      rule {\n        uuid\n        name\n      }\n      publicReply\n      privateReply\n      button {\n        title\n        url\n      }\n    }\n  }\n": typeof types.CommentReplyTryDocument,
    "\n  mutation CommentReplyRuleCreate($appUuid: ID!, $input: CommentReplyRuleInput!) {\n    commentReplyRuleCreate(appUuid: $appUuid, input: $input) {\n      ...CommentReplyRuleFields\n    }\n  }\n": typeof types.CommentReplyRuleCreateDocument,
    "\n  mutation CommentReplyRuleUpdate($appUuid: ID!, $uuid: ID!, $input: CommentReplyRuleInput!) {\n    commentReplyRuleUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...CommentReplyRuleFields\n    }\n  }\n": typeof types.CommentReplyRuleUpdateDocument,
    "\n  mutation CommentReplyRuleSetActive($appUuid: ID!, $uuid: ID!, $active: Boolean!) {\n    commentReplyRuleSetActive(appUuid: $appUuid, uuid: $uuid, active: $active) {\n      uuid\n      active\n    }\n  }\n": typeof types.CommentReplyRuleSetActiveDocument,
    "\n  mutation CommentReplyRuleDelete($appUuid: ID!, $uuid: ID!) {\n    commentReplyRuleDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n": typeof types.CommentReplyRuleDeleteDocument,
    "\n  fragment CustomerListFields on Customer {\n    uuid\n    name\n    mobileNumber\n    profilePic\n    pageRecipientUuid\n    ordersCount\n    totalSpent\n    createdAt\n    lastActiveAt\n    tags\n    lastOrder {\n      uuid\n      transactionNumber\n      createdAt\n      status\n    }\n    lastMessage {\n      text\n      fromCustomer\n      photos\n      createdAt\n    }\n  }\n": typeof types.CustomerListFieldsFragmentDoc,
    "\n  query Customers($appUuid: ID!, $search: String, $first: Int, $after: String) {\n    customers(appUuid: $appUuid, search: $search, first: $first, after: $after) {\n      totalCount\n      totalCountCapped\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CustomerListFields\n        }\n      }\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  query Customer($appUuid: ID!, $uuid: ID!, $first: Int, $after: String) {\n    customer(appUuid: $appUuid, uuid: $uuid) {\n      ...CustomerListFields\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            ...OrderListFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  query CustomerTags($appUuid: ID!) {\n    customerTags(appUuid: $appUuid) {\n      tag\n      count\n    }\n  }\n": typeof types.CustomerTagsDocument,
    "\n  mutation CustomerTagsSet($appUuid: ID!, $uuid: ID!, $tags: [String!]!) {\n    customerTagsSet(appUuid: $appUuid, uuid: $uuid, tags: $tags) {\n      uuid\n      tags\n    }\n  }\n": typeof types.CustomerTagsSetDocument,
    "\n  fragment DeliveryAreaFields on DeliveryArea {\n    uuid\n    name\n    coverage {\n      ...PsgcPlaceFields\n    }\n    cityCount\n    deliveryFee\n    leadTimeMinDays\n    leadTimeMaxDays\n    enabled\n  }\n": typeof types.DeliveryAreaFieldsFragmentDoc,
    "\n  query DeliveryAreas($appUuid: ID!, $first: Int, $after: String) {\n    deliveryAreas(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...DeliveryAreaFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.DeliveryAreasDocument,
    "\n  query DeliveryArea($uuid: ID!) {\n    deliveryArea(uuid: $uuid) {\n      ...DeliveryAreaFields\n    }\n  }\n": typeof types.DeliveryAreaDocument,
    "\n  mutation DeliveryAreaCreate($input: DeliveryAreaCreateInput!) {\n    deliveryAreaCreate(input: $input) {\n      ...DeliveryAreaFields\n    }\n  }\n": typeof types.DeliveryAreaCreateDocument,
    "\n  mutation DeliveryAreaUpdate($input: DeliveryAreaUpdateInput!) {\n    deliveryAreaUpdate(input: $input) {\n      ...DeliveryAreaFields\n    }\n  }\n": typeof types.DeliveryAreaUpdateDocument,
    "\n  mutation DeliveryAreaDelete($input: DeliveryAreaDeleteInput!) {\n    deliveryAreaDelete(input: $input) {\n      uuid\n    }\n  }\n": typeof types.DeliveryAreaDeleteDocument,
    "\n  fragment InboxProductFields on InboxProduct {\n    uuid\n    name\n    price\n    featuredPhoto\n  }\n": typeof types.InboxProductFieldsFragmentDoc,
    "\n  fragment InboxRecipient on PageRecipient {\n    uuid\n    baseUuid\n    baseGlobalId\n    name\n    photo\n    profilePic\n    psid\n    inboxPlatformOrigin\n    messengerRead\n    facebookCommentRead\n    lastCustomerMessageAt\n    replyWindow\n    dummy\n    updatedAt\n    latestInboxMessage {\n      uuid\n      message\n      platformOrigin\n      createdAt\n      sender\n    }\n  }\n": typeof types.InboxRecipientFragmentDoc,
    "\n  fragment TemplateButtonFields on TemplateButton {\n    type\n    title\n    url\n    payload\n  }\n": typeof types.TemplateButtonFieldsFragmentDoc,
    "\n  fragment InboxMessageFields on InboxMessage {\n    uuid\n    baseGlobalId\n    message\n    platformOrigin\n    createdAt\n    sender\n    state\n    pending\n    sendError\n    humanAgentTag\n    isButtonTemplate\n    buttonTemplate {\n      text\n      buttons {\n        ...TemplateButtonFields\n      }\n    }\n    noTemplate\n    template {\n      items {\n        image_url\n        title\n        subtitle\n        buttons {\n          ...TemplateButtonFields\n        }\n      }\n    }\n    isCarouselTemplate\n    products {\n      ...InboxProductFields\n    }\n    galleryPhotos {\n      photoUrl\n    }\n    sentiment\n    generatedResponse {\n      uuid\n      baseUuid\n      type\n      completion\n      jsonCompletion\n      status\n      createdAt\n      ecommerceProducts {\n        ...InboxProductFields\n      }\n    }\n    agentBreakdown {\n      type\n      completion\n      jsonCompletion\n      toolCalls {\n        name\n        arguments\n        result\n      }\n      reflection\n      addedProducts {\n        ...InboxProductFields\n      }\n    }\n    pageRecipient {\n      uuid\n    }\n  }\n": typeof types.InboxMessageFieldsFragmentDoc,
    "\n  query PageRecipients($appUuid: ID!, $filter: InboxFilter, $search: String, $first: Int, $after: String) {\n    pageRecipients(appUuid: $appUuid, filter: $filter, search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...InboxRecipient\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PageRecipientsDocument,
    "\n  query PageRecipient($uuid: ID!) {\n    pageRecipient(uuid: $uuid) {\n      ...InboxRecipient\n    }\n  }\n": typeof types.PageRecipientDocument,
    "\n  query FetchMessengerMessages($pageRecipientUuid: ID!, $first: Int, $after: String) {\n    fetchMessengerMessages(pageRecipientUuid: $pageRecipientUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...InboxMessageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.FetchMessengerMessagesDocument,
    "\n  query UnreadMessagesCount($appUuid: ID!) {\n    unreadMessagesCount(appUuid: $appUuid)\n  }\n": typeof types.UnreadMessagesCountDocument,
    "\n  query InboxProducts($appUuid: ID!, $search: String, $first: Int) {\n    inboxProducts(appUuid: $appUuid, search: $search, first: $first) {\n      ...InboxProductFields\n    }\n  }\n": typeof types.InboxProductsDocument,
    "\n  mutation InboxMessageSend($input: InboxMessageSendInput!) {\n    inboxMessageSend(input: $input) {\n      ...InboxMessageFields\n    }\n  }\n": typeof types.InboxMessageSendDocument,
    "\n  mutation UpdateRecipientReadStatus($input: UpdateRecipientReadStatusInput!) {\n    updateRecipientReadStatus(input: $input) {\n      uuid\n      baseUuid\n      messengerRead\n      facebookCommentRead\n    }\n  }\n": typeof types.UpdateRecipientReadStatusDocument,
    "\n  mutation UpdateGeneratedResponse($input: UpdateGeneratedResponseInput!) {\n    updateGeneratedResponse(input: $input) {\n      uuid\n      inboxMessage {\n        ...InboxMessageFields\n      }\n    }\n  }\n": typeof types.UpdateGeneratedResponseDocument,
    "\n  subscription InboxMessages($appGlobalId: ID!, $after: String) {\n    inboxMessages(appGlobalId: $appGlobalId, after: $after) {\n      ...InboxMessageFields\n      pageRecipient {\n        ...InboxRecipient\n      }\n    }\n  }\n": typeof types.InboxMessagesDocument,
    "\n  subscription InboxMessagesCount($appGlobalId: ID!, $after: String) {\n    inboxMessagesCount(appGlobalId: $appGlobalId, after: $after) {\n      appUuid\n      messagesCount\n    }\n  }\n": typeof types.InboxMessagesCountDocument,
    "\n  query MessengerInviteUrl($appUuid: ID!) {\n    messengerInviteUrl(appUuid: $appUuid)\n  }\n": typeof types.MessengerInviteUrlDocument,
    "\n  query JobCounts {\n    jobCounts {\n      pending\n      running\n      done\n      failed\n    }\n  }\n": typeof types.JobCountsDocument,
    "\n  query Jobs($status: JobStatus!, $first: Int) {\n    jobs(status: $status, first: $first) {\n      uuid\n      kind\n      status\n      attempts\n      maxAttempts\n      runAt\n      lastError\n      createdAt\n      updatedAt\n      finishedAt\n    }\n  }\n": typeof types.JobsDocument,
    "\n  mutation JobRetry($uuid: ID!) {\n    jobRetry(uuid: $uuid) {\n      uuid\n      status\n      attempts\n      runAt\n      finishedAt\n      lastError\n    }\n  }\n": typeof types.JobRetryDocument,
    "\n  query PaymentGatewayReminder($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      paymentGatewayReminder {\n        stage\n        remainingDays\n        message\n        buttonLabel\n      }\n    }\n  }\n": typeof types.PaymentGatewayReminderDocument,
    "\n  fragment KycFields on KycVerification {\n    appUuid\n    appName\n    status\n    statusLabel\n    businessType\n    businessName\n    tin\n    businessAddress\n    firstName\n    lastName\n    mobileNumber\n    idType\n    rejectionReason\n    submittedAt\n    idPhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n    selfiePhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n    registrationPhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n  }\n": typeof types.KycFieldsFragmentDoc,
    "\n  query KycVerification($appUuid: ID!) {\n    kycVerification(appUuid: $appUuid) {\n      ...KycFields\n    }\n    kycOptions {\n      businessTypes {\n        value\n        label\n      }\n      idTypes {\n        value\n        label\n      }\n    }\n  }\n": typeof types.KycVerificationDocument,
    "\n  mutation KycSubmit($input: KycSubmitInput!) {\n    kycSubmit(input: $input) {\n      ...KycFields\n    }\n  }\n": typeof types.KycSubmitDocument,
    "\n  query KycToReview {\n    kycToReview {\n      ...KycFields\n    }\n    kycOptions {\n      businessTypes {\n        value\n        label\n      }\n      idTypes {\n        value\n        label\n      }\n    }\n  }\n": typeof types.KycToReviewDocument,
    "\n  mutation KycReview($appUuid: ID!, $approve: Boolean!, $reason: String) {\n    kycReview(input: { appUuid: $appUuid, approve: $approve, reason: $reason }) {\n      appUuid\n      status\n      statusLabel\n      rejectionReason\n    }\n  }\n": typeof types.KycReviewDocument,
    "\n  mutation LaunchApp($input: LaunchAppInput!) {\n    launchApp(input: $input) {\n      uuid\n      status\n      storeStatus\n      storeStatusLabel\n      launchedAt\n      maintenance\n      deactivated\n    }\n  }\n": typeof types.LaunchAppDocument,
    "\n  query StoreLaunchAudience($appUuid: ID!) {\n    storeLaunchAudience(appUuid: $appUuid) {\n      appUuid\n      reachable\n      outsideWindow\n      announcement {\n        uuid\n        message\n        reachable\n        sent\n        failed\n        createdAt\n      }\n    }\n  }\n": typeof types.StoreLaunchAudienceDocument,
    "\n  mutation StoreLaunchAnnounce($input: StoreLaunchAnnounceInput!) {\n    storeLaunchAnnounce(input: $input) {\n      appUuid\n      reachable\n      outsideWindow\n      announcement {\n        uuid\n        message\n        reachable\n        sent\n        failed\n        createdAt\n      }\n    }\n  }\n": typeof types.StoreLaunchAnnounceDocument,
    "\n  query ResellerMerchantCounts($resellerUuid: ID!) {\n    resellerMerchantCounts(resellerUuid: $resellerUuid) {\n      status\n      count\n    }\n  }\n": typeof types.ResellerMerchantCountsDocument,
    "\n  query ResellerMerchants($resellerUuid: ID!, $status: ResellerMerchantStatus!, $first: Int, $after: String) {\n    resellerMerchants(resellerUuid: $resellerUuid, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          uuid\n          name\n          email\n          status\n          since\n          storeName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ResellerMerchantsDocument,
    "\n  query MessengerNotificationRecipients($appUuid: ID!) {\n    messengerNotificationRecipients(appUuid: $appUuid) {\n      uuid\n      name\n      psid\n      optedInAt\n      reachableUntil\n      lastReachedAt\n      unreachableSince\n      unreachableReason\n    }\n  }\n": typeof types.MessengerNotificationRecipientsDocument,
    "\n  mutation MessengerNotificationRecipientRemove($input: MessengerNotificationRecipientRemoveInput!) {\n    messengerNotificationRecipientRemove(input: $input) {\n      uuid\n    }\n  }\n": typeof types.MessengerNotificationRecipientRemoveDocument,
    "\n  query MessengerNotificationOptInUrl($appUuid: ID!) {\n    messengerNotificationOptInUrl(appUuid: $appUuid)\n  }\n": typeof types.MessengerNotificationOptInUrlDocument,
    "\n  query MessengerPageTemplates($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      activePage {\n        uuid\n        templatesSyncedAt\n        templatesSyncError\n        orderUpdateTemplate {\n          uuid\n          name\n          language\n        }\n        storeNotificationTemplate {\n          uuid\n          name\n          language\n        }\n        utilityTemplates {\n          uuid\n          name\n          language\n          status\n        }\n      }\n    }\n  }\n": typeof types.MessengerPageTemplatesDocument,
    "\n  mutation PageUtilityTemplatesSync($input: PageUtilityTemplatesSyncInput!) {\n    pageUtilityTemplatesSync(input: $input) {\n      uuid\n      templatesSyncedAt\n      templatesSyncError\n      orderUpdateTemplate {\n        uuid\n        name\n        language\n      }\n      storeNotificationTemplate {\n        uuid\n        name\n        language\n      }\n      utilityTemplates {\n        uuid\n        name\n        language\n        status\n      }\n    }\n  }\n": typeof types.PageUtilityTemplatesSyncDocument,
    "\n  fragment NotificationItem on Notification {\n    uuid\n    category\n    message\n    readAt\n    createdAt\n    limitNotice\n    notificationableType\n    notificationable {\n      uuid\n      transactionNumber\n    }\n    pageRecipient {\n      name\n      profilePic\n    }\n  }\n": typeof types.NotificationItemFragmentDoc,
    "\n  query Notifications($appUuid: ID!, $first: Int, $after: String) {\n    notifications(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationItem\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotificationsCount($appUuid: ID!) {\n    unreadNotificationsCount(appUuid: $appUuid)\n  }\n": typeof types.UnreadNotificationsCountDocument,
    "\n  mutation NotificationMarkAsRead($input: NotificationMarkAsReadInput!) {\n    notificationMarkAsRead(input: $input) {\n      uuid\n      readAt\n    }\n  }\n": typeof types.NotificationMarkAsReadDocument,
    "\n  mutation NotificationMarkAllAsRead($appUuid: ID!) {\n    notificationMarkAllAsRead(appUuid: $appUuid) {\n      success\n    }\n  }\n": typeof types.NotificationMarkAllAsReadDocument,
    "\n  subscription NotificationCreate($appUuid: ID!, $after: String) {\n    notificationCreate(appUuid: $appUuid, after: $after) {\n      ...NotificationItem\n    }\n  }\n": typeof types.NotificationCreateDocument,
    "\n  subscription BrowserNotificationCreate($appUuid: ID!, $after: String) {\n    browserNotificationCreate(appUuid: $appUuid, after: $after) {\n      uuid\n      message\n      appName\n      bundleKey\n      pageRecipientName\n    }\n  }\n": typeof types.BrowserNotificationCreateDocument,
    "\n  query NotificationEmailRecipients($appUuid: ID!) {\n    notificationEmailRecipients(appUuid: $appUuid) {\n      email\n      verified\n    }\n  }\n": typeof types.NotificationEmailRecipientsDocument,
    "\n  mutation NotificationEmailRecipientAdd($input: NotificationEmailRecipientInput!) {\n    notificationEmailRecipientAdd(input: $input) {\n      email\n      verified\n    }\n  }\n": typeof types.NotificationEmailRecipientAddDocument,
    "\n  mutation NotificationEmailRecipientRemove($input: NotificationEmailRecipientInput!) {\n    notificationEmailRecipientRemove(input: $input) {\n      email\n    }\n  }\n": typeof types.NotificationEmailRecipientRemoveDocument,
    "\n  mutation NotificationTestSend($input: NotificationTestSendInput!) {\n    notificationTestSend(input: $input) {\n      uuid\n    }\n  }\n": typeof types.NotificationTestSendDocument,
    "\n  fragment CourierBookingFields on OrderCourierBooking {\n    uuid\n    courier\n    status\n    fee\n    quoteExpiresAt\n    pickupAddress\n    dropoffAddress\n    trackingUrl\n    driverName\n    driverPhone\n    driverPlate\n    bookedAt\n    cancellable\n  }\n": typeof types.CourierBookingFieldsFragmentDoc,
    "\n  query OrderCourier($uuid: ID!, $appUuid: ID!) {\n    order(uuid: $uuid) {\n      uuid\n      streetAddress\n      courierMapPinRequired\n      courierBooking {\n        ...CourierBookingFields\n      }\n      courierUpdates {\n        uuid\n        status\n        driverName\n        driverPlate\n        createdAt\n      }\n    }\n    grabExpressCredits(appUuid: $appUuid) {\n      totalCredits\n    }\n  }\n": typeof types.OrderCourierDocument,
    "\n  mutation OrderCourierQuote($orderUuid: ID!, $dropoffLatitude: Float, $dropoffLongitude: Float) {\n    orderCourierQuote(\n      orderUuid: $orderUuid\n      dropoffLatitude: $dropoffLatitude\n      dropoffLongitude: $dropoffLongitude\n    ) {\n      ...CourierBookingFields\n    }\n  }\n": typeof types.OrderCourierQuoteDocument,
    "\n  mutation OrderCourierBook($uuid: ID!) {\n    orderCourierBook(uuid: $uuid) {\n      ...CourierBookingFields\n    }\n  }\n": typeof types.OrderCourierBookDocument,
    "\n  mutation OrderCourierCancel($orderUuid: ID!) {\n    orderCourierCancel(orderUuid: $orderUuid) {\n      ...CourierBookingFields\n    }\n  }\n": typeof types.OrderCourierCancelDocument,
    "\n  fragment OrderListFields on Order {\n    uuid\n    transactionNumber\n    createdAt\n    customerName\n    mobileNumber\n    total\n    status\n    paymentStatus\n    advanceOrderDate\n  }\n": typeof types.OrderListFieldsFragmentDoc,
    "\n  fragment OrderDetailsFields on Order {\n    uuid\n    transactionNumber\n    createdAt\n    status\n    paymentStatus\n    paymentMethod\n    customerName\n    mobileNumber\n    fulfillment\n    deliveryAddress\n    remarks\n    advanceOrderDate\n    subtotal\n    deliveryFee\n    tax\n    discount\n    discounts {\n      title\n      code\n      amount\n    }\n    convenienceFee\n    transactionFee\n    total\n    autoConfirmedAt\n    expiredAt\n    payBy\n    paymentStatusUpdatedAt\n    depositSlipUrl\n    nextStatuses\n    nextPaymentStatuses\n    canRefund\n    refund {\n      amount\n      status\n      failureMessage\n    }\n    timeline {\n      kind\n      status\n      note\n      outcome\n      at\n    }\n    items {\n      uuid\n      productName\n      variantName\n      unitPrice\n      quantity\n      lineTotal\n      addOns {\n        name\n        price\n        quantity\n      }\n    }\n  }\n": typeof types.OrderDetailsFieldsFragmentDoc,
    "\n  query Orders(\n    $appUuid: ID!\n    $first: Int\n    $after: String\n    $status: OrderStatus\n    $paymentStatus: PaymentStatus\n    $search: String\n    $from: Date\n    $to: Date\n    $advance: Boolean\n  ) {\n    orders(\n      appUuid: $appUuid\n      first: $first\n      after: $after\n      status: $status\n      paymentStatus: $paymentStatus\n      search: $search\n      from: $from\n      to: $to\n      advance: $advance\n    ) {\n      totalCount\n      totalCountCapped\n      edges {\n        cursor\n        node {\n          ...OrderListFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.OrdersDocument,
    "\n  query OrderCounts($appUuid: ID!) {\n    orderCounts(appUuid: $appUuid) {\n      status\n      count\n    }\n  }\n": typeof types.OrderCountsDocument,
    "\n  query OrderApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      ordersExportable\n    }\n  }\n": typeof types.OrderAppDocument,
    "\n  query OrderByTransactionNumber($appUuid: ID!, $transactionNumber: String!) {\n    orderByTransactionNumber(appUuid: $appUuid, transactionNumber: $transactionNumber) {\n      ...OrderDetailsFields\n    }\n  }\n": typeof types.OrderByTransactionNumberDocument,
    "\n  mutation OrderStatusUpdate($input: OrderStatusUpdateInput!) {\n    orderStatusUpdate(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n": typeof types.OrderStatusUpdateDocument,
    "\n  mutation OrderPaymentStatusUpdate($input: OrderPaymentStatusUpdateInput!) {\n    orderPaymentStatusUpdate(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n": typeof types.OrderPaymentStatusUpdateDocument,
    "\n  mutation OrderRefund($input: OrderRefundInput!) {\n    orderRefund(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n": typeof types.OrderRefundDocument,
    "\n  query OrdersExportCsv(\n    $appUuid: ID!\n    $status: OrderStatus\n    $paymentStatus: PaymentStatus\n    $search: String\n    $from: Date\n    $to: Date\n    $advance: Boolean\n  ) {\n    ordersExportCsv(\n      appUuid: $appUuid\n      status: $status\n      paymentStatus: $paymentStatus\n      search: $search\n      from: $from\n      to: $to\n      advance: $advance\n    )\n  }\n": typeof types.OrdersExportCsvDocument,
    "\n  query OrderReminders($appUuid: ID!) {\n    pendingOrdersReminder(appUuid: $appUuid) {\n      pendingCount\n      completeBy\n    }\n    fetchAdvanceOrdersForToday(appUuid: $appUuid) {\n      uuid\n      transactionNumber\n    }\n  }\n": typeof types.OrderRemindersDocument,
    "\n  query ConnectedPage($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      myRole\n      activePagePhotoUrl\n      activePage {\n        uuid\n        fbPageId\n        name\n        photoUrl\n        subscribed\n        subscribeError\n      }\n    }\n  }\n": typeof types.ConnectedPageDocument,
    "\n  query FacebookLoginUrl($appUuid: ID!, $returnPath: String!) {\n    facebookLoginUrl(appUuid: $appUuid, returnPath: $returnPath)\n  }\n": typeof types.FacebookLoginUrlDocument,
    "\n  mutation FacebookLoginComplete($input: FacebookLoginCompleteInput!) {\n    facebookLoginComplete(input: $input) {\n      uuid\n      expiresAt\n      pages {\n        fbPageId\n        name\n        pictureUrl\n        connectedElsewhere\n      }\n    }\n  }\n": typeof types.FacebookLoginCompleteDocument,
    "\n  mutation FacebookPageConnect($input: FacebookPageConnectInput!) {\n    facebookPageConnect(input: $input) {\n      uuid\n      activePagePhotoUrl\n      activePage {\n        uuid\n        fbPageId\n        name\n        photoUrl\n        subscribed\n        subscribeError\n      }\n    }\n  }\n": typeof types.FacebookPageConnectDocument,
    "\n  mutation FacebookPageDisconnect($input: FacebookPageDisconnectInput!) {\n    facebookPageDisconnect(input: $input) {\n      uuid\n      activePagePhotoUrl\n      activePage {\n        uuid\n      }\n    }\n  }\n": typeof types.FacebookPageDisconnectDocument,
    "\n  query UpdatePageImage($appUuid: ID!) {\n    updatePageImage(appUuid: $appUuid) {\n      uuid\n      photoUrl\n    }\n  }\n": typeof types.UpdatePageImageDocument,
    "\n  fragment PersistentMenuFields on PersistentMenuSettings {\n    appUuid\n    status\n    error\n    needsPrimaryApp\n    items {\n      uuid\n      title\n      category\n      url\n      webHeight\n    }\n  }\n": typeof types.PersistentMenuFieldsFragmentDoc,
    "\n  query PersistentMenu($appUuid: ID!) {\n    persistentMenu(appUuid: $appUuid) {\n      ...PersistentMenuFields\n    }\n  }\n": typeof types.PersistentMenuDocument,
    "\n  mutation PersistentMenuSave($input: PersistentMenuSaveInput!) {\n    persistentMenuSave(input: $input) {\n      ...PersistentMenuFields\n    }\n  }\n": typeof types.PersistentMenuSaveDocument,
    "\n  query PlanFileSize($appUuid: ID!) {\n    currentAppEnterprisePlan(appUuid: $appUuid) {\n      id\n      enterprisePlan {\n        uuid\n        fileSizeLimit\n      }\n    }\n  }\n": typeof types.PlanFileSizeDocument,
    "\n  fragment PromotionRowFields on Promotion {\n    uuid\n    kind\n    title\n    code\n    valueType\n    value\n    minimumPurchase\n    condition\n    buyQuantity\n    getQuantity\n    tiers {\n      minQuantity\n      percent\n    }\n    startsAt\n    endsAt\n    usageLimit\n    usedCount\n    status\n  }\n": typeof types.PromotionRowFieldsFragmentDoc,
    "\n  fragment PromotionFields on Promotion {\n    ...PromotionRowFields\n    scope\n    products {\n      uuid\n      name\n    }\n    categories {\n      uuid\n      name\n    }\n    perCustomerLimit\n    firstOrderOnly\n    updatedAt\n    results {\n      orders\n      revenue\n      discountGiven\n    }\n  }\n": typeof types.PromotionFieldsFragmentDoc,
    "\n  query Promotions(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: PromotionStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    promotions(\n      appUuid: $appUuid\n      kinds: $kinds\n      status: $status\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      edges {\n        node {\n          ...PromotionRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PromotionsDocument,
    "\n  query Promotion($uuid: ID!) {\n    promotion(uuid: $uuid) {\n      ...PromotionFields\n    }\n  }\n": typeof types.PromotionDocument,
    "\n  query PromotionPreview($input: PromotionPreviewInput!) {\n    promotionPreview(input: $input) {\n      subtotal\n      deliveryFee\n      discount\n      total\n      refusal\n      problems {\n        field\n        message\n      }\n    }\n  }\n": typeof types.PromotionPreviewDocument,
    "\n  query PromotionProducts($appUuid: ID!, $search: String, $first: Int) {\n    products(appUuid: $appUuid, search: $search, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          price\n          variants {\n            uuid\n            variantName\n            price\n          }\n        }\n      }\n    }\n  }\n": typeof types.PromotionProductsDocument,
    "\n  query PromotionCategories($appUuid: ID!, $search: String, $first: Int) {\n    categories(appUuid: $appUuid, search: $search, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n        }\n      }\n    }\n  }\n": typeof types.PromotionCategoriesDocument,
    "\n  mutation PromotionCreate($input: PromotionCreateInput!) {\n    promotionCreate(input: $input) {\n      ...PromotionFields\n    }\n  }\n": typeof types.PromotionCreateDocument,
    "\n  mutation PromotionUpdate($input: PromotionUpdateInput!) {\n    promotionUpdate(input: $input) {\n      ...PromotionFields\n    }\n  }\n": typeof types.PromotionUpdateDocument,
    "\n  mutation PromotionEnd($uuid: ID!) {\n    promotionEnd(uuid: $uuid) {\n      ...PromotionFields\n    }\n  }\n": typeof types.PromotionEndDocument,
    "\n  mutation PromotionDelete($uuid: ID!) {\n    promotionDelete(uuid: $uuid) {\n      uuid\n    }\n  }\n": typeof types.PromotionDeleteDocument,
    "\n  fragment ReferralLinkFields on ReferralLink {\n    uuid\n    name\n    code\n    product {\n      uuid\n      name\n    }\n    promo {\n      uuid\n      title\n      code\n      ended\n      scheduled\n    }\n    storeUrl\n    shortUrl\n    messengerUrl\n    figures {\n      from\n      to\n      visits\n      ordersPlaced\n      revenue\n      conversations\n    }\n  }\n": typeof types.ReferralLinkFieldsFragmentDoc,
    "\n  query ReferralLinks($appUuid: ID!, $target: ReferralLinkTarget!) {\n    referralLinks(appUuid: $appUuid, target: $target) {\n      ...ReferralLinkFields\n    }\n  }\n": typeof types.ReferralLinksDocument,
    "\n  query ReferralLink($appUuid: ID!, $uuid: ID!) {\n    referralLink(appUuid: $appUuid, uuid: $uuid) {\n      ...ReferralLinkFields\n    }\n  }\n": typeof types.ReferralLinkDocument,
    "\n  mutation ReferralLinkCreate($appUuid: ID!, $input: ReferralLinkInput!) {\n    referralLinkCreate(appUuid: $appUuid, input: $input) {\n      ...ReferralLinkFields\n    }\n  }\n": typeof types.ReferralLinkCreateDocument,
    "\n  mutation ReferralLinkUpdate($appUuid: ID!, $uuid: ID!, $input: ReferralLinkInput!) {\n    referralLinkUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...ReferralLinkFields\n    }\n  }\n": typeof types.ReferralLinkUpdateDocument,
    "\n  mutation ReferralLinkDelete($appUuid: ID!, $uuid: ID!) {\n    referralLinkDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n": typeof types.ReferralLinkDeleteDocument,
    "\n  query ReferralPromos($appUuid: ID!) {\n    promotions(appUuid: $appUuid, kinds: [CODE, AUTOMATIC, CART], first: 100) {\n      edges {\n        node {\n          uuid\n          title\n          code\n          kind\n          status\n        }\n      }\n    }\n  }\n": typeof types.ReferralPromosDocument,
    "\n  fragment SegmentFields on CustomerSegment {\n    uuid\n    name\n    updatedAt\n    rules {\n      field\n      op\n      value\n      ids\n      products {\n        uuid\n        name\n      }\n      categories {\n        uuid\n        name\n      }\n      places {\n        code\n        name\n      }\n    }\n  }\n": typeof types.SegmentFieldsFragmentDoc,
    "\n  query CustomerSegments($appUuid: ID!) {\n    customerSegments(appUuid: $appUuid) {\n      ...SegmentFields\n    }\n  }\n": typeof types.CustomerSegmentsDocument,
    "\n  query SegmentMembers($appUuid: ID!, $uuid: ID!, $first: Int, $after: String) {\n    customerSegment(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      customers(first: $first, after: $after) {\n        totalCount\n        totalCountCapped\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            uuid\n            name\n            mobileNumber\n            lastActiveAt\n          }\n        }\n      }\n    }\n  }\n": typeof types.SegmentMembersDocument,
    "\n  query SegmentPreview($appUuid: ID!, $rules: [SegmentRuleInput!]!) {\n    customerSegmentPreview(appUuid: $appUuid, rules: $rules) {\n      count\n      countCapped\n      sample {\n        uuid\n        name\n        lastActiveAt\n      }\n    }\n  }\n": typeof types.SegmentPreviewDocument,
    "\n  mutation SegmentCreate($appUuid: ID!, $input: CustomerSegmentInput!) {\n    customerSegmentCreate(appUuid: $appUuid, input: $input) {\n      ...SegmentFields\n    }\n  }\n": typeof types.SegmentCreateDocument,
    "\n  mutation SegmentUpdate($appUuid: ID!, $uuid: ID!, $input: CustomerSegmentInput!) {\n    customerSegmentUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...SegmentFields\n    }\n  }\n": typeof types.SegmentUpdateDocument,
    "\n  mutation SegmentDelete($appUuid: ID!, $uuid: ID!) {\n    customerSegmentDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n": typeof types.SegmentDeleteDocument,
    "\n  query SegmentExportCsv($appUuid: ID!, $uuid: ID!) {\n    customerSegmentExportCsv(appUuid: $appUuid, uuid: $uuid)\n  }\n": typeof types.SegmentExportCsvDocument,
    "\n  fragment StoreAppearanceFields on StoreAppearance {\n    logoUrl\n    coverUrl\n    brandColor\n    welcomeText\n    customized\n  }\n": typeof types.StoreAppearanceFieldsFragmentDoc,
    "\n  query SetupApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      bundleKey\n      launchedAt\n      hasDefaultPaymentMethod\n      activePage {\n        uuid\n        name\n      }\n      appearance {\n        ...StoreAppearanceFields\n      }\n    }\n  }\n": typeof types.SetupAppDocument,
    "\n  mutation StoreAppearanceUpdate($input: StoreAppearanceUpdateInput!) {\n    storeAppearanceUpdate(input: $input) {\n      ...StoreAppearanceFields\n    }\n  }\n": typeof types.StoreAppearanceUpdateDocument,
    "\n  query SetupChecklist($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      launchedAt\n      hasDefaultPaymentMethod\n      myRole\n      businessDescription\n      categoryTree {\n        selected\n      }\n      activePage {\n        uuid\n        name\n      }\n    }\n    products(appUuid: $appUuid, published: true, first: 1) {\n      edges {\n        node {\n          uuid\n        }\n      }\n    }\n    shippingMethods(appUuid: $appUuid, first: 50) {\n      edges {\n        node {\n          uuid\n          enabled\n        }\n      }\n    }\n  }\n": typeof types.SetupChecklistDocument,
    "\n  fragment CartSettingFields on CartSetting {\n    uuid\n    appUuid\n    subcategorized\n    additionalTax\n    additionalTaxType\n    addressInputType\n    deliveryFeeType\n    emailNotifRecipient\n    expiration\n    expirationDateType\n    freeShippingRequiredAmount\n    locationScope\n    chargeDeliveryFeeFrom\n    requiredAmount\n    shipping\n    enableProductLocationAvailability\n    digitalProduct\n  }\n": typeof types.CartSettingFieldsFragmentDoc,
    "\n  query CartSetting($appUuid: ID!) {\n    cartSetting(appUuid: $appUuid) {\n      ...CartSettingFields\n    }\n  }\n": typeof types.CartSettingDocument,
    "\n  mutation CartSettingUpdate($input: CartSettingUpdateInput!) {\n    cartSettingUpdate(input: $input) {\n      ...CartSettingFields\n    }\n  }\n": typeof types.CartSettingUpdateDocument,
    "\n  fragment PaymentAccountFields on StorePaymentAccount {\n    uuid\n    kind\n    kindLabel\n    bankName\n    accountName\n    accountNumber\n    qrPhotoUuid\n    qrImageUrl\n  }\n": typeof types.PaymentAccountFieldsFragmentDoc,
    "\n  query StorePaymentAccounts($appUuid: ID!) {\n    storePaymentAccounts(appUuid: $appUuid) {\n      ...PaymentAccountFields\n    }\n  }\n": typeof types.StorePaymentAccountsDocument,
    "\n  mutation StorePaymentAccountCreate($input: StorePaymentAccountCreateInput!) {\n    storePaymentAccountCreate(input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n": typeof types.StorePaymentAccountCreateDocument,
    "\n  mutation StorePaymentAccountUpdate($input: StorePaymentAccountUpdateInput!) {\n    storePaymentAccountUpdate(input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n": typeof types.StorePaymentAccountUpdateDocument,
    "\n  mutation StorePaymentAccountDelete($input: StorePaymentAccountDeleteInput!) {\n    storePaymentAccountDelete(input: $input) {\n      uuid\n    }\n  }\n": typeof types.StorePaymentAccountDeleteDocument,
    "\n  fragment ShippingMethodFields on ShippingMethod {\n    uuid\n    appUuid\n    name\n    kind\n    fee\n    pickupAddress\n    latitude\n    longitude\n    enabled\n    instructions\n  }\n": typeof types.ShippingMethodFieldsFragmentDoc,
    "\n  query ShippingMethods($appUuid: ID!, $first: Int, $after: String) {\n    shippingMethods(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...ShippingMethodFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ShippingMethodsDocument,
    "\n  query ShippingMethod($uuid: ID!) {\n    shippingMethod(uuid: $uuid) {\n      ...ShippingMethodFields\n    }\n  }\n": typeof types.ShippingMethodDocument,
    "\n  mutation ShippingMethodCreate($input: ShippingMethodCreateInput!) {\n    shippingMethodCreate(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n": typeof types.ShippingMethodCreateDocument,
    "\n  mutation ShippingMethodUpdate($input: ShippingMethodUpdateInput!) {\n    shippingMethodUpdate(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n": typeof types.ShippingMethodUpdateDocument,
    "\n  mutation ShippingMethodDelete($input: ShippingMethodDeleteInput!) {\n    shippingMethodDelete(input: $input) {\n      uuid\n    }\n  }\n": typeof types.ShippingMethodDeleteDocument,
    "\n  fragment VoucherBatchFields on Promotion {\n    uuid\n    kind\n    title\n    valueType\n    value\n    minimumPurchase\n    startsAt\n    endsAt\n    usageLimit\n    usedCount\n    status\n    updatedAt\n    voucherCounts {\n      issued\n      claimed\n      redeemed\n      expired\n    }\n  }\n": typeof types.VoucherBatchFieldsFragmentDoc,
    "\n  fragment VoucherFields on Voucher {\n    uuid\n    code\n    status\n    customerMobile\n    claimedAt\n    redeemedAt\n    redeemedInStore\n    amount\n    createdAt\n    promotion {\n      uuid\n      kind\n      title\n      endsAt\n    }\n  }\n": typeof types.VoucherFieldsFragmentDoc,
    "\n  query VoucherBatches(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: PromotionStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    promotions(\n      appUuid: $appUuid\n      kinds: $kinds\n      status: $status\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      edges {\n        node {\n          ...VoucherBatchFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.VoucherBatchesDocument,
    "\n  query Vouchers(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: VoucherStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    vouchers(appUuid: $appUuid, kinds: $kinds, status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...VoucherFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.VouchersDocument,
    "\n  mutation VoucherBatchCreate($input: PromotionCreateInput!) {\n    promotionCreate(input: $input) {\n      ...VoucherBatchFields\n    }\n  }\n": typeof types.VoucherBatchCreateDocument,
    "\n  mutation VoucherBatchUpdate($input: PromotionUpdateInput!) {\n    promotionUpdate(input: $input) {\n      ...VoucherBatchFields\n    }\n  }\n": typeof types.VoucherBatchUpdateDocument,
    "\n  mutation VoucherBatchEnd($uuid: ID!) {\n    promotionEnd(uuid: $uuid) {\n      ...VoucherBatchFields\n    }\n  }\n": typeof types.VoucherBatchEndDocument,
    "\n  mutation VoucherClaim($input: VoucherClaimInput!) {\n    voucherClaim(input: $input) {\n      ...VoucherFields\n    }\n  }\n": typeof types.VoucherClaimDocument,
    "\n  query VoucherCheck($appUuid: ID!, $code: String!, $purchaseAmount: Int!) {\n    voucherCheck(appUuid: $appUuid, code: $code, purchaseAmount: $purchaseAmount) {\n      code\n      title\n      discount\n      payable\n      refusal\n    }\n  }\n": typeof types.VoucherCheckDocument,
    "\n  mutation VoucherRedeem($input: VoucherRedeemInput!) {\n    voucherRedeem(input: $input) {\n      code\n      discount\n      payable\n      redeemedAt\n    }\n  }\n": typeof types.VoucherRedeemDocument,
    "\n  query WhiteLabelContent($origin: String!) {\n    whiteLabelContent(origin: $origin) {\n      uuid\n      whiteLabelLogo\n      whiteLabelTitle\n      whiteLabelDomain\n      whiteLabelHeader\n      whiteLabelStatus\n      whiteLabelFavicon\n    }\n  }\n": typeof types.WhiteLabelContentDocument,
    "\n  query StoreOrderCourier($appUuid: ID!, $transactionNumber: String!, $mobile: String!) {\n    storeOrderCourier(appUuid: $appUuid, transactionNumber: $transactionNumber, mobile: $mobile) {\n      status\n      driverName\n      driverPlate\n      trackingUrl\n    }\n  }\n": typeof types.StoreOrderCourierDocument,
    "\n  query Storefront($appUuid: ID!) {\n    storefront(appUuid: $appUuid) {\n      uuid\n      name\n      status\n      open\n      preview\n      notice\n      maintenanceMessage\n      paymentMethods\n      onlinePaymentChannels\n      paymentAccounts {\n        uuid\n        kind\n        kindLabel\n        bankName\n        accountName\n        accountNumber\n        qrImageUrl\n      }\n      allowProductRemarks\n      allowAdvanceOrder\n      announcement {\n        uuid\n        message\n        productUuid\n      }\n      appearance {\n        logoUrl\n        coverUrl\n        brandColor\n        welcomeText\n      }\n      categories {\n        uuid\n        name\n        children {\n          uuid\n          name\n        }\n      }\n      cartSetting {\n        requiredAmount\n        freeShippingRequiredAmount\n        additionalTax\n        additionalTaxType\n        deliveryFeeType\n        chargeDeliveryFeeFrom\n        addressInputType\n        locationScope\n      }\n      shippingMethods {\n        uuid\n        kind\n        name\n        fee\n        pickupAddress\n      }\n    }\n  }\n": typeof types.StorefrontDocument,
    "\n  query StoreProducts($appUuid: ID!, $first: Int, $after: String, $search: String, $categoryUuid: ID) {\n    storeProducts(appUuid: $appUuid, first: $first, after: $after, search: $search, categoryUuid: $categoryUuid) {\n      edges {\n        node {\n          uuid\n          name\n          price\n          compareAtPrice\n          photoUrl\n          soldOut\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.StoreProductsDocument,
    "\n  query StoreProduct($appUuid: ID!, $uuid: ID!) {\n    storeProduct(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      name\n      description\n      price\n      compareAtPrice\n      photoUrl\n      soldOut\n      options {\n        name\n        values\n      }\n      variants {\n        uuid\n        variantName\n        optionValues\n        price\n        compareAtPrice\n        stockQuantity\n        soldOut\n      }\n      addOns {\n        uuid\n        name\n        price\n        maxQuantity\n      }\n      photos {\n        uuid\n        url\n        thumbnailUrl\n      }\n    }\n  }\n": typeof types.StoreProductDocument,
    "\n  query StoreDeliveryPlaces($appUuid: ID!, $parentCode: String) {\n    storeDeliveryPlaces(appUuid: $appUuid, parentCode: $parentCode) {\n      code\n      name\n      singleCityCode\n    }\n  }\n": typeof types.StoreDeliveryPlacesDocument,
    "\n  query StoreDeliveryQuote($appUuid: ID!, $regionCode: String!, $provinceCode: String!, $cityCode: String) {\n    storeDeliveryQuote(appUuid: $appUuid, regionCode: $regionCode, provinceCode: $provinceCode, cityCode: $cityCode) {\n      delivers\n      message\n      areaName\n      deliveryFee\n      leadTimeMinDays\n      leadTimeMaxDays\n    }\n  }\n": typeof types.StoreDeliveryQuoteDocument,
    "\n  query StoreCartQuote($input: StoreCartQuoteInput!) {\n    storeCartQuote(input: $input) {\n      subtotal\n      deliveryFee\n      tax\n      discount\n      total\n      maxCodes\n      discounts {\n        title\n        code\n        amount\n      }\n      codes {\n        code\n        applied\n        message\n      }\n      offers {\n        title\n        message\n        remaining\n      }\n    }\n  }\n": typeof types.StoreCartQuoteDocument,
    "\n  mutation StoreCheckout($input: StoreCheckoutInput!) {\n    storeCheckout(input: $input) {\n      transactionNumber\n      total\n      status\n      payBy\n      discounts {\n        title\n        code\n        amount\n      }\n      payment {\n        ...StoreOrderPaymentFields\n      }\n    }\n  }\n": typeof types.StoreCheckoutDocument,
    "\n  fragment StoreOrderPaymentFields on StoreOrderPayment {\n    uuid\n    channel\n    amount\n    status\n    checkoutUrl\n    failureMessage\n    transactionNumber\n    orderPaymentStatus\n    canRetry\n  }\n": typeof types.StoreOrderPaymentFieldsFragmentDoc,
    "\n  query StoreOrderPayment($appUuid: ID!, $uuid: ID!) {\n    storeOrderPayment(appUuid: $appUuid, uuid: $uuid) {\n      ...StoreOrderPaymentFields\n    }\n  }\n": typeof types.StoreOrderPaymentDocument,
    "\n  mutation StoreOrderPaymentRetry($appUuid: ID!, $uuid: ID!) {\n    storeOrderPaymentRetry(appUuid: $appUuid, uuid: $uuid) {\n      ...StoreOrderPaymentFields\n    }\n  }\n": typeof types.StoreOrderPaymentRetryDocument,
    "\n  fragment StoreOrderFields on StoreOrder {\n    uuid\n    transactionNumber\n    status\n    paymentStatus\n    paymentMethod\n    fulfillment\n    customerName\n    subtotal\n    deliveryFee\n    tax\n    discount\n    discounts {\n      title\n      code\n      kind\n      amount\n    }\n    total\n    createdAt\n    advanceOrderDate\n    depositSlipUrl\n    canUploadDepositSlip\n    latestPayment {\n      uuid\n      status\n      canRetry\n    }\n    payBy\n    expired\n    items {\n      uuid\n      productName\n      variantName\n      unitPrice\n      quantity\n      lineTotal\n      addOns {\n        name\n        price\n        quantity\n      }\n    }\n  }\n": typeof types.StoreOrderFieldsFragmentDoc,
    "\n  query StoreOrder($appUuid: ID!, $transactionNumber: String!, $mobile: String!) {\n    storeOrder(appUuid: $appUuid, transactionNumber: $transactionNumber, mobile: $mobile) {\n      ...StoreOrderFields\n    }\n  }\n": typeof types.StoreOrderDocument,
    "\n  mutation StoreOrderDepositSlip(\n    $appUuid: ID!\n    $transactionNumber: String!\n    $mobileNumber: String!\n    $depositSlipUuid: ID!\n  ) {\n    storeOrderDepositSlip(\n      appUuid: $appUuid\n      transactionNumber: $transactionNumber\n      mobileNumber: $mobileNumber\n      depositSlipUuid: $depositSlipUuid\n    ) {\n      ...StoreOrderFields\n    }\n  }\n": typeof types.StoreOrderDepositSlipDocument,
    "\n  mutation StorefrontTrack($input: StorefrontTrackInput!) {\n    storefrontTrack(input: $input)\n  }\n": typeof types.StorefrontTrackDocument,
};
const documents: Documents = {
    "\n  subscription Live($appUuid: ID!, $after: String) {\n    notificationCreate(appUuid: $appUuid, after: $after) {\n      uuid\n    }\n  }\n": types.LiveDocument,
    "\n      subscription P($uuid: ID!) {\n        productImportProgress(uuid: $uuid) {\n          processed\n        }\n      }\n    ": types.PDocument,
    "\n  fragment PsgcPlaceFields on PsgcPlace {\n    code\n    name\n    level\n    cityCount\n  }\n": types.PsgcPlaceFieldsFragmentDoc,
    "\n  query PsgcRegions {\n    psgcRegions {\n      ...PsgcPlaceFields\n    }\n  }\n": types.PsgcRegionsDocument,
    "\n  query PsgcProvinces($regionCode: String!) {\n    psgcProvinces(regionCode: $regionCode) {\n      ...PsgcPlaceFields\n    }\n  }\n": types.PsgcProvincesDocument,
    "\n  query PsgcCities($provinceCode: String!) {\n    psgcCities(provinceCode: $provinceCode) {\n      ...PsgcPlaceFields\n    }\n  }\n": types.PsgcCitiesDocument,
    "\n  mutation AccountSecurityUpdate($input: AccountSecurityUpdateInput!) {\n    accountSecurityUpdate(input: $input) {\n      ...UserFields\n    }\n  }\n": types.AccountSecurityUpdateDocument,
    "\n  query UnverifiedUserBusinessEmail($userUuid: ID!) {\n    unverifiedUserBusinessEmail(userUuid: $userUuid)\n  }\n": types.UnverifiedUserBusinessEmailDocument,
    "\n  mutation UserResendVerificationEmail($userUuid: ID!) {\n    userResendVerificationEmail(userUuid: $userUuid) {\n      uuid\n    }\n  }\n": types.UserResendVerificationEmailDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation EmailConfirm($input: EmailConfirmInput!) {\n    emailConfirm(input: $input) {\n      email\n    }\n  }\n": types.EmailConfirmDocument,
    "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      success\n    }\n  }\n": types.PasswordResetRequestDocument,
    "\n  mutation PasswordReset($input: PasswordResetInput!) {\n    passwordReset(input: $input) {\n      success\n    }\n  }\n": types.PasswordResetDocument,
    "\n  mutation AccountUnlock($input: AccountUnlockInput!) {\n    accountUnlock(input: $input) {\n      success\n    }\n  }\n": types.AccountUnlockDocument,
    "\n  query Invitation($invitationToken: String!) {\n    invitation(invitationToken: $invitationToken) {\n      email\n      role\n      appName\n      inviterName\n      accountExists\n    }\n  }\n": types.InvitationDocument,
    "\n  mutation InvitationAccept($input: InvitationAcceptInput!) {\n    invitationAccept(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.InvitationAcceptDocument,
    "\n  query MailOutbox($first: Int) {\n    mailOutbox(first: $first) {\n      uuid\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n": types.MailOutboxDocument,
    "\n  fragment UserFields on User {\n    uuid\n    firstName\n    lastName\n    fullName\n    email\n    role\n    imageUrl\n    affiliateCode\n    contactDialCode\n    contactNumber\n    birthdate\n    authorizedNetworkDashboard\n    businessEmailAddress\n    firstAppUuid\n  }\n": types.UserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  query ServerInfo {\n    serverInfo {\n      demoMode\n      demoEmail\n      demoPassword\n      version\n    }\n  }\n": types.ServerInfoDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation DestroyAuthToken($input: DestroyAuthTokenInput!) {\n    destroyAuthToken(input: $input) {\n      generatedTokenLog {\n        uuid\n      }\n    }\n  }\n": types.DestroyAuthTokenDocument,
    "\n  mutation UserSettingUpdate($input: UserSettingUpdateInput!) {\n    userSettingUpdate(input: $input) {\n      ...UserFields\n    }\n  }\n": types.UserSettingUpdateDocument,
    "\n  fragment SalesFiguresFields on SalesFigures {\n    netSales\n    grossSales\n    refunds\n    orders\n    cancelledOrders\n    returningOrders\n    averageOrderValue\n    repeatCustomerRate\n  }\n": types.SalesFiguresFieldsFragmentDoc,
    "\n  fragment SalesFunnelFields on SalesFunnel {\n    visits\n    productViews\n    addToCart\n    checkoutStarted\n    ordersPlaced\n  }\n": types.SalesFunnelFieldsFragmentDoc,
    "\n  fragment ProductFigureFields on ProductFigure {\n    productUuid\n    name\n    views\n    unitsSold\n    sales\n  }\n": types.ProductFigureFieldsFragmentDoc,
    "\n  query StoreAnalytics(\n    $appUuid: ID!\n    $from: Date!\n    $to: Date!\n    $today: Date!\n    $limit: Int!\n    $withPeriod: Boolean!\n    $withToday: Boolean!\n    $withFunnel: Boolean!\n    $withDays: Boolean!\n    $withReferrals: Boolean!\n    $withViewed: Boolean!\n    $withSold: Boolean!\n    $withLatest: Boolean!\n  ) {\n    period: storeAnalytics(appUuid: $appUuid, from: $from, to: $to) @include(if: $withPeriod) {\n      appUuid\n      range {\n        from\n        to\n      }\n      previousRange {\n        from\n        to\n      }\n      sales {\n        ...SalesFiguresFields\n      }\n      previousSales {\n        ...SalesFiguresFields\n      }\n      funnel @include(if: $withFunnel) {\n        ...SalesFunnelFields\n      }\n      previousFunnel @include(if: $withFunnel) {\n        ...SalesFunnelFields\n      }\n      days @include(if: $withDays) {\n        day\n        netSales\n        orders\n        visits\n        productViews\n        addToCart\n        checkoutStarted\n        ordersPlaced\n      }\n      topReferrals(limit: $limit) @include(if: $withReferrals) {\n        source\n        visits\n        ordersPlaced\n      }\n      mostViewedProducts(limit: $limit) @include(if: $withViewed) {\n        ...ProductFigureFields\n      }\n      mostSoldProducts(limit: $limit) @include(if: $withSold) {\n        ...ProductFigureFields\n      }\n      latestSoldProducts(limit: $limit) @include(if: $withLatest) {\n        orderUuid\n        transactionNumber\n        productUuid\n        productName\n        variantName\n        quantity\n        lineTotal\n        soldAt\n      }\n    }\n    today: storeAnalytics(appUuid: $appUuid, from: $today, to: $today) @include(if: $withToday) {\n      appUuid\n      range {\n        from\n        to\n      }\n      sales {\n        ...SalesFiguresFields\n      }\n      previousSales {\n        ...SalesFiguresFields\n      }\n    }\n  }\n": types.StoreAnalyticsDocument,
    "\n  query AnalyticsLatestCustomers($appUuid: ID!, $first: Int!) {\n    customers(appUuid: $appUuid, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          ordersCount\n          totalSpent\n          lastActiveAt\n        }\n      }\n    }\n  }\n": types.AnalyticsLatestCustomersDocument,
    "\n  query AnalyticsLowInventory($appUuid: ID!, $first: Int!) {\n    products(appUuid: $appUuid, stock: low, sort: stock_asc, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          stockQuantity\n          price\n          published\n        }\n      }\n    }\n  }\n": types.AnalyticsLowInventoryDocument,
    "\n  fragment AnnouncementFields on StoreAnnouncement {\n    uuid\n    message\n    productUuid\n    product {\n      uuid\n      name\n    }\n    startsAt\n    endsAt\n    status\n  }\n": types.AnnouncementFieldsFragmentDoc,
    "\n  query StoreAnnouncements($appUuid: ID!, $first: Int, $after: String) {\n    storeAnnouncements(appUuid: $appUuid, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AnnouncementFields\n        }\n      }\n    }\n  }\n": types.StoreAnnouncementsDocument,
    "\n  query StoreAnnouncement($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncement(appUuid: $appUuid, uuid: $uuid) {\n      ...AnnouncementFields\n    }\n  }\n": types.StoreAnnouncementDocument,
    "\n  mutation StoreAnnouncementCreate($appUuid: ID!, $input: StoreAnnouncementInput!) {\n    storeAnnouncementCreate(appUuid: $appUuid, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": types.StoreAnnouncementCreateDocument,
    "\n  mutation StoreAnnouncementUpdate($appUuid: ID!, $uuid: ID!, $input: StoreAnnouncementInput!) {\n    storeAnnouncementUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n": types.StoreAnnouncementUpdateDocument,
    "\n  mutation StoreAnnouncementEnd($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncementEnd(appUuid: $appUuid, uuid: $uuid) {\n      ...AnnouncementFields\n    }\n  }\n": types.StoreAnnouncementEndDocument,
    "\n  mutation StoreAnnouncementDelete($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncementDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n": types.StoreAnnouncementDeleteDocument,
    "\n  fragment AppSummary on App {\n    uuid\n    name\n    bundleKey\n    status\n    maintenance\n    storeStatus\n    storeStatusLabel\n    plan\n    launchedAt\n    createdAt\n  }\n": types.AppSummaryFragmentDoc,
    "\n  query Apps($first: Int, $after: String) {\n    apps(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...AppSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AppsDocument,
    "\n  mutation AppCreate($input: AppCreateInput!) {\n    appCreate(input: $input) {\n      ...AppSummary\n    }\n  }\n": types.AppCreateDocument,
    "\n  subscription AppCreated($after: String) {\n    appCreated(after: $after) {\n      ...AppSummary\n    }\n  }\n": types.AppCreatedDocument,
    "\n  query FetchAppByUuid($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      baseGlobalId\n      name\n      bundleKey\n      status\n      maintenance\n      deactivated\n      storeStatus\n      storeStatusLabel\n      maintenanceMessage\n      myRole\n      hasDefaultPaymentMethod\n      plan\n      planPaymentType\n      launchedAt\n      activeFbPageId\n      inboxManagerAllowed\n      sentimentAnalysisEnabled\n      activePage {\n        uuid\n        fbPageId\n        name\n      }\n    }\n  }\n": types.FetchAppByUuidDocument,
    "\n  query AppStatus($appUuid: ID!) {\n    appStatus(appUuid: $appUuid) {\n      uuid\n      status\n      maintenance\n      deactivated\n    }\n  }\n": types.AppStatusDocument,
    "\n  query AppMaintenance($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      myRole\n      launchedAt\n      storeStatus\n      storeStatusLabel\n      maintenance\n      maintenanceMessage\n    }\n  }\n": types.AppMaintenanceDocument,
    "\n  mutation AppStoreStatusUpdate($input: AppStoreStatusUpdateInput!) {\n    appStoreStatusUpdate(input: $input) {\n      uuid\n      status\n      storeStatus\n      storeStatusLabel\n      maintenance\n      deactivated\n      maintenanceMessage\n    }\n  }\n": types.AppStoreStatusUpdateDocument,
    "\n  fragment MemberFields on Member {\n    uuid\n    email\n    fullName\n    role\n    status\n    createdAt\n  }\n": types.MemberFieldsFragmentDoc,
    "\n  query Members($appUuid: ID!) {\n    members(appUuid: $appUuid) {\n      ...MemberFields\n    }\n  }\n": types.MembersDocument,
    "\n  mutation MemberInvite($input: MemberInviteInput!) {\n    memberInvite(input: $input) {\n      ...MemberFields\n    }\n  }\n": types.MemberInviteDocument,
    "\n  mutation MemberRevoke($input: MemberRevokeInput!) {\n    memberRevoke(input: $input) {\n      memberUuid\n    }\n  }\n": types.MemberRevokeDocument,
    "\n  mutation MemberRoleUpdate($input: MemberRoleUpdateInput!) {\n    memberRoleUpdate(input: $input) {\n      ...MemberFields\n    }\n  }\n": types.MemberRoleUpdateDocument,
    "\n  fragment AppCategoryDescriptionFields on AppCategoryDescription {\n    appUuid\n    businessDescription\n    categoryTree {\n      primaryCategory\n      selected\n      secondaryCategories\n    }\n  }\n": types.AppCategoryDescriptionFieldsFragmentDoc,
    "\n  query AppSetup($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      myRole\n      supportEmailList\n      supportContactNumber\n      businessDescription\n      categoryTree {\n        primaryCategory\n        selected\n        secondaryCategories\n      }\n    }\n  }\n": types.AppSetupDocument,
    "\n  query FetchUnverifiedSupportEmails($appUuid: ID!) {\n    fetchUnverifiedSupportEmails(appUuid: $appUuid)\n  }\n": types.FetchUnverifiedSupportEmailsDocument,
    "\n  query FetchUnverifiedNotificationEmails($appUuid: ID!) {\n    fetchUnverifiedNotificationEmails(appUuid: $appUuid)\n  }\n": types.FetchUnverifiedNotificationEmailsDocument,
    "\n  mutation AppResendVerificationEmail($appUuid: ID!, $supportEmail: String!) {\n    appResendVerificationEmail(appUuid: $appUuid, supportEmail: $supportEmail) {\n      uuid\n    }\n  }\n": types.AppResendVerificationEmailDocument,
    "\n  mutation UpdateSupportDetails($input: UpdateSupportDetailsInput!) {\n    updateSupportDetails(input: $input) {\n      supportEmailList\n      supportContactNumber\n    }\n  }\n": types.UpdateSupportDetailsDocument,
    "\n  query CategoryCatalogue {\n    categoryCatalogue {\n      name\n      secondaryOptions\n    }\n  }\n": types.CategoryCatalogueDocument,
    "\n  mutation AppCategoryDescriptionUpdate($input: AppCategoryDescriptionInput!) {\n    appCategoryDescriptionUpdate(input: $input) {\n      ...AppCategoryDescriptionFields\n    }\n  }\n": types.AppCategoryDescriptionUpdateDocument,
    "\n  mutation EmailRecipientConfirm($input: EmailConfirmInput!) {\n    emailRecipientConfirm(input: $input) {\n      email\n      appName\n    }\n  }\n": types.EmailRecipientConfirmDocument,
    "\n  query AppCategoryDescription($appUuid: ID!) {\n    appCategoryDescription(appUuid: $appUuid) {\n      ...AppCategoryDescriptionFields\n    }\n  }\n": types.AppCategoryDescriptionDocument,
    "\n  query BusinessPromotionReminder($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      myRole\n      businessPromotionReminder\n    }\n  }\n": types.BusinessPromotionReminderDocument,
    "\n  mutation UpdateBusinessPromotionReminder($appUuid: ID!, $businessPromotionReminder: Boolean!) {\n    updateBusinessPromotionReminder(appUuid: $appUuid, businessPromotionReminder: $businessPromotionReminder) {\n      uuid\n      businessPromotionReminder\n    }\n  }\n": types.UpdateBusinessPromotionReminderDocument,
    "\n  fragment EvaluationCaseFields on EvaluationCase {\n    uuid\n    message\n    expectedIntent\n    expectedProducts\n    createdAt\n  }\n": types.EvaluationCaseFieldsFragmentDoc,
    "\n  query EvaluationCases($appUuid: ID!, $first: Int, $after: String) {\n    evaluationCases(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EvaluationCaseFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EvaluationCasesDocument,
    "\n  mutation EvaluationCaseCreate($input: EvaluationCaseCreateInput!) {\n    evaluationCaseCreate(input: $input) {\n      ...EvaluationCaseFields\n    }\n  }\n": types.EvaluationCaseCreateDocument,
    "\n  mutation EvaluationCaseUpdate($input: EvaluationCaseUpdateInput!) {\n    evaluationCaseUpdate(input: $input) {\n      ...EvaluationCaseFields\n    }\n  }\n": types.EvaluationCaseUpdateDocument,
    "\n  mutation EvaluationCaseDelete($input: EvaluationCaseDeleteInput!) {\n    evaluationCaseDelete(input: $input) {\n      uuid\n    }\n  }\n": types.EvaluationCaseDeleteDocument,
    "\n  fragment EvaluationRunSummary on EvaluationRun {\n    uuid\n    createdAt\n    dataset\n    status\n    done\n    error\n    total\n    passed\n    accuracy\n  }\n": types.EvaluationRunSummaryFragmentDoc,
    "\n  fragment EvaluationRunDetailsFields on EvaluationRun {\n    ...EvaluationRunSummary\n    intents {\n      intent\n      total\n      passed\n      accuracy\n    }\n    groups {\n      language\n      cases\n      moodAccuracy\n      negativeRecall\n      intentAccuracy\n      factCorrectness\n      priceOrderFactCorrectness\n      unsupportedShare\n    }\n    results {\n      caseUuid\n      message\n      expectedIntent\n      actualIntent\n      expectedProducts\n      actualProducts\n      reply\n      passed\n      language\n      expectedMood\n      actualMood\n      missingFacts\n      unsupported\n    }\n  }\n": types.EvaluationRunDetailsFieldsFragmentDoc,
    "\n  mutation EvaluationRun($input: EvaluationRunInput!) {\n    evaluationRun(input: $input) {\n      ...EvaluationRunDetailsFields\n    }\n  }\n": types.EvaluationRunDocument,
    "\n  query EvaluationBuiltinCases {\n    evaluationBuiltinCases {\n      id\n      language\n      message\n      mood\n      intent\n      topic\n      facts\n    }\n  }\n": types.EvaluationBuiltinCasesDocument,
    "\n  query EvaluationRuns($appUuid: ID!, $first: Int, $after: String) {\n    evaluationRuns(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EvaluationRunSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EvaluationRunsDocument,
    "\n  query EvaluationRunDetails($uuid: ID!) {\n    evaluationRun(uuid: $uuid) {\n      ...EvaluationRunDetailsFields\n    }\n  }\n": types.EvaluationRunDetailsDocument,
    "\n  fragment ChatbotSettingsFields on ChatbotSettings {\n    appUuid\n    assistantEnabled\n    tone\n    storePolicies\n    handOffRules\n    sentimentAnalysisEnabled\n    responseCredits\n    engine\n    engineModel\n  }\n": types.ChatbotSettingsFieldsFragmentDoc,
    "\n  query ChatbotSettings($appUuid: ID!) {\n    chatbotSettings(appUuid: $appUuid) {\n      ...ChatbotSettingsFields\n    }\n  }\n": types.ChatbotSettingsDocument,
    "\n  mutation ChatbotSettingsUpdate($input: ChatbotSettingsUpdateInput!) {\n    chatbotSettingsUpdate(input: $input) {\n      ...ChatbotSettingsFields\n    }\n  }\n": types.ChatbotSettingsUpdateDocument,
    "\n  fragment TestToolMessage on InboxMessage {\n    uuid\n    message\n    sender\n    state\n    pending\n    createdAt\n    noTemplate\n    buttonTemplate {\n      text\n    }\n    template {\n      items {\n        title\n      }\n    }\n    products {\n      uuid\n      name\n    }\n    galleryPhotos {\n      photoUrl\n    }\n    generatedResponse {\n      uuid\n      completion\n      status\n    }\n    pageRecipient {\n      uuid\n    }\n  }\n": types.TestToolMessageFragmentDoc,
    "\n  query TestToolApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      baseGlobalId\n    }\n  }\n": types.TestToolAppDocument,
    "\n  query DummyRecipient($appUuid: ID!, $dummyType: DummyType!) {\n    dummyRecipient(appUuid: $appUuid, dummyType: $dummyType) {\n      uuid\n      baseUuid\n      psid\n      name\n      page {\n        uuid\n        name\n      }\n    }\n  }\n": types.DummyRecipientDocument,
    "\n  query TestToolMessages($pageRecipientUuid: ID!, $first: Int) {\n    fetchMessengerMessages(pageRecipientUuid: $pageRecipientUuid, first: $first) {\n      edges {\n        cursor\n        node {\n          ...TestToolMessage\n        }\n      }\n    }\n  }\n": types.TestToolMessagesDocument,
    "\n  subscription TestToolInboxMessages($appGlobalId: ID!) {\n    inboxMessages(appGlobalId: $appGlobalId) {\n      ...TestToolMessage\n    }\n  }\n": types.TestToolInboxMessagesDocument,
    "\n  mutation ChatbotTestMessageSend($input: ChatbotTestMessageSendInput!) {\n    chatbotTestMessageSend(input: $input) {\n      ...TestToolMessage\n    }\n  }\n": types.ChatbotTestMessageSendDocument,
    "\n  mutation DummyRecipientReset($input: DummyRecipientResetInput!) {\n    dummyRecipientReset(input: $input) {\n      success\n    }\n  }\n": types.DummyRecipientResetDocument,
    "\n  query BillingWidget($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      billingPaymentStatus {\n        withBillings\n        billingsPaymentSettled\n        billingPaymentSubmitted\n        withOutstandingBalance\n        totalBalance\n        label\n      }\n    }\n    appLatestBilling(appUuid: $appUuid) {\n      uuid\n      status\n      accumulatedAmount\n    }\n  }\n": types.BillingWidgetDocument,
    "\n  fragment BillingSummaryFields on Billing {\n    uuid\n    referenceNumber\n    planDisplayName\n    billingPeriodStartAt\n    billingPeriodEndAt\n    billingPeriodDueAt\n    status\n    statusLabel\n    totalPayableAmount\n    accumulatedAmount\n    carried\n  }\n": types.BillingSummaryFieldsFragmentDoc,
    "\n  query Billings($appUuid: ID!, $first: Int, $after: String) {\n    billings(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...BillingSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      billingPaymentStatus {\n        label\n        totalBalance\n        withOutstandingBalance\n      }\n    }\n  }\n": types.BillingsDocument,
    "\n  query BillingDetails($uuid: ID!) {\n    billing(uuid: $uuid) {\n      ...BillingSummaryFields\n      tierType\n      currentAmount\n      balance\n      penalty\n      collected\n      transactions\n      paymentReceivedAt\n      payable\n      extended\n      chargeFailureCode\n      disabled\n      gracePeriodActivated\n      gracePeriodEndsAt\n      overdueSince\n      depositSlips {\n        uuid\n        status\n        reason\n        submittedAt\n        photo {\n          uuid\n          url\n          thumbnailUrl\n        }\n      }\n      details {\n        uuid\n        description\n        amount\n      }\n      ordersBaseOnConvenienceFee {\n        transactionNumber\n      }\n    }\n  }\n": types.BillingDetailsDocument,
    "\n  mutation BillingPay($billingUuid: ID!) {\n    billingPay(input: { billingUuid: $billingUuid }) {\n      uuid\n      status\n      statusLabel\n      chargeFailureCode\n    }\n  }\n": types.BillingPayDocument,
    "\n  mutation ExtendPayment($billingUuid: ID!) {\n    extendPayment(input: { billingUuid: $billingUuid }) {\n      uuid\n      billingPeriodDueAt\n      extended\n    }\n  }\n": types.ExtendPaymentDocument,
    "\n  mutation GracePeriodActivate($billingUuid: ID!) {\n    gracePeriodActivate(input: { billingUuid: $billingUuid }) {\n      uuid\n      gracePeriodActivated\n      gracePeriodEndsAt\n    }\n  }\n": types.GracePeriodActivateDocument,
    "\n  query BillingDepositAccounts {\n    billingDepositAccounts {\n      bank\n      accountName\n      accountNumber\n    }\n  }\n": types.BillingDepositAccountsDocument,
    "\n  mutation BillingDepositSlipSubmit($billingUuid: ID!, $photoUuid: ID!) {\n    billingDepositSlipSubmit(input: { billingUuid: $billingUuid, photoUuid: $photoUuid }) {\n      uuid\n      status\n      statusLabel\n    }\n  }\n": types.BillingDepositSlipSubmitDocument,
    "\n  query BillingNotice($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      deactivated\n      lastDayGracePeriod\n      gracePeriodEndsAt\n      billingPaymentStatus {\n        totalBalance\n        withOutstandingBalance\n      }\n    }\n    appLatestBilling(appUuid: $appUuid) {\n      uuid\n      disabled\n      gracePeriodActivated\n      payable\n    }\n  }\n": types.BillingNoticeDocument,
    "\n  query DepositSlipsToReview {\n    billingDepositSlipsToReview {\n      slip {\n        uuid\n        submittedAt\n        photo {\n          uuid\n          url\n          thumbnailUrl\n        }\n      }\n      billing {\n        uuid\n        appUuid\n        referenceNumber\n        accumulatedAmount\n        billingPeriodDueAt\n      }\n    }\n  }\n": types.DepositSlipsToReviewDocument,
    "\n  mutation DepositSlipReview($slipUuid: ID!, $approve: Boolean!, $reason: String) {\n    billingDepositSlipReview(input: { slipUuid: $slipUuid, approve: $approve, reason: $reason }) {\n      uuid\n      status\n      reason\n    }\n  }\n": types.DepositSlipReviewDocument,
    "\n  query ResponseCredits($appUuid: ID!) {\n    appEnterprisePlan(appUuid: $appUuid) {\n      id\n      responseCredits\n    }\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      hasDefaultPaymentMethod\n    }\n  }\n": types.ResponseCreditsDocument,
    "\n  subscription ResponseCreditsLive($appGlobalId: ID!, $after: String) {\n    appEnterprisePlan(appGlobalId: $appGlobalId, after: $after) {\n      id\n      responseCredits\n    }\n  }\n": types.ResponseCreditsLiveDocument,
    "\n  mutation UpdateResponseCredit(\n    $appUuid: ID!\n    $channel: ResponseCreditChannel!\n    $successRedirectUrl: String!\n    $failureRedirectUrl: String!\n  ) {\n    updateResponseCredit(\n      appUuid: $appUuid\n      isXendit: true\n      channel: $channel\n      successRedirectUrl: $successRedirectUrl\n      failureRedirectUrl: $failureRedirectUrl\n    ) {\n      url\n      credits\n    }\n  }\n": types.UpdateResponseCreditDocument,
    "\n  mutation ResponseCreditTopUpCharge($appUuid: ID!) {\n    responseCreditTopUpCharge(appUuid: $appUuid) {\n      url\n      credits\n    }\n  }\n": types.ResponseCreditTopUpChargeDocument,
    "\n  fragment PaymentCustomerFields on PaymentCustomer {\n    uuid\n    appUuid\n    referenceId\n    givenNames\n    surname\n    email\n    mobileNumber\n    nationality\n    hasDefaultPaymentMethod\n    activePaymentMethods\n  }\n": types.PaymentCustomerFieldsFragmentDoc,
    "\n  fragment SavedPaymentMethodFields on SavedPaymentMethod {\n    uuid\n    paymentMethodType\n    channelCode\n    status\n    statusLabel\n    isDefault\n    actionUrl\n    failureCode\n    createdAt\n    billingAddress {\n      uuid\n      firstName\n      lastName\n      company\n      billingContactEmail\n      phoneNumber\n      address\n      city\n      stateProvinceRegion\n      zipPostalCode\n      country\n    }\n  }\n": types.SavedPaymentMethodFieldsFragmentDoc,
    "\n  query CustomerDetails($appUuid: ID!) {\n    customerDetails(appUuid: $appUuid) {\n      ...PaymentCustomerFields\n    }\n  }\n": types.CustomerDetailsDocument,
    "\n  query PaymentMethodTypes {\n    paymentMethodTypes\n  }\n": types.PaymentMethodTypesDocument,
    "\n  query FetchPaymentMethods($appUuid: ID!) {\n    fetchPaymentMethods(appUuid: $appUuid) {\n      ...SavedPaymentMethodFields\n    }\n  }\n": types.FetchPaymentMethodsDocument,
    "\n  query AppHasDefaultPaymentMethod($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      hasDefaultPaymentMethod\n    }\n  }\n": types.AppHasDefaultPaymentMethodDocument,
    "\n  mutation BillingCustomerCreate($input: BillingCustomerCreateInput!) {\n    billingCustomerCreate(input: $input) {\n      ...PaymentCustomerFields\n    }\n  }\n": types.BillingCustomerCreateDocument,
    "\n  mutation PaymentMethodCreate($input: PaymentMethodCreateInput!) {\n    paymentMethodCreate(input: $input) {\n      ...SavedPaymentMethodFields\n    }\n  }\n": types.PaymentMethodCreateDocument,
    "\n  mutation PaymentMethodUpdate($input: PaymentMethodUpdateInput!) {\n    paymentMethodUpdate(input: $input) {\n      ...SavedPaymentMethodFields\n    }\n  }\n": types.PaymentMethodUpdateDocument,
    "\n  mutation PaymentMethodMakeDefault($input: PaymentMethodRefInput!) {\n    paymentMethodMakeDefault(input: $input) {\n      uuid\n      isDefault\n    }\n  }\n": types.PaymentMethodMakeDefaultDocument,
    "\n  mutation PaymentMethodRemove($input: PaymentMethodRefInput!) {\n    paymentMethodRemove(input: $input) {\n      uuid\n    }\n  }\n": types.PaymentMethodRemoveDocument,
    "\n  fragment EnterprisePlanFields on EnterprisePlan {\n    uuid\n    name\n    displayedName\n    subscriptionFee\n    accelerator\n    productLimit\n    faqLimit\n    fileSizeLimit\n    exportLimit\n    responseLimit\n    monthlyUserLimit\n    monthlyContactLimit\n    userSeatLimit\n  }\n": types.EnterprisePlanFieldsFragmentDoc,
    "\n  fragment AppEnterprisePlanFields on AppEnterprisePlan {\n    id\n    msmeStartAt\n    msmeEndAt\n    msmeExtended\n    eligibleMsmeExtension\n    currentUsers\n    currentSupportedContacts\n    currentUserSeats\n    currentProducts\n    currentFaqs\n    remainingResponse\n    enterprisePlan {\n      ...EnterprisePlanFields\n    }\n  }\n": types.AppEnterprisePlanFieldsFragmentDoc,
    "\n  query EnterprisePlans($appUuid: ID!) {\n    enterprisePlans {\n      ...EnterprisePlanFields\n    }\n    currentAppEnterprisePlan(appUuid: $appUuid) {\n      ...AppEnterprisePlanFields\n    }\n  }\n": types.EnterprisePlansDocument,
    "\n  query PlanChangePreview($appUuid: ID!, $plan: String!) {\n    appPlanChangePreview(appUuid: $appUuid, plan: $plan) {\n      effectiveAt\n      billingPeriodStartAt\n      billingPeriodEndAt\n      subscriptionFee\n      problem\n      lines {\n        description\n        amount\n      }\n    }\n  }\n": types.PlanChangePreviewDocument,
    "\n  mutation AppPlanChange($appUuid: ID!, $plan: String!) {\n    appPlanChange(input: { appUuid: $appUuid, plan: $plan }) {\n      ...AppEnterprisePlanFields\n    }\n  }\n": types.AppPlanChangeDocument,
    "\n  mutation AppMsmeExtend($appUuid: ID!) {\n    appMsmeExtend(input: { appUuid: $appUuid }) {\n      ...AppEnterprisePlanFields\n    }\n  }\n": types.AppMsmeExtendDocument,
    "\n  subscription AppEnterprisePlan($appGlobalId: ID!, $after: String) {\n    appEnterprisePlan(appGlobalId: $appGlobalId, after: $after) {\n      id\n      currentUsers\n      currentSupportedContacts\n      remainingResponse\n      enterprisePlan {\n        uuid\n        responseLimit\n      }\n    }\n  }\n": types.AppEnterprisePlanDocument,
    "\n  query GrabExpressCredits($appUuid: ID!) {\n    grabExpressCredits(appUuid: $appUuid) {\n      totalCredits\n      packs\n      lastApprovedCredit {\n        amount\n        approvedAt\n      }\n    }\n  }\n": types.GrabExpressCreditsDocument,
    "\n  mutation ShippingCreditTopUp(\n    $appUuid: ID!\n    $key: String!\n    $amount: Int!\n    $channel: ShippingTopUpChannel!\n    $successRedirectUrl: String!\n    $failureRedirectUrl: String!\n  ) {\n    shippingCreditTopUp(\n      appUuid: $appUuid\n      key: $key\n      amount: $amount\n      channel: $channel\n      successRedirectUrl: $successRedirectUrl\n      failureRedirectUrl: $failureRedirectUrl\n    ) {\n      url\n      amount\n    }\n  }\n": types.ShippingCreditTopUpDocument,
    "\n  fragment BroadcastFields on Broadcast {\n    uuid\n    name\n    message\n    imageUrl\n    status\n    statusLabel\n    segmentUuid\n    segmentName\n    segment {\n      uuid\n      name\n    }\n    buttons {\n      title\n      target\n      url\n      product {\n        uuid\n        name\n      }\n    }\n    queuedCount\n    marketingCount\n    outOfWindowCount\n    notOnMessengerCount\n    pausedReason\n    createdAt\n    updatedAt\n    startedAt\n    finishedAt\n    results {\n      queued\n      sent\n      failed\n      unconfirmed\n      skipped\n      delivered\n      read\n      clicks\n      orders\n      revenue\n      attributionEndsAt\n    }\n  }\n": types.BroadcastFieldsFragmentDoc,
    "\n  query Broadcasts($appUuid: ID!) {\n    broadcasts(appUuid: $appUuid) {\n      ...BroadcastFields\n    }\n  }\n": types.BroadcastsDocument,
    "\n  query Broadcast($appUuid: ID!, $uuid: ID!) {\n    broadcast(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n": types.BroadcastDocument,
    "\n  query BroadcastRecipients(\n    $appUuid: ID!\n    $uuid: ID!\n    $first: Int\n    $after: String\n    $status: BroadcastRecipientStatus\n  ) {\n    broadcast(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      recipients(first: $first, after: $after, status: $status) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            uuid\n            name\n            status\n            statusLabel\n            error\n            sentAt\n            deliveredAt\n            readAt\n            viaMarketingMessage\n          }\n        }\n      }\n    }\n  }\n": types.BroadcastRecipientsDocument,
    "\n  query BroadcastPlan($appUuid: ID!, $segmentUuid: ID) {\n    broadcastPlan(appUuid: $appUuid, segmentUuid: $segmentUuid) {\n      at\n      pageConnected\n      inWindow\n      leavingSoon\n      leavingSoonHours\n      outOfWindow\n      marketingMessages\n      marketingMessagesAvailable\n      notOnMessenger\n      windowHours\n    }\n  }\n": types.BroadcastPlanDocument,
    "\n  mutation BroadcastCreate($appUuid: ID!, $input: BroadcastInput!) {\n    broadcastCreate(appUuid: $appUuid, input: $input) {\n      ...BroadcastFields\n    }\n  }\n": types.BroadcastCreateDocument,
    "\n  mutation BroadcastUpdate($appUuid: ID!, $uuid: ID!, $input: BroadcastInput!) {\n    broadcastUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...BroadcastFields\n    }\n  }\n": types.BroadcastUpdateDocument,
    "\n  mutation BroadcastDelete($appUuid: ID!, $uuid: ID!) {\n    broadcastDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n": types.BroadcastDeleteDocument,
    "\n  mutation BroadcastSend($appUuid: ID!, $uuid: ID!) {\n    broadcastSend(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n": types.BroadcastSendDocument,
    "\n  mutation BroadcastStop($appUuid: ID!, $uuid: ID!) {\n    broadcastStop(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n": types.BroadcastStopDocument,
    "\n  query MarketingOptIns($appUuid: ID!, $first: Int, $after: String, $status: MarketingOptInStatus) {\n    marketingOptIns(appUuid: $appUuid, first: $first, after: $after, status: $status) {\n      totalCount\n      totalCountCapped\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          uuid\n          name\n          status\n          statusLabel\n          optedInAt\n          expiresAt\n          statusChangedAt\n          endedReason\n        }\n      }\n    }\n  }\n": types.MarketingOptInsDocument,
    "\n  fragment AddOnFields on AddOn {\n    uuid\n    name\n    description\n    price\n    available\n    maxQuantity\n  }\n": types.AddOnFieldsFragmentDoc,
    "\n  query AddOns($appUuid: ID!, $first: Int, $after: String, $search: String) {\n    addOns(appUuid: $appUuid, first: $first, after: $after, search: $search) {\n      edges {\n        cursor\n        node {\n          ...AddOnFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AddOnsDocument,
    "\n  query AddOn($uuid: ID!) {\n    addOn(uuid: $uuid) {\n      ...AddOnFields\n    }\n  }\n": types.AddOnDocument,
    "\n  mutation AddOnCreate($input: AddOnCreateInput!) {\n    addOnCreate(input: $input) {\n      ...AddOnFields\n    }\n  }\n": types.AddOnCreateDocument,
    "\n  mutation AddOnUpdate($input: AddOnUpdateInput!) {\n    addOnUpdate(input: $input) {\n      ...AddOnFields\n    }\n  }\n": types.AddOnUpdateDocument,
    "\n  mutation AddOnDelete($input: AddOnDeleteInput!) {\n    addOnDelete(input: $input) {\n      uuid\n    }\n  }\n": types.AddOnDeleteDocument,
    "\n  fragment CategoryFields on Category {\n    uuid\n    name\n    description\n    parentUuid\n    productsCount\n  }\n": types.CategoryFieldsFragmentDoc,
    "\n  query Categories($appUuid: ID!, $first: Int, $after: String, $search: String, $topLevel: Boolean) {\n    categories(appUuid: $appUuid, first: $first, after: $after, search: $search, topLevel: $topLevel) {\n      edges {\n        cursor\n        node {\n          ...CategoryFields\n          parent {\n            uuid\n            name\n          }\n          children {\n            ...CategoryFields\n            children {\n              ...CategoryFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CategoriesDocument,
    "\n  query CategoryOptions($appUuid: ID!) {\n    categories(appUuid: $appUuid, first: 100) {\n      edges {\n        node {\n          uuid\n          name\n          parentUuid\n        }\n      }\n    }\n  }\n": types.CategoryOptionsDocument,
    "\n  query Category($uuid: ID!) {\n    category(uuid: $uuid) {\n      ...CategoryFields\n      createdAt\n      updatedAt\n      parent {\n        uuid\n        name\n      }\n      children {\n        ...CategoryFields\n      }\n    }\n  }\n": types.CategoryDocument,
    "\n  mutation CategoryCreate($input: CategoryCreateInput!) {\n    categoryCreate(input: $input) {\n      ...CategoryFields\n    }\n  }\n": types.CategoryCreateDocument,
    "\n  mutation CategoryUpdate($input: CategoryUpdateInput!) {\n    categoryUpdate(input: $input) {\n      ...CategoryFields\n    }\n  }\n": types.CategoryUpdateDocument,
    "\n  mutation CategoryDelete($input: CategoryDeleteInput!) {\n    categoryDelete(input: $input) {\n      uuid\n    }\n  }\n": types.CategoryDeleteDocument,
    "\n  query AppMdr($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      bundleKey\n      myRole\n      mdrApplied\n      mainStore\n    }\n  }\n": types.AppMdrDocument,
    "\n  query MdrPriceRows($appUuid: ID!, $first: Int, $after: String) {\n    fetchAvailableProducts(appUuid: $appUuid, first: $first, after: $after) {\n      uuid\n      rowType\n      name\n      productName\n      price\n      mdrAppliedPrice\n      cursor\n    }\n  }\n": types.MdrPriceRowsDocument,
    "\n  mutation UpdateAppMdrApplied($appUuid: ID!) {\n    updateAppMdrApplied(appUuid: $appUuid) {\n      uuid\n      mdrApplied\n      mainStore\n    }\n  }\n": types.UpdateAppMdrAppliedDocument,
    "\n  mutation ApplyAppMdrPrices($input: ApplyAppMdrPricesInput!) {\n    applyAppMdrPrices(input: $input) {\n      uuid\n      mdrApplied\n      mainStore\n    }\n  }\n": types.ApplyAppMdrPricesDocument,
    "\n  mutation ProductImportApply($uuid: ID!) {\n    productImportApply(input: { uuid: $uuid }) {\n      uuid\n      status\n      creates\n      updates\n    }\n  }\n": types.ProductImportApplyDocument,
    "\n  subscription ProductImportProgress($uuid: ID!) {\n    productImportProgress(uuid: $uuid) {\n      processed\n      total\n    }\n  }\n": types.ProductImportProgressDocument,
    "\n  query ProductsExportCsv($appUuid: ID!) {\n    productsExportCsv(appUuid: $appUuid)\n  }\n": types.ProductsExportCsvDocument,
    "\n  fragment ProductListFields on Product {\n    uuid\n    name\n    photoUrl\n    price\n    compareAtPrice\n    stockQuantity\n    lowInStock\n    published\n    hidden\n    category {\n      uuid\n      name\n    }\n  }\n": types.ProductListFieldsFragmentDoc,
    "\n  fragment ProductFields on Product {\n    uuid\n    name\n    description\n    categoryUuid\n    category {\n      uuid\n      name\n    }\n    published\n    hidden\n    digitalProduct\n    sectionName\n    price\n    compareAtPrice\n    stockQuantity\n    lowInStock\n    photoUrl\n    photos {\n      uuid\n      url\n      thumbnailUrl\n    }\n    options {\n      name\n      values\n    }\n    variants {\n      uuid\n      variantName\n      productOptions\n      price\n      compareAtPrice\n      stockQuantity\n      limited\n      published\n      boughtAndReservedCount\n    }\n    addOns {\n      uuid\n      name\n      price\n    }\n    createdAt\n    updatedAt\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  query Products(\n    $appUuid: ID!\n    $first: Int\n    $after: String\n    $search: String\n    $categoryUuid: ID\n    $published: Boolean\n    $stock: ProductStockFilter\n    $sort: ProductSort\n  ) {\n    products(\n      appUuid: $appUuid\n      first: $first\n      after: $after\n      search: $search\n      categoryUuid: $categoryUuid\n      published: $published\n      stock: $stock\n      sort: $sort\n    ) {\n      totalCount\n      totalCountCapped\n      edges {\n        cursor\n        node {\n          ...ProductListFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  query Product($uuid: ID!) {\n    product(uuid: $uuid) {\n      ...ProductFields\n    }\n  }\n": types.ProductDocument,
    "\n  query ProductAppFlags($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      bulkable\n      importableCsv\n    }\n  }\n": types.ProductAppFlagsDocument,
    "\n  mutation ProductCreate($input: ProductCreateInput!) {\n    productCreate(input: $input) {\n      ...ProductFields\n    }\n  }\n": types.ProductCreateDocument,
    "\n  mutation ProductUpdate($input: ProductUpdateInput!) {\n    productUpdate(input: $input) {\n      ...ProductFields\n    }\n  }\n": types.ProductUpdateDocument,
    "\n  mutation ProductDelete($input: ProductDeleteInput!) {\n    productDelete(input: $input) {\n      uuid\n    }\n  }\n": types.ProductDeleteDocument,
    "\n  mutation ProductsBulkUpdate($input: ProductsBulkUpdateInput!) {\n    productsBulkUpdate(input: $input) {\n      action\n      uuids\n    }\n  }\n": types.ProductsBulkUpdateDocument,
    "\n  fragment CommentReplyRuleFields on CommentReplyRule {\n    uuid\n    name\n    postId\n    keywords\n    publicReply\n    privateReply\n    buttonTitle\n    buttonTarget\n    buttonProduct {\n      uuid\n      name\n    }\n    buttonUrl\n    active\n  }\n": types.CommentReplyRuleFieldsFragmentDoc,
    "\n  query CommentReplyRules($appUuid: ID!) {\n    commentReplyRules(appUuid: $appUuid) {\n      ...CommentReplyRuleFields\n    }\n  }\n": types.CommentReplyRulesDocument,
    "\n  query CommentReplyRule($appUuid: ID!, $uuid: ID!) {\n    commentReplyRule(appUuid: $appUuid, uuid: $uuid) {\n      ...CommentReplyRuleFields\n    }\n  }\n": types.CommentReplyRuleDocument,
    "\n  query CommentReplyLog($appUuid: ID!, $first: Int, $after: String) {\n    commentReplyLog(appUuid: $appUuid, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          uuid\n          commentId\n          postId\n          fromName\n          message\n          ruleName\n          commentedAt\n          publicReply\n          publicStatus\n          publicStatusLabel\n          publicError\n          privateReply\n          privateStatus\n          privateStatusLabel\n          privateError\n        }\n      }\n    }\n  }\n": types.CommentReplyLogDocument,
    "\n  query CommentReplyTry($appUuid: ID!, $postId: String, $message: String!) {\n    commentReplyTry(appUuid: $appUuid, postId: $postId, message: $message) {\n      rule {\n        uuid\n        name\n      }\n      publicReply\n      privateReply\n      button {\n        title\n        url\n      }\n    }\n  }\n": types.CommentReplyTryDocument,
    "\n  mutation CommentReplyRuleCreate($appUuid: ID!, $input: CommentReplyRuleInput!) {\n    commentReplyRuleCreate(appUuid: $appUuid, input: $input) {\n      ...CommentReplyRuleFields\n    }\n  }\n": types.CommentReplyRuleCreateDocument,
    "\n  mutation CommentReplyRuleUpdate($appUuid: ID!, $uuid: ID!, $input: CommentReplyRuleInput!) {\n    commentReplyRuleUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...CommentReplyRuleFields\n    }\n  }\n": types.CommentReplyRuleUpdateDocument,
    "\n  mutation CommentReplyRuleSetActive($appUuid: ID!, $uuid: ID!, $active: Boolean!) {\n    commentReplyRuleSetActive(appUuid: $appUuid, uuid: $uuid, active: $active) {\n      uuid\n      active\n    }\n  }\n": types.CommentReplyRuleSetActiveDocument,
    "\n  mutation CommentReplyRuleDelete($appUuid: ID!, $uuid: ID!) {\n    commentReplyRuleDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n": types.CommentReplyRuleDeleteDocument,
    "\n  fragment CustomerListFields on Customer {\n    uuid\n    name\n    mobileNumber\n    profilePic\n    pageRecipientUuid\n    ordersCount\n    totalSpent\n    createdAt\n    lastActiveAt\n    tags\n    lastOrder {\n      uuid\n      transactionNumber\n      createdAt\n      status\n    }\n    lastMessage {\n      text\n      fromCustomer\n      photos\n      createdAt\n    }\n  }\n": types.CustomerListFieldsFragmentDoc,
    "\n  query Customers($appUuid: ID!, $search: String, $first: Int, $after: String) {\n    customers(appUuid: $appUuid, search: $search, first: $first, after: $after) {\n      totalCount\n      totalCountCapped\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CustomerListFields\n        }\n      }\n    }\n  }\n": types.CustomersDocument,
    "\n  query Customer($appUuid: ID!, $uuid: ID!, $first: Int, $after: String) {\n    customer(appUuid: $appUuid, uuid: $uuid) {\n      ...CustomerListFields\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            ...OrderListFields\n          }\n        }\n      }\n    }\n  }\n": types.CustomerDocument,
    "\n  query CustomerTags($appUuid: ID!) {\n    customerTags(appUuid: $appUuid) {\n      tag\n      count\n    }\n  }\n": types.CustomerTagsDocument,
    "\n  mutation CustomerTagsSet($appUuid: ID!, $uuid: ID!, $tags: [String!]!) {\n    customerTagsSet(appUuid: $appUuid, uuid: $uuid, tags: $tags) {\n      uuid\n      tags\n    }\n  }\n": types.CustomerTagsSetDocument,
    "\n  fragment DeliveryAreaFields on DeliveryArea {\n    uuid\n    name\n    coverage {\n      ...PsgcPlaceFields\n    }\n    cityCount\n    deliveryFee\n    leadTimeMinDays\n    leadTimeMaxDays\n    enabled\n  }\n": types.DeliveryAreaFieldsFragmentDoc,
    "\n  query DeliveryAreas($appUuid: ID!, $first: Int, $after: String) {\n    deliveryAreas(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...DeliveryAreaFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.DeliveryAreasDocument,
    "\n  query DeliveryArea($uuid: ID!) {\n    deliveryArea(uuid: $uuid) {\n      ...DeliveryAreaFields\n    }\n  }\n": types.DeliveryAreaDocument,
    "\n  mutation DeliveryAreaCreate($input: DeliveryAreaCreateInput!) {\n    deliveryAreaCreate(input: $input) {\n      ...DeliveryAreaFields\n    }\n  }\n": types.DeliveryAreaCreateDocument,
    "\n  mutation DeliveryAreaUpdate($input: DeliveryAreaUpdateInput!) {\n    deliveryAreaUpdate(input: $input) {\n      ...DeliveryAreaFields\n    }\n  }\n": types.DeliveryAreaUpdateDocument,
    "\n  mutation DeliveryAreaDelete($input: DeliveryAreaDeleteInput!) {\n    deliveryAreaDelete(input: $input) {\n      uuid\n    }\n  }\n": types.DeliveryAreaDeleteDocument,
    "\n  fragment InboxProductFields on InboxProduct {\n    uuid\n    name\n    price\n    featuredPhoto\n  }\n": types.InboxProductFieldsFragmentDoc,
    "\n  fragment InboxRecipient on PageRecipient {\n    uuid\n    baseUuid\n    baseGlobalId\n    name\n    photo\n    profilePic\n    psid\n    inboxPlatformOrigin\n    messengerRead\n    facebookCommentRead\n    lastCustomerMessageAt\n    replyWindow\n    dummy\n    updatedAt\n    latestInboxMessage {\n      uuid\n      message\n      platformOrigin\n      createdAt\n      sender\n    }\n  }\n": types.InboxRecipientFragmentDoc,
    "\n  fragment TemplateButtonFields on TemplateButton {\n    type\n    title\n    url\n    payload\n  }\n": types.TemplateButtonFieldsFragmentDoc,
    "\n  fragment InboxMessageFields on InboxMessage {\n    uuid\n    baseGlobalId\n    message\n    platformOrigin\n    createdAt\n    sender\n    state\n    pending\n    sendError\n    humanAgentTag\n    isButtonTemplate\n    buttonTemplate {\n      text\n      buttons {\n        ...TemplateButtonFields\n      }\n    }\n    noTemplate\n    template {\n      items {\n        image_url\n        title\n        subtitle\n        buttons {\n          ...TemplateButtonFields\n        }\n      }\n    }\n    isCarouselTemplate\n    products {\n      ...InboxProductFields\n    }\n    galleryPhotos {\n      photoUrl\n    }\n    sentiment\n    generatedResponse {\n      uuid\n      baseUuid\n      type\n      completion\n      jsonCompletion\n      status\n      createdAt\n      ecommerceProducts {\n        ...InboxProductFields\n      }\n    }\n    agentBreakdown {\n      type\n      completion\n      jsonCompletion\n      toolCalls {\n        name\n        arguments\n        result\n      }\n      reflection\n      addedProducts {\n        ...InboxProductFields\n      }\n    }\n    pageRecipient {\n      uuid\n    }\n  }\n": types.InboxMessageFieldsFragmentDoc,
    "\n  query PageRecipients($appUuid: ID!, $filter: InboxFilter, $search: String, $first: Int, $after: String) {\n    pageRecipients(appUuid: $appUuid, filter: $filter, search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...InboxRecipient\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PageRecipientsDocument,
    "\n  query PageRecipient($uuid: ID!) {\n    pageRecipient(uuid: $uuid) {\n      ...InboxRecipient\n    }\n  }\n": types.PageRecipientDocument,
    "\n  query FetchMessengerMessages($pageRecipientUuid: ID!, $first: Int, $after: String) {\n    fetchMessengerMessages(pageRecipientUuid: $pageRecipientUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...InboxMessageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.FetchMessengerMessagesDocument,
    "\n  query UnreadMessagesCount($appUuid: ID!) {\n    unreadMessagesCount(appUuid: $appUuid)\n  }\n": types.UnreadMessagesCountDocument,
    "\n  query InboxProducts($appUuid: ID!, $search: String, $first: Int) {\n    inboxProducts(appUuid: $appUuid, search: $search, first: $first) {\n      ...InboxProductFields\n    }\n  }\n": types.InboxProductsDocument,
    "\n  mutation InboxMessageSend($input: InboxMessageSendInput!) {\n    inboxMessageSend(input: $input) {\n      ...InboxMessageFields\n    }\n  }\n": types.InboxMessageSendDocument,
    "\n  mutation UpdateRecipientReadStatus($input: UpdateRecipientReadStatusInput!) {\n    updateRecipientReadStatus(input: $input) {\n      uuid\n      baseUuid\n      messengerRead\n      facebookCommentRead\n    }\n  }\n": types.UpdateRecipientReadStatusDocument,
    "\n  mutation UpdateGeneratedResponse($input: UpdateGeneratedResponseInput!) {\n    updateGeneratedResponse(input: $input) {\n      uuid\n      inboxMessage {\n        ...InboxMessageFields\n      }\n    }\n  }\n": types.UpdateGeneratedResponseDocument,
    "\n  subscription InboxMessages($appGlobalId: ID!, $after: String) {\n    inboxMessages(appGlobalId: $appGlobalId, after: $after) {\n      ...InboxMessageFields\n      pageRecipient {\n        ...InboxRecipient\n      }\n    }\n  }\n": types.InboxMessagesDocument,
    "\n  subscription InboxMessagesCount($appGlobalId: ID!, $after: String) {\n    inboxMessagesCount(appGlobalId: $appGlobalId, after: $after) {\n      appUuid\n      messagesCount\n    }\n  }\n": types.InboxMessagesCountDocument,
    "\n  query MessengerInviteUrl($appUuid: ID!) {\n    messengerInviteUrl(appUuid: $appUuid)\n  }\n": types.MessengerInviteUrlDocument,
    "\n  query JobCounts {\n    jobCounts {\n      pending\n      running\n      done\n      failed\n    }\n  }\n": types.JobCountsDocument,
    "\n  query Jobs($status: JobStatus!, $first: Int) {\n    jobs(status: $status, first: $first) {\n      uuid\n      kind\n      status\n      attempts\n      maxAttempts\n      runAt\n      lastError\n      createdAt\n      updatedAt\n      finishedAt\n    }\n  }\n": types.JobsDocument,
    "\n  mutation JobRetry($uuid: ID!) {\n    jobRetry(uuid: $uuid) {\n      uuid\n      status\n      attempts\n      runAt\n      finishedAt\n      lastError\n    }\n  }\n": types.JobRetryDocument,
    "\n  query PaymentGatewayReminder($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      paymentGatewayReminder {\n        stage\n        remainingDays\n        message\n        buttonLabel\n      }\n    }\n  }\n": types.PaymentGatewayReminderDocument,
    "\n  fragment KycFields on KycVerification {\n    appUuid\n    appName\n    status\n    statusLabel\n    businessType\n    businessName\n    tin\n    businessAddress\n    firstName\n    lastName\n    mobileNumber\n    idType\n    rejectionReason\n    submittedAt\n    idPhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n    selfiePhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n    registrationPhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n  }\n": types.KycFieldsFragmentDoc,
    "\n  query KycVerification($appUuid: ID!) {\n    kycVerification(appUuid: $appUuid) {\n      ...KycFields\n    }\n    kycOptions {\n      businessTypes {\n        value\n        label\n      }\n      idTypes {\n        value\n        label\n      }\n    }\n  }\n": types.KycVerificationDocument,
    "\n  mutation KycSubmit($input: KycSubmitInput!) {\n    kycSubmit(input: $input) {\n      ...KycFields\n    }\n  }\n": types.KycSubmitDocument,
    "\n  query KycToReview {\n    kycToReview {\n      ...KycFields\n    }\n    kycOptions {\n      businessTypes {\n        value\n        label\n      }\n      idTypes {\n        value\n        label\n      }\n    }\n  }\n": types.KycToReviewDocument,
    "\n  mutation KycReview($appUuid: ID!, $approve: Boolean!, $reason: String) {\n    kycReview(input: { appUuid: $appUuid, approve: $approve, reason: $reason }) {\n      appUuid\n      status\n      statusLabel\n      rejectionReason\n    }\n  }\n": types.KycReviewDocument,
    "\n  mutation LaunchApp($input: LaunchAppInput!) {\n    launchApp(input: $input) {\n      uuid\n      status\n      storeStatus\n      storeStatusLabel\n      launchedAt\n      maintenance\n      deactivated\n    }\n  }\n": types.LaunchAppDocument,
    "\n  query StoreLaunchAudience($appUuid: ID!) {\n    storeLaunchAudience(appUuid: $appUuid) {\n      appUuid\n      reachable\n      outsideWindow\n      announcement {\n        uuid\n        message\n        reachable\n        sent\n        failed\n        createdAt\n      }\n    }\n  }\n": types.StoreLaunchAudienceDocument,
    "\n  mutation StoreLaunchAnnounce($input: StoreLaunchAnnounceInput!) {\n    storeLaunchAnnounce(input: $input) {\n      appUuid\n      reachable\n      outsideWindow\n      announcement {\n        uuid\n        message\n        reachable\n        sent\n        failed\n        createdAt\n      }\n    }\n  }\n": types.StoreLaunchAnnounceDocument,
    "\n  query ResellerMerchantCounts($resellerUuid: ID!) {\n    resellerMerchantCounts(resellerUuid: $resellerUuid) {\n      status\n      count\n    }\n  }\n": types.ResellerMerchantCountsDocument,
    "\n  query ResellerMerchants($resellerUuid: ID!, $status: ResellerMerchantStatus!, $first: Int, $after: String) {\n    resellerMerchants(resellerUuid: $resellerUuid, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          uuid\n          name\n          email\n          status\n          since\n          storeName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ResellerMerchantsDocument,
    "\n  query MessengerNotificationRecipients($appUuid: ID!) {\n    messengerNotificationRecipients(appUuid: $appUuid) {\n      uuid\n      name\n      psid\n      optedInAt\n      reachableUntil\n      lastReachedAt\n      unreachableSince\n      unreachableReason\n    }\n  }\n": types.MessengerNotificationRecipientsDocument,
    "\n  mutation MessengerNotificationRecipientRemove($input: MessengerNotificationRecipientRemoveInput!) {\n    messengerNotificationRecipientRemove(input: $input) {\n      uuid\n    }\n  }\n": types.MessengerNotificationRecipientRemoveDocument,
    "\n  query MessengerNotificationOptInUrl($appUuid: ID!) {\n    messengerNotificationOptInUrl(appUuid: $appUuid)\n  }\n": types.MessengerNotificationOptInUrlDocument,
    "\n  query MessengerPageTemplates($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      activePage {\n        uuid\n        templatesSyncedAt\n        templatesSyncError\n        orderUpdateTemplate {\n          uuid\n          name\n          language\n        }\n        storeNotificationTemplate {\n          uuid\n          name\n          language\n        }\n        utilityTemplates {\n          uuid\n          name\n          language\n          status\n        }\n      }\n    }\n  }\n": types.MessengerPageTemplatesDocument,
    "\n  mutation PageUtilityTemplatesSync($input: PageUtilityTemplatesSyncInput!) {\n    pageUtilityTemplatesSync(input: $input) {\n      uuid\n      templatesSyncedAt\n      templatesSyncError\n      orderUpdateTemplate {\n        uuid\n        name\n        language\n      }\n      storeNotificationTemplate {\n        uuid\n        name\n        language\n      }\n      utilityTemplates {\n        uuid\n        name\n        language\n        status\n      }\n    }\n  }\n": types.PageUtilityTemplatesSyncDocument,
    "\n  fragment NotificationItem on Notification {\n    uuid\n    category\n    message\n    readAt\n    createdAt\n    limitNotice\n    notificationableType\n    notificationable {\n      uuid\n      transactionNumber\n    }\n    pageRecipient {\n      name\n      profilePic\n    }\n  }\n": types.NotificationItemFragmentDoc,
    "\n  query Notifications($appUuid: ID!, $first: Int, $after: String) {\n    notifications(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationItem\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotificationsCount($appUuid: ID!) {\n    unreadNotificationsCount(appUuid: $appUuid)\n  }\n": types.UnreadNotificationsCountDocument,
    "\n  mutation NotificationMarkAsRead($input: NotificationMarkAsReadInput!) {\n    notificationMarkAsRead(input: $input) {\n      uuid\n      readAt\n    }\n  }\n": types.NotificationMarkAsReadDocument,
    "\n  mutation NotificationMarkAllAsRead($appUuid: ID!) {\n    notificationMarkAllAsRead(appUuid: $appUuid) {\n      success\n    }\n  }\n": types.NotificationMarkAllAsReadDocument,
    "\n  subscription NotificationCreate($appUuid: ID!, $after: String) {\n    notificationCreate(appUuid: $appUuid, after: $after) {\n      ...NotificationItem\n    }\n  }\n": types.NotificationCreateDocument,
    "\n  subscription BrowserNotificationCreate($appUuid: ID!, $after: String) {\n    browserNotificationCreate(appUuid: $appUuid, after: $after) {\n      uuid\n      message\n      appName\n      bundleKey\n      pageRecipientName\n    }\n  }\n": types.BrowserNotificationCreateDocument,
    "\n  query NotificationEmailRecipients($appUuid: ID!) {\n    notificationEmailRecipients(appUuid: $appUuid) {\n      email\n      verified\n    }\n  }\n": types.NotificationEmailRecipientsDocument,
    "\n  mutation NotificationEmailRecipientAdd($input: NotificationEmailRecipientInput!) {\n    notificationEmailRecipientAdd(input: $input) {\n      email\n      verified\n    }\n  }\n": types.NotificationEmailRecipientAddDocument,
    "\n  mutation NotificationEmailRecipientRemove($input: NotificationEmailRecipientInput!) {\n    notificationEmailRecipientRemove(input: $input) {\n      email\n    }\n  }\n": types.NotificationEmailRecipientRemoveDocument,
    "\n  mutation NotificationTestSend($input: NotificationTestSendInput!) {\n    notificationTestSend(input: $input) {\n      uuid\n    }\n  }\n": types.NotificationTestSendDocument,
    "\n  fragment CourierBookingFields on OrderCourierBooking {\n    uuid\n    courier\n    status\n    fee\n    quoteExpiresAt\n    pickupAddress\n    dropoffAddress\n    trackingUrl\n    driverName\n    driverPhone\n    driverPlate\n    bookedAt\n    cancellable\n  }\n": types.CourierBookingFieldsFragmentDoc,
    "\n  query OrderCourier($uuid: ID!, $appUuid: ID!) {\n    order(uuid: $uuid) {\n      uuid\n      streetAddress\n      courierMapPinRequired\n      courierBooking {\n        ...CourierBookingFields\n      }\n      courierUpdates {\n        uuid\n        status\n        driverName\n        driverPlate\n        createdAt\n      }\n    }\n    grabExpressCredits(appUuid: $appUuid) {\n      totalCredits\n    }\n  }\n": types.OrderCourierDocument,
    "\n  mutation OrderCourierQuote($orderUuid: ID!, $dropoffLatitude: Float, $dropoffLongitude: Float) {\n    orderCourierQuote(\n      orderUuid: $orderUuid\n      dropoffLatitude: $dropoffLatitude\n      dropoffLongitude: $dropoffLongitude\n    ) {\n      ...CourierBookingFields\n    }\n  }\n": types.OrderCourierQuoteDocument,
    "\n  mutation OrderCourierBook($uuid: ID!) {\n    orderCourierBook(uuid: $uuid) {\n      ...CourierBookingFields\n    }\n  }\n": types.OrderCourierBookDocument,
    "\n  mutation OrderCourierCancel($orderUuid: ID!) {\n    orderCourierCancel(orderUuid: $orderUuid) {\n      ...CourierBookingFields\n    }\n  }\n": types.OrderCourierCancelDocument,
    "\n  fragment OrderListFields on Order {\n    uuid\n    transactionNumber\n    createdAt\n    customerName\n    mobileNumber\n    total\n    status\n    paymentStatus\n    advanceOrderDate\n  }\n": types.OrderListFieldsFragmentDoc,
    "\n  fragment OrderDetailsFields on Order {\n    uuid\n    transactionNumber\n    createdAt\n    status\n    paymentStatus\n    paymentMethod\n    customerName\n    mobileNumber\n    fulfillment\n    deliveryAddress\n    remarks\n    advanceOrderDate\n    subtotal\n    deliveryFee\n    tax\n    discount\n    discounts {\n      title\n      code\n      amount\n    }\n    convenienceFee\n    transactionFee\n    total\n    autoConfirmedAt\n    expiredAt\n    payBy\n    paymentStatusUpdatedAt\n    depositSlipUrl\n    nextStatuses\n    nextPaymentStatuses\n    canRefund\n    refund {\n      amount\n      status\n      failureMessage\n    }\n    timeline {\n      kind\n      status\n      note\n      outcome\n      at\n    }\n    items {\n      uuid\n      productName\n      variantName\n      unitPrice\n      quantity\n      lineTotal\n      addOns {\n        name\n        price\n        quantity\n      }\n    }\n  }\n": types.OrderDetailsFieldsFragmentDoc,
    "\n  query Orders(\n    $appUuid: ID!\n    $first: Int\n    $after: String\n    $status: OrderStatus\n    $paymentStatus: PaymentStatus\n    $search: String\n    $from: Date\n    $to: Date\n    $advance: Boolean\n  ) {\n    orders(\n      appUuid: $appUuid\n      first: $first\n      after: $after\n      status: $status\n      paymentStatus: $paymentStatus\n      search: $search\n      from: $from\n      to: $to\n      advance: $advance\n    ) {\n      totalCount\n      totalCountCapped\n      edges {\n        cursor\n        node {\n          ...OrderListFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.OrdersDocument,
    "\n  query OrderCounts($appUuid: ID!) {\n    orderCounts(appUuid: $appUuid) {\n      status\n      count\n    }\n  }\n": types.OrderCountsDocument,
    "\n  query OrderApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      ordersExportable\n    }\n  }\n": types.OrderAppDocument,
    "\n  query OrderByTransactionNumber($appUuid: ID!, $transactionNumber: String!) {\n    orderByTransactionNumber(appUuid: $appUuid, transactionNumber: $transactionNumber) {\n      ...OrderDetailsFields\n    }\n  }\n": types.OrderByTransactionNumberDocument,
    "\n  mutation OrderStatusUpdate($input: OrderStatusUpdateInput!) {\n    orderStatusUpdate(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n": types.OrderStatusUpdateDocument,
    "\n  mutation OrderPaymentStatusUpdate($input: OrderPaymentStatusUpdateInput!) {\n    orderPaymentStatusUpdate(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n": types.OrderPaymentStatusUpdateDocument,
    "\n  mutation OrderRefund($input: OrderRefundInput!) {\n    orderRefund(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n": types.OrderRefundDocument,
    "\n  query OrdersExportCsv(\n    $appUuid: ID!\n    $status: OrderStatus\n    $paymentStatus: PaymentStatus\n    $search: String\n    $from: Date\n    $to: Date\n    $advance: Boolean\n  ) {\n    ordersExportCsv(\n      appUuid: $appUuid\n      status: $status\n      paymentStatus: $paymentStatus\n      search: $search\n      from: $from\n      to: $to\n      advance: $advance\n    )\n  }\n": types.OrdersExportCsvDocument,
    "\n  query OrderReminders($appUuid: ID!) {\n    pendingOrdersReminder(appUuid: $appUuid) {\n      pendingCount\n      completeBy\n    }\n    fetchAdvanceOrdersForToday(appUuid: $appUuid) {\n      uuid\n      transactionNumber\n    }\n  }\n": types.OrderRemindersDocument,
    "\n  query ConnectedPage($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      myRole\n      activePagePhotoUrl\n      activePage {\n        uuid\n        fbPageId\n        name\n        photoUrl\n        subscribed\n        subscribeError\n      }\n    }\n  }\n": types.ConnectedPageDocument,
    "\n  query FacebookLoginUrl($appUuid: ID!, $returnPath: String!) {\n    facebookLoginUrl(appUuid: $appUuid, returnPath: $returnPath)\n  }\n": types.FacebookLoginUrlDocument,
    "\n  mutation FacebookLoginComplete($input: FacebookLoginCompleteInput!) {\n    facebookLoginComplete(input: $input) {\n      uuid\n      expiresAt\n      pages {\n        fbPageId\n        name\n        pictureUrl\n        connectedElsewhere\n      }\n    }\n  }\n": types.FacebookLoginCompleteDocument,
    "\n  mutation FacebookPageConnect($input: FacebookPageConnectInput!) {\n    facebookPageConnect(input: $input) {\n      uuid\n      activePagePhotoUrl\n      activePage {\n        uuid\n        fbPageId\n        name\n        photoUrl\n        subscribed\n        subscribeError\n      }\n    }\n  }\n": types.FacebookPageConnectDocument,
    "\n  mutation FacebookPageDisconnect($input: FacebookPageDisconnectInput!) {\n    facebookPageDisconnect(input: $input) {\n      uuid\n      activePagePhotoUrl\n      activePage {\n        uuid\n      }\n    }\n  }\n": types.FacebookPageDisconnectDocument,
    "\n  query UpdatePageImage($appUuid: ID!) {\n    updatePageImage(appUuid: $appUuid) {\n      uuid\n      photoUrl\n    }\n  }\n": types.UpdatePageImageDocument,
    "\n  fragment PersistentMenuFields on PersistentMenuSettings {\n    appUuid\n    status\n    error\n    needsPrimaryApp\n    items {\n      uuid\n      title\n      category\n      url\n      webHeight\n    }\n  }\n": types.PersistentMenuFieldsFragmentDoc,
    "\n  query PersistentMenu($appUuid: ID!) {\n    persistentMenu(appUuid: $appUuid) {\n      ...PersistentMenuFields\n    }\n  }\n": types.PersistentMenuDocument,
    "\n  mutation PersistentMenuSave($input: PersistentMenuSaveInput!) {\n    persistentMenuSave(input: $input) {\n      ...PersistentMenuFields\n    }\n  }\n": types.PersistentMenuSaveDocument,
    "\n  query PlanFileSize($appUuid: ID!) {\n    currentAppEnterprisePlan(appUuid: $appUuid) {\n      id\n      enterprisePlan {\n        uuid\n        fileSizeLimit\n      }\n    }\n  }\n": types.PlanFileSizeDocument,
    "\n  fragment PromotionRowFields on Promotion {\n    uuid\n    kind\n    title\n    code\n    valueType\n    value\n    minimumPurchase\n    condition\n    buyQuantity\n    getQuantity\n    tiers {\n      minQuantity\n      percent\n    }\n    startsAt\n    endsAt\n    usageLimit\n    usedCount\n    status\n  }\n": types.PromotionRowFieldsFragmentDoc,
    "\n  fragment PromotionFields on Promotion {\n    ...PromotionRowFields\n    scope\n    products {\n      uuid\n      name\n    }\n    categories {\n      uuid\n      name\n    }\n    perCustomerLimit\n    firstOrderOnly\n    updatedAt\n    results {\n      orders\n      revenue\n      discountGiven\n    }\n  }\n": types.PromotionFieldsFragmentDoc,
    "\n  query Promotions(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: PromotionStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    promotions(\n      appUuid: $appUuid\n      kinds: $kinds\n      status: $status\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      edges {\n        node {\n          ...PromotionRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PromotionsDocument,
    "\n  query Promotion($uuid: ID!) {\n    promotion(uuid: $uuid) {\n      ...PromotionFields\n    }\n  }\n": types.PromotionDocument,
    "\n  query PromotionPreview($input: PromotionPreviewInput!) {\n    promotionPreview(input: $input) {\n      subtotal\n      deliveryFee\n      discount\n      total\n      refusal\n      problems {\n        field\n        message\n      }\n    }\n  }\n": types.PromotionPreviewDocument,
    "\n  query PromotionProducts($appUuid: ID!, $search: String, $first: Int) {\n    products(appUuid: $appUuid, search: $search, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          price\n          variants {\n            uuid\n            variantName\n            price\n          }\n        }\n      }\n    }\n  }\n": types.PromotionProductsDocument,
    "\n  query PromotionCategories($appUuid: ID!, $search: String, $first: Int) {\n    categories(appUuid: $appUuid, search: $search, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n        }\n      }\n    }\n  }\n": types.PromotionCategoriesDocument,
    "\n  mutation PromotionCreate($input: PromotionCreateInput!) {\n    promotionCreate(input: $input) {\n      ...PromotionFields\n    }\n  }\n": types.PromotionCreateDocument,
    "\n  mutation PromotionUpdate($input: PromotionUpdateInput!) {\n    promotionUpdate(input: $input) {\n      ...PromotionFields\n    }\n  }\n": types.PromotionUpdateDocument,
    "\n  mutation PromotionEnd($uuid: ID!) {\n    promotionEnd(uuid: $uuid) {\n      ...PromotionFields\n    }\n  }\n": types.PromotionEndDocument,
    "\n  mutation PromotionDelete($uuid: ID!) {\n    promotionDelete(uuid: $uuid) {\n      uuid\n    }\n  }\n": types.PromotionDeleteDocument,
    "\n  fragment ReferralLinkFields on ReferralLink {\n    uuid\n    name\n    code\n    product {\n      uuid\n      name\n    }\n    promo {\n      uuid\n      title\n      code\n      ended\n      scheduled\n    }\n    storeUrl\n    shortUrl\n    messengerUrl\n    figures {\n      from\n      to\n      visits\n      ordersPlaced\n      revenue\n      conversations\n    }\n  }\n": types.ReferralLinkFieldsFragmentDoc,
    "\n  query ReferralLinks($appUuid: ID!, $target: ReferralLinkTarget!) {\n    referralLinks(appUuid: $appUuid, target: $target) {\n      ...ReferralLinkFields\n    }\n  }\n": types.ReferralLinksDocument,
    "\n  query ReferralLink($appUuid: ID!, $uuid: ID!) {\n    referralLink(appUuid: $appUuid, uuid: $uuid) {\n      ...ReferralLinkFields\n    }\n  }\n": types.ReferralLinkDocument,
    "\n  mutation ReferralLinkCreate($appUuid: ID!, $input: ReferralLinkInput!) {\n    referralLinkCreate(appUuid: $appUuid, input: $input) {\n      ...ReferralLinkFields\n    }\n  }\n": types.ReferralLinkCreateDocument,
    "\n  mutation ReferralLinkUpdate($appUuid: ID!, $uuid: ID!, $input: ReferralLinkInput!) {\n    referralLinkUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...ReferralLinkFields\n    }\n  }\n": types.ReferralLinkUpdateDocument,
    "\n  mutation ReferralLinkDelete($appUuid: ID!, $uuid: ID!) {\n    referralLinkDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n": types.ReferralLinkDeleteDocument,
    "\n  query ReferralPromos($appUuid: ID!) {\n    promotions(appUuid: $appUuid, kinds: [CODE, AUTOMATIC, CART], first: 100) {\n      edges {\n        node {\n          uuid\n          title\n          code\n          kind\n          status\n        }\n      }\n    }\n  }\n": types.ReferralPromosDocument,
    "\n  fragment SegmentFields on CustomerSegment {\n    uuid\n    name\n    updatedAt\n    rules {\n      field\n      op\n      value\n      ids\n      products {\n        uuid\n        name\n      }\n      categories {\n        uuid\n        name\n      }\n      places {\n        code\n        name\n      }\n    }\n  }\n": types.SegmentFieldsFragmentDoc,
    "\n  query CustomerSegments($appUuid: ID!) {\n    customerSegments(appUuid: $appUuid) {\n      ...SegmentFields\n    }\n  }\n": types.CustomerSegmentsDocument,
    "\n  query SegmentMembers($appUuid: ID!, $uuid: ID!, $first: Int, $after: String) {\n    customerSegment(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      customers(first: $first, after: $after) {\n        totalCount\n        totalCountCapped\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            uuid\n            name\n            mobileNumber\n            lastActiveAt\n          }\n        }\n      }\n    }\n  }\n": types.SegmentMembersDocument,
    "\n  query SegmentPreview($appUuid: ID!, $rules: [SegmentRuleInput!]!) {\n    customerSegmentPreview(appUuid: $appUuid, rules: $rules) {\n      count\n      countCapped\n      sample {\n        uuid\n        name\n        lastActiveAt\n      }\n    }\n  }\n": types.SegmentPreviewDocument,
    "\n  mutation SegmentCreate($appUuid: ID!, $input: CustomerSegmentInput!) {\n    customerSegmentCreate(appUuid: $appUuid, input: $input) {\n      ...SegmentFields\n    }\n  }\n": types.SegmentCreateDocument,
    "\n  mutation SegmentUpdate($appUuid: ID!, $uuid: ID!, $input: CustomerSegmentInput!) {\n    customerSegmentUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...SegmentFields\n    }\n  }\n": types.SegmentUpdateDocument,
    "\n  mutation SegmentDelete($appUuid: ID!, $uuid: ID!) {\n    customerSegmentDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n": types.SegmentDeleteDocument,
    "\n  query SegmentExportCsv($appUuid: ID!, $uuid: ID!) {\n    customerSegmentExportCsv(appUuid: $appUuid, uuid: $uuid)\n  }\n": types.SegmentExportCsvDocument,
    "\n  fragment StoreAppearanceFields on StoreAppearance {\n    logoUrl\n    coverUrl\n    brandColor\n    welcomeText\n    customized\n  }\n": types.StoreAppearanceFieldsFragmentDoc,
    "\n  query SetupApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      bundleKey\n      launchedAt\n      hasDefaultPaymentMethod\n      activePage {\n        uuid\n        name\n      }\n      appearance {\n        ...StoreAppearanceFields\n      }\n    }\n  }\n": types.SetupAppDocument,
    "\n  mutation StoreAppearanceUpdate($input: StoreAppearanceUpdateInput!) {\n    storeAppearanceUpdate(input: $input) {\n      ...StoreAppearanceFields\n    }\n  }\n": types.StoreAppearanceUpdateDocument,
    "\n  query SetupChecklist($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      launchedAt\n      hasDefaultPaymentMethod\n      myRole\n      businessDescription\n      categoryTree {\n        selected\n      }\n      activePage {\n        uuid\n        name\n      }\n    }\n    products(appUuid: $appUuid, published: true, first: 1) {\n      edges {\n        node {\n          uuid\n        }\n      }\n    }\n    shippingMethods(appUuid: $appUuid, first: 50) {\n      edges {\n        node {\n          uuid\n          enabled\n        }\n      }\n    }\n  }\n": types.SetupChecklistDocument,
    "\n  fragment CartSettingFields on CartSetting {\n    uuid\n    appUuid\n    subcategorized\n    additionalTax\n    additionalTaxType\n    addressInputType\n    deliveryFeeType\n    emailNotifRecipient\n    expiration\n    expirationDateType\n    freeShippingRequiredAmount\n    locationScope\n    chargeDeliveryFeeFrom\n    requiredAmount\n    shipping\n    enableProductLocationAvailability\n    digitalProduct\n  }\n": types.CartSettingFieldsFragmentDoc,
    "\n  query CartSetting($appUuid: ID!) {\n    cartSetting(appUuid: $appUuid) {\n      ...CartSettingFields\n    }\n  }\n": types.CartSettingDocument,
    "\n  mutation CartSettingUpdate($input: CartSettingUpdateInput!) {\n    cartSettingUpdate(input: $input) {\n      ...CartSettingFields\n    }\n  }\n": types.CartSettingUpdateDocument,
    "\n  fragment PaymentAccountFields on StorePaymentAccount {\n    uuid\n    kind\n    kindLabel\n    bankName\n    accountName\n    accountNumber\n    qrPhotoUuid\n    qrImageUrl\n  }\n": types.PaymentAccountFieldsFragmentDoc,
    "\n  query StorePaymentAccounts($appUuid: ID!) {\n    storePaymentAccounts(appUuid: $appUuid) {\n      ...PaymentAccountFields\n    }\n  }\n": types.StorePaymentAccountsDocument,
    "\n  mutation StorePaymentAccountCreate($input: StorePaymentAccountCreateInput!) {\n    storePaymentAccountCreate(input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n": types.StorePaymentAccountCreateDocument,
    "\n  mutation StorePaymentAccountUpdate($input: StorePaymentAccountUpdateInput!) {\n    storePaymentAccountUpdate(input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n": types.StorePaymentAccountUpdateDocument,
    "\n  mutation StorePaymentAccountDelete($input: StorePaymentAccountDeleteInput!) {\n    storePaymentAccountDelete(input: $input) {\n      uuid\n    }\n  }\n": types.StorePaymentAccountDeleteDocument,
    "\n  fragment ShippingMethodFields on ShippingMethod {\n    uuid\n    appUuid\n    name\n    kind\n    fee\n    pickupAddress\n    latitude\n    longitude\n    enabled\n    instructions\n  }\n": types.ShippingMethodFieldsFragmentDoc,
    "\n  query ShippingMethods($appUuid: ID!, $first: Int, $after: String) {\n    shippingMethods(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...ShippingMethodFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ShippingMethodsDocument,
    "\n  query ShippingMethod($uuid: ID!) {\n    shippingMethod(uuid: $uuid) {\n      ...ShippingMethodFields\n    }\n  }\n": types.ShippingMethodDocument,
    "\n  mutation ShippingMethodCreate($input: ShippingMethodCreateInput!) {\n    shippingMethodCreate(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n": types.ShippingMethodCreateDocument,
    "\n  mutation ShippingMethodUpdate($input: ShippingMethodUpdateInput!) {\n    shippingMethodUpdate(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n": types.ShippingMethodUpdateDocument,
    "\n  mutation ShippingMethodDelete($input: ShippingMethodDeleteInput!) {\n    shippingMethodDelete(input: $input) {\n      uuid\n    }\n  }\n": types.ShippingMethodDeleteDocument,
    "\n  fragment VoucherBatchFields on Promotion {\n    uuid\n    kind\n    title\n    valueType\n    value\n    minimumPurchase\n    startsAt\n    endsAt\n    usageLimit\n    usedCount\n    status\n    updatedAt\n    voucherCounts {\n      issued\n      claimed\n      redeemed\n      expired\n    }\n  }\n": types.VoucherBatchFieldsFragmentDoc,
    "\n  fragment VoucherFields on Voucher {\n    uuid\n    code\n    status\n    customerMobile\n    claimedAt\n    redeemedAt\n    redeemedInStore\n    amount\n    createdAt\n    promotion {\n      uuid\n      kind\n      title\n      endsAt\n    }\n  }\n": types.VoucherFieldsFragmentDoc,
    "\n  query VoucherBatches(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: PromotionStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    promotions(\n      appUuid: $appUuid\n      kinds: $kinds\n      status: $status\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      edges {\n        node {\n          ...VoucherBatchFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.VoucherBatchesDocument,
    "\n  query Vouchers(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: VoucherStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    vouchers(appUuid: $appUuid, kinds: $kinds, status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...VoucherFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.VouchersDocument,
    "\n  mutation VoucherBatchCreate($input: PromotionCreateInput!) {\n    promotionCreate(input: $input) {\n      ...VoucherBatchFields\n    }\n  }\n": types.VoucherBatchCreateDocument,
    "\n  mutation VoucherBatchUpdate($input: PromotionUpdateInput!) {\n    promotionUpdate(input: $input) {\n      ...VoucherBatchFields\n    }\n  }\n": types.VoucherBatchUpdateDocument,
    "\n  mutation VoucherBatchEnd($uuid: ID!) {\n    promotionEnd(uuid: $uuid) {\n      ...VoucherBatchFields\n    }\n  }\n": types.VoucherBatchEndDocument,
    "\n  mutation VoucherClaim($input: VoucherClaimInput!) {\n    voucherClaim(input: $input) {\n      ...VoucherFields\n    }\n  }\n": types.VoucherClaimDocument,
    "\n  query VoucherCheck($appUuid: ID!, $code: String!, $purchaseAmount: Int!) {\n    voucherCheck(appUuid: $appUuid, code: $code, purchaseAmount: $purchaseAmount) {\n      code\n      title\n      discount\n      payable\n      refusal\n    }\n  }\n": types.VoucherCheckDocument,
    "\n  mutation VoucherRedeem($input: VoucherRedeemInput!) {\n    voucherRedeem(input: $input) {\n      code\n      discount\n      payable\n      redeemedAt\n    }\n  }\n": types.VoucherRedeemDocument,
    "\n  query WhiteLabelContent($origin: String!) {\n    whiteLabelContent(origin: $origin) {\n      uuid\n      whiteLabelLogo\n      whiteLabelTitle\n      whiteLabelDomain\n      whiteLabelHeader\n      whiteLabelStatus\n      whiteLabelFavicon\n    }\n  }\n": types.WhiteLabelContentDocument,
    "\n  query StoreOrderCourier($appUuid: ID!, $transactionNumber: String!, $mobile: String!) {\n    storeOrderCourier(appUuid: $appUuid, transactionNumber: $transactionNumber, mobile: $mobile) {\n      status\n      driverName\n      driverPlate\n      trackingUrl\n    }\n  }\n": types.StoreOrderCourierDocument,
    "\n  query Storefront($appUuid: ID!) {\n    storefront(appUuid: $appUuid) {\n      uuid\n      name\n      status\n      open\n      preview\n      notice\n      maintenanceMessage\n      paymentMethods\n      onlinePaymentChannels\n      paymentAccounts {\n        uuid\n        kind\n        kindLabel\n        bankName\n        accountName\n        accountNumber\n        qrImageUrl\n      }\n      allowProductRemarks\n      allowAdvanceOrder\n      announcement {\n        uuid\n        message\n        productUuid\n      }\n      appearance {\n        logoUrl\n        coverUrl\n        brandColor\n        welcomeText\n      }\n      categories {\n        uuid\n        name\n        children {\n          uuid\n          name\n        }\n      }\n      cartSetting {\n        requiredAmount\n        freeShippingRequiredAmount\n        additionalTax\n        additionalTaxType\n        deliveryFeeType\n        chargeDeliveryFeeFrom\n        addressInputType\n        locationScope\n      }\n      shippingMethods {\n        uuid\n        kind\n        name\n        fee\n        pickupAddress\n      }\n    }\n  }\n": types.StorefrontDocument,
    "\n  query StoreProducts($appUuid: ID!, $first: Int, $after: String, $search: String, $categoryUuid: ID) {\n    storeProducts(appUuid: $appUuid, first: $first, after: $after, search: $search, categoryUuid: $categoryUuid) {\n      edges {\n        node {\n          uuid\n          name\n          price\n          compareAtPrice\n          photoUrl\n          soldOut\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.StoreProductsDocument,
    "\n  query StoreProduct($appUuid: ID!, $uuid: ID!) {\n    storeProduct(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      name\n      description\n      price\n      compareAtPrice\n      photoUrl\n      soldOut\n      options {\n        name\n        values\n      }\n      variants {\n        uuid\n        variantName\n        optionValues\n        price\n        compareAtPrice\n        stockQuantity\n        soldOut\n      }\n      addOns {\n        uuid\n        name\n        price\n        maxQuantity\n      }\n      photos {\n        uuid\n        url\n        thumbnailUrl\n      }\n    }\n  }\n": types.StoreProductDocument,
    "\n  query StoreDeliveryPlaces($appUuid: ID!, $parentCode: String) {\n    storeDeliveryPlaces(appUuid: $appUuid, parentCode: $parentCode) {\n      code\n      name\n      singleCityCode\n    }\n  }\n": types.StoreDeliveryPlacesDocument,
    "\n  query StoreDeliveryQuote($appUuid: ID!, $regionCode: String!, $provinceCode: String!, $cityCode: String) {\n    storeDeliveryQuote(appUuid: $appUuid, regionCode: $regionCode, provinceCode: $provinceCode, cityCode: $cityCode) {\n      delivers\n      message\n      areaName\n      deliveryFee\n      leadTimeMinDays\n      leadTimeMaxDays\n    }\n  }\n": types.StoreDeliveryQuoteDocument,
    "\n  query StoreCartQuote($input: StoreCartQuoteInput!) {\n    storeCartQuote(input: $input) {\n      subtotal\n      deliveryFee\n      tax\n      discount\n      total\n      maxCodes\n      discounts {\n        title\n        code\n        amount\n      }\n      codes {\n        code\n        applied\n        message\n      }\n      offers {\n        title\n        message\n        remaining\n      }\n    }\n  }\n": types.StoreCartQuoteDocument,
    "\n  mutation StoreCheckout($input: StoreCheckoutInput!) {\n    storeCheckout(input: $input) {\n      transactionNumber\n      total\n      status\n      payBy\n      discounts {\n        title\n        code\n        amount\n      }\n      payment {\n        ...StoreOrderPaymentFields\n      }\n    }\n  }\n": types.StoreCheckoutDocument,
    "\n  fragment StoreOrderPaymentFields on StoreOrderPayment {\n    uuid\n    channel\n    amount\n    status\n    checkoutUrl\n    failureMessage\n    transactionNumber\n    orderPaymentStatus\n    canRetry\n  }\n": types.StoreOrderPaymentFieldsFragmentDoc,
    "\n  query StoreOrderPayment($appUuid: ID!, $uuid: ID!) {\n    storeOrderPayment(appUuid: $appUuid, uuid: $uuid) {\n      ...StoreOrderPaymentFields\n    }\n  }\n": types.StoreOrderPaymentDocument,
    "\n  mutation StoreOrderPaymentRetry($appUuid: ID!, $uuid: ID!) {\n    storeOrderPaymentRetry(appUuid: $appUuid, uuid: $uuid) {\n      ...StoreOrderPaymentFields\n    }\n  }\n": types.StoreOrderPaymentRetryDocument,
    "\n  fragment StoreOrderFields on StoreOrder {\n    uuid\n    transactionNumber\n    status\n    paymentStatus\n    paymentMethod\n    fulfillment\n    customerName\n    subtotal\n    deliveryFee\n    tax\n    discount\n    discounts {\n      title\n      code\n      kind\n      amount\n    }\n    total\n    createdAt\n    advanceOrderDate\n    depositSlipUrl\n    canUploadDepositSlip\n    latestPayment {\n      uuid\n      status\n      canRetry\n    }\n    payBy\n    expired\n    items {\n      uuid\n      productName\n      variantName\n      unitPrice\n      quantity\n      lineTotal\n      addOns {\n        name\n        price\n        quantity\n      }\n    }\n  }\n": types.StoreOrderFieldsFragmentDoc,
    "\n  query StoreOrder($appUuid: ID!, $transactionNumber: String!, $mobile: String!) {\n    storeOrder(appUuid: $appUuid, transactionNumber: $transactionNumber, mobile: $mobile) {\n      ...StoreOrderFields\n    }\n  }\n": types.StoreOrderDocument,
    "\n  mutation StoreOrderDepositSlip(\n    $appUuid: ID!\n    $transactionNumber: String!\n    $mobileNumber: String!\n    $depositSlipUuid: ID!\n  ) {\n    storeOrderDepositSlip(\n      appUuid: $appUuid\n      transactionNumber: $transactionNumber\n      mobileNumber: $mobileNumber\n      depositSlipUuid: $depositSlipUuid\n    ) {\n      ...StoreOrderFields\n    }\n  }\n": types.StoreOrderDepositSlipDocument,
    "\n  mutation StorefrontTrack($input: StorefrontTrackInput!) {\n    storefrontTrack(input: $input)\n  }\n": types.StorefrontTrackDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Live($appUuid: ID!, $after: String) {\n    notificationCreate(appUuid: $appUuid, after: $after) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  subscription Live($appUuid: ID!, $after: String) {\n    notificationCreate(appUuid: $appUuid, after: $after) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      subscription P($uuid: ID!) {\n        productImportProgress(uuid: $uuid) {\n          processed\n        }\n      }\n    "): (typeof documents)["\n      subscription P($uuid: ID!) {\n        productImportProgress(uuid: $uuid) {\n          processed\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PsgcPlaceFields on PsgcPlace {\n    code\n    name\n    level\n    cityCount\n  }\n"): (typeof documents)["\n  fragment PsgcPlaceFields on PsgcPlace {\n    code\n    name\n    level\n    cityCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PsgcRegions {\n    psgcRegions {\n      ...PsgcPlaceFields\n    }\n  }\n"): (typeof documents)["\n  query PsgcRegions {\n    psgcRegions {\n      ...PsgcPlaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PsgcProvinces($regionCode: String!) {\n    psgcProvinces(regionCode: $regionCode) {\n      ...PsgcPlaceFields\n    }\n  }\n"): (typeof documents)["\n  query PsgcProvinces($regionCode: String!) {\n    psgcProvinces(regionCode: $regionCode) {\n      ...PsgcPlaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PsgcCities($provinceCode: String!) {\n    psgcCities(provinceCode: $provinceCode) {\n      ...PsgcPlaceFields\n    }\n  }\n"): (typeof documents)["\n  query PsgcCities($provinceCode: String!) {\n    psgcCities(provinceCode: $provinceCode) {\n      ...PsgcPlaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSecurityUpdate($input: AccountSecurityUpdateInput!) {\n    accountSecurityUpdate(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSecurityUpdate($input: AccountSecurityUpdateInput!) {\n    accountSecurityUpdate(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnverifiedUserBusinessEmail($userUuid: ID!) {\n    unverifiedUserBusinessEmail(userUuid: $userUuid)\n  }\n"): (typeof documents)["\n  query UnverifiedUserBusinessEmail($userUuid: ID!) {\n    unverifiedUserBusinessEmail(userUuid: $userUuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserResendVerificationEmail($userUuid: ID!) {\n    userResendVerificationEmail(userUuid: $userUuid) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation UserResendVerificationEmail($userUuid: ID!) {\n    userResendVerificationEmail(userUuid: $userUuid) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailConfirm($input: EmailConfirmInput!) {\n    emailConfirm(input: $input) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation EmailConfirm($input: EmailConfirmInput!) {\n    emailConfirm(input: $input) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {\n    passwordResetRequest(input: $input) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordReset($input: PasswordResetInput!) {\n    passwordReset(input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordReset($input: PasswordResetInput!) {\n    passwordReset(input: $input) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUnlock($input: AccountUnlockInput!) {\n    accountUnlock(input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUnlock($input: AccountUnlockInput!) {\n    accountUnlock(input: $input) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitation($invitationToken: String!) {\n    invitation(invitationToken: $invitationToken) {\n      email\n      role\n      appName\n      inviterName\n      accountExists\n    }\n  }\n"): (typeof documents)["\n  query Invitation($invitationToken: String!) {\n    invitation(invitationToken: $invitationToken) {\n      email\n      role\n      appName\n      inviterName\n      accountExists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitationAccept($input: InvitationAcceptInput!) {\n    invitationAccept(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InvitationAccept($input: InvitationAcceptInput!) {\n    invitationAccept(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailOutbox($first: Int) {\n    mailOutbox(first: $first) {\n      uuid\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MailOutbox($first: Int) {\n    mailOutbox(first: $first) {\n      uuid\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    uuid\n    firstName\n    lastName\n    fullName\n    email\n    role\n    imageUrl\n    affiliateCode\n    contactDialCode\n    contactNumber\n    birthdate\n    authorizedNetworkDashboard\n    businessEmailAddress\n    firstAppUuid\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    uuid\n    firstName\n    lastName\n    fullName\n    email\n    role\n    imageUrl\n    affiliateCode\n    contactDialCode\n    contactNumber\n    birthdate\n    authorizedNetworkDashboard\n    businessEmailAddress\n    firstAppUuid\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServerInfo {\n    serverInfo {\n      demoMode\n      demoEmail\n      demoPassword\n      version\n    }\n  }\n"): (typeof documents)["\n  query ServerInfo {\n    serverInfo {\n      demoMode\n      demoEmail\n      demoPassword\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DestroyAuthToken($input: DestroyAuthTokenInput!) {\n    destroyAuthToken(input: $input) {\n      generatedTokenLog {\n        uuid\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DestroyAuthToken($input: DestroyAuthTokenInput!) {\n    destroyAuthToken(input: $input) {\n      generatedTokenLog {\n        uuid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserSettingUpdate($input: UserSettingUpdateInput!) {\n    userSettingUpdate(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UserSettingUpdate($input: UserSettingUpdateInput!) {\n    userSettingUpdate(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesFiguresFields on SalesFigures {\n    netSales\n    grossSales\n    refunds\n    orders\n    cancelledOrders\n    returningOrders\n    averageOrderValue\n    repeatCustomerRate\n  }\n"): (typeof documents)["\n  fragment SalesFiguresFields on SalesFigures {\n    netSales\n    grossSales\n    refunds\n    orders\n    cancelledOrders\n    returningOrders\n    averageOrderValue\n    repeatCustomerRate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesFunnelFields on SalesFunnel {\n    visits\n    productViews\n    addToCart\n    checkoutStarted\n    ordersPlaced\n  }\n"): (typeof documents)["\n  fragment SalesFunnelFields on SalesFunnel {\n    visits\n    productViews\n    addToCart\n    checkoutStarted\n    ordersPlaced\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFigureFields on ProductFigure {\n    productUuid\n    name\n    views\n    unitsSold\n    sales\n  }\n"): (typeof documents)["\n  fragment ProductFigureFields on ProductFigure {\n    productUuid\n    name\n    views\n    unitsSold\n    sales\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreAnalytics(\n    $appUuid: ID!\n    $from: Date!\n    $to: Date!\n    $today: Date!\n    $limit: Int!\n    $withPeriod: Boolean!\n    $withToday: Boolean!\n    $withFunnel: Boolean!\n    $withDays: Boolean!\n    $withReferrals: Boolean!\n    $withViewed: Boolean!\n    $withSold: Boolean!\n    $withLatest: Boolean!\n  ) {\n    period: storeAnalytics(appUuid: $appUuid, from: $from, to: $to) @include(if: $withPeriod) {\n      appUuid\n      range {\n        from\n        to\n      }\n      previousRange {\n        from\n        to\n      }\n      sales {\n        ...SalesFiguresFields\n      }\n      previousSales {\n        ...SalesFiguresFields\n      }\n      funnel @include(if: $withFunnel) {\n        ...SalesFunnelFields\n      }\n      previousFunnel @include(if: $withFunnel) {\n        ...SalesFunnelFields\n      }\n      days @include(if: $withDays) {\n        day\n        netSales\n        orders\n        visits\n        productViews\n        addToCart\n        checkoutStarted\n        ordersPlaced\n      }\n      topReferrals(limit: $limit) @include(if: $withReferrals) {\n        source\n        visits\n        ordersPlaced\n      }\n      mostViewedProducts(limit: $limit) @include(if: $withViewed) {\n        ...ProductFigureFields\n      }\n      mostSoldProducts(limit: $limit) @include(if: $withSold) {\n        ...ProductFigureFields\n      }\n      latestSoldProducts(limit: $limit) @include(if: $withLatest) {\n        orderUuid\n        transactionNumber\n        productUuid\n        productName\n        variantName\n        quantity\n        lineTotal\n        soldAt\n      }\n    }\n    today: storeAnalytics(appUuid: $appUuid, from: $today, to: $today) @include(if: $withToday) {\n      appUuid\n      range {\n        from\n        to\n      }\n      sales {\n        ...SalesFiguresFields\n      }\n      previousSales {\n        ...SalesFiguresFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreAnalytics(\n    $appUuid: ID!\n    $from: Date!\n    $to: Date!\n    $today: Date!\n    $limit: Int!\n    $withPeriod: Boolean!\n    $withToday: Boolean!\n    $withFunnel: Boolean!\n    $withDays: Boolean!\n    $withReferrals: Boolean!\n    $withViewed: Boolean!\n    $withSold: Boolean!\n    $withLatest: Boolean!\n  ) {\n    period: storeAnalytics(appUuid: $appUuid, from: $from, to: $to) @include(if: $withPeriod) {\n      appUuid\n      range {\n        from\n        to\n      }\n      previousRange {\n        from\n        to\n      }\n      sales {\n        ...SalesFiguresFields\n      }\n      previousSales {\n        ...SalesFiguresFields\n      }\n      funnel @include(if: $withFunnel) {\n        ...SalesFunnelFields\n      }\n      previousFunnel @include(if: $withFunnel) {\n        ...SalesFunnelFields\n      }\n      days @include(if: $withDays) {\n        day\n        netSales\n        orders\n        visits\n        productViews\n        addToCart\n        checkoutStarted\n        ordersPlaced\n      }\n      topReferrals(limit: $limit) @include(if: $withReferrals) {\n        source\n        visits\n        ordersPlaced\n      }\n      mostViewedProducts(limit: $limit) @include(if: $withViewed) {\n        ...ProductFigureFields\n      }\n      mostSoldProducts(limit: $limit) @include(if: $withSold) {\n        ...ProductFigureFields\n      }\n      latestSoldProducts(limit: $limit) @include(if: $withLatest) {\n        orderUuid\n        transactionNumber\n        productUuid\n        productName\n        variantName\n        quantity\n        lineTotal\n        soldAt\n      }\n    }\n    today: storeAnalytics(appUuid: $appUuid, from: $today, to: $today) @include(if: $withToday) {\n      appUuid\n      range {\n        from\n        to\n      }\n      sales {\n        ...SalesFiguresFields\n      }\n      previousSales {\n        ...SalesFiguresFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsLatestCustomers($appUuid: ID!, $first: Int!) {\n    customers(appUuid: $appUuid, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          ordersCount\n          totalSpent\n          lastActiveAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsLatestCustomers($appUuid: ID!, $first: Int!) {\n    customers(appUuid: $appUuid, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          ordersCount\n          totalSpent\n          lastActiveAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsLowInventory($appUuid: ID!, $first: Int!) {\n    products(appUuid: $appUuid, stock: low, sort: stock_asc, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          stockQuantity\n          price\n          published\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsLowInventory($appUuid: ID!, $first: Int!) {\n    products(appUuid: $appUuid, stock: low, sort: stock_asc, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          stockQuantity\n          price\n          published\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementFields on StoreAnnouncement {\n    uuid\n    message\n    productUuid\n    product {\n      uuid\n      name\n    }\n    startsAt\n    endsAt\n    status\n  }\n"): (typeof documents)["\n  fragment AnnouncementFields on StoreAnnouncement {\n    uuid\n    message\n    productUuid\n    product {\n      uuid\n      name\n    }\n    startsAt\n    endsAt\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreAnnouncements($appUuid: ID!, $first: Int, $after: String) {\n    storeAnnouncements(appUuid: $appUuid, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AnnouncementFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreAnnouncements($appUuid: ID!, $first: Int, $after: String) {\n    storeAnnouncements(appUuid: $appUuid, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AnnouncementFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreAnnouncement($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncement(appUuid: $appUuid, uuid: $uuid) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  query StoreAnnouncement($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncement(appUuid: $appUuid, uuid: $uuid) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreAnnouncementCreate($appUuid: ID!, $input: StoreAnnouncementInput!) {\n    storeAnnouncementCreate(appUuid: $appUuid, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation StoreAnnouncementCreate($appUuid: ID!, $input: StoreAnnouncementInput!) {\n    storeAnnouncementCreate(appUuid: $appUuid, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreAnnouncementUpdate($appUuid: ID!, $uuid: ID!, $input: StoreAnnouncementInput!) {\n    storeAnnouncementUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation StoreAnnouncementUpdate($appUuid: ID!, $uuid: ID!, $input: StoreAnnouncementInput!) {\n    storeAnnouncementUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreAnnouncementEnd($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncementEnd(appUuid: $appUuid, uuid: $uuid) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  mutation StoreAnnouncementEnd($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncementEnd(appUuid: $appUuid, uuid: $uuid) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreAnnouncementDelete($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncementDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation StoreAnnouncementDelete($appUuid: ID!, $uuid: ID!) {\n    storeAnnouncementDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppSummary on App {\n    uuid\n    name\n    bundleKey\n    status\n    maintenance\n    storeStatus\n    storeStatusLabel\n    plan\n    launchedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AppSummary on App {\n    uuid\n    name\n    bundleKey\n    status\n    maintenance\n    storeStatus\n    storeStatusLabel\n    plan\n    launchedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Apps($first: Int, $after: String) {\n    apps(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...AppSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Apps($first: Int, $after: String) {\n    apps(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...AppSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppCreate($input: AppCreateInput!) {\n    appCreate(input: $input) {\n      ...AppSummary\n    }\n  }\n"): (typeof documents)["\n  mutation AppCreate($input: AppCreateInput!) {\n    appCreate(input: $input) {\n      ...AppSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AppCreated($after: String) {\n    appCreated(after: $after) {\n      ...AppSummary\n    }\n  }\n"): (typeof documents)["\n  subscription AppCreated($after: String) {\n    appCreated(after: $after) {\n      ...AppSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FetchAppByUuid($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      baseGlobalId\n      name\n      bundleKey\n      status\n      maintenance\n      deactivated\n      storeStatus\n      storeStatusLabel\n      maintenanceMessage\n      myRole\n      hasDefaultPaymentMethod\n      plan\n      planPaymentType\n      launchedAt\n      activeFbPageId\n      inboxManagerAllowed\n      sentimentAnalysisEnabled\n      activePage {\n        uuid\n        fbPageId\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query FetchAppByUuid($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      baseGlobalId\n      name\n      bundleKey\n      status\n      maintenance\n      deactivated\n      storeStatus\n      storeStatusLabel\n      maintenanceMessage\n      myRole\n      hasDefaultPaymentMethod\n      plan\n      planPaymentType\n      launchedAt\n      activeFbPageId\n      inboxManagerAllowed\n      sentimentAnalysisEnabled\n      activePage {\n        uuid\n        fbPageId\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppStatus($appUuid: ID!) {\n    appStatus(appUuid: $appUuid) {\n      uuid\n      status\n      maintenance\n      deactivated\n    }\n  }\n"): (typeof documents)["\n  query AppStatus($appUuid: ID!) {\n    appStatus(appUuid: $appUuid) {\n      uuid\n      status\n      maintenance\n      deactivated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppMaintenance($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      myRole\n      launchedAt\n      storeStatus\n      storeStatusLabel\n      maintenance\n      maintenanceMessage\n    }\n  }\n"): (typeof documents)["\n  query AppMaintenance($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      myRole\n      launchedAt\n      storeStatus\n      storeStatusLabel\n      maintenance\n      maintenanceMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppStoreStatusUpdate($input: AppStoreStatusUpdateInput!) {\n    appStoreStatusUpdate(input: $input) {\n      uuid\n      status\n      storeStatus\n      storeStatusLabel\n      maintenance\n      deactivated\n      maintenanceMessage\n    }\n  }\n"): (typeof documents)["\n  mutation AppStoreStatusUpdate($input: AppStoreStatusUpdateInput!) {\n    appStoreStatusUpdate(input: $input) {\n      uuid\n      status\n      storeStatus\n      storeStatusLabel\n      maintenance\n      deactivated\n      maintenanceMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberFields on Member {\n    uuid\n    email\n    fullName\n    role\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MemberFields on Member {\n    uuid\n    email\n    fullName\n    role\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($appUuid: ID!) {\n    members(appUuid: $appUuid) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  query Members($appUuid: ID!) {\n    members(appUuid: $appUuid) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberInvite($input: MemberInviteInput!) {\n    memberInvite(input: $input) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation MemberInvite($input: MemberInviteInput!) {\n    memberInvite(input: $input) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberRevoke($input: MemberRevokeInput!) {\n    memberRevoke(input: $input) {\n      memberUuid\n    }\n  }\n"): (typeof documents)["\n  mutation MemberRevoke($input: MemberRevokeInput!) {\n    memberRevoke(input: $input) {\n      memberUuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MemberRoleUpdate($input: MemberRoleUpdateInput!) {\n    memberRoleUpdate(input: $input) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation MemberRoleUpdate($input: MemberRoleUpdateInput!) {\n    memberRoleUpdate(input: $input) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppCategoryDescriptionFields on AppCategoryDescription {\n    appUuid\n    businessDescription\n    categoryTree {\n      primaryCategory\n      selected\n      secondaryCategories\n    }\n  }\n"): (typeof documents)["\n  fragment AppCategoryDescriptionFields on AppCategoryDescription {\n    appUuid\n    businessDescription\n    categoryTree {\n      primaryCategory\n      selected\n      secondaryCategories\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppSetup($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      myRole\n      supportEmailList\n      supportContactNumber\n      businessDescription\n      categoryTree {\n        primaryCategory\n        selected\n        secondaryCategories\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppSetup($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      myRole\n      supportEmailList\n      supportContactNumber\n      businessDescription\n      categoryTree {\n        primaryCategory\n        selected\n        secondaryCategories\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FetchUnverifiedSupportEmails($appUuid: ID!) {\n    fetchUnverifiedSupportEmails(appUuid: $appUuid)\n  }\n"): (typeof documents)["\n  query FetchUnverifiedSupportEmails($appUuid: ID!) {\n    fetchUnverifiedSupportEmails(appUuid: $appUuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FetchUnverifiedNotificationEmails($appUuid: ID!) {\n    fetchUnverifiedNotificationEmails(appUuid: $appUuid)\n  }\n"): (typeof documents)["\n  query FetchUnverifiedNotificationEmails($appUuid: ID!) {\n    fetchUnverifiedNotificationEmails(appUuid: $appUuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppResendVerificationEmail($appUuid: ID!, $supportEmail: String!) {\n    appResendVerificationEmail(appUuid: $appUuid, supportEmail: $supportEmail) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation AppResendVerificationEmail($appUuid: ID!, $supportEmail: String!) {\n    appResendVerificationEmail(appUuid: $appUuid, supportEmail: $supportEmail) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupportDetails($input: UpdateSupportDetailsInput!) {\n    updateSupportDetails(input: $input) {\n      supportEmailList\n      supportContactNumber\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSupportDetails($input: UpdateSupportDetailsInput!) {\n    updateSupportDetails(input: $input) {\n      supportEmailList\n      supportContactNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryCatalogue {\n    categoryCatalogue {\n      name\n      secondaryOptions\n    }\n  }\n"): (typeof documents)["\n  query CategoryCatalogue {\n    categoryCatalogue {\n      name\n      secondaryOptions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppCategoryDescriptionUpdate($input: AppCategoryDescriptionInput!) {\n    appCategoryDescriptionUpdate(input: $input) {\n      ...AppCategoryDescriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppCategoryDescriptionUpdate($input: AppCategoryDescriptionInput!) {\n    appCategoryDescriptionUpdate(input: $input) {\n      ...AppCategoryDescriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailRecipientConfirm($input: EmailConfirmInput!) {\n    emailRecipientConfirm(input: $input) {\n      email\n      appName\n    }\n  }\n"): (typeof documents)["\n  mutation EmailRecipientConfirm($input: EmailConfirmInput!) {\n    emailRecipientConfirm(input: $input) {\n      email\n      appName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppCategoryDescription($appUuid: ID!) {\n    appCategoryDescription(appUuid: $appUuid) {\n      ...AppCategoryDescriptionFields\n    }\n  }\n"): (typeof documents)["\n  query AppCategoryDescription($appUuid: ID!) {\n    appCategoryDescription(appUuid: $appUuid) {\n      ...AppCategoryDescriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessPromotionReminder($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      myRole\n      businessPromotionReminder\n    }\n  }\n"): (typeof documents)["\n  query BusinessPromotionReminder($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      myRole\n      businessPromotionReminder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBusinessPromotionReminder($appUuid: ID!, $businessPromotionReminder: Boolean!) {\n    updateBusinessPromotionReminder(appUuid: $appUuid, businessPromotionReminder: $businessPromotionReminder) {\n      uuid\n      businessPromotionReminder\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBusinessPromotionReminder($appUuid: ID!, $businessPromotionReminder: Boolean!) {\n    updateBusinessPromotionReminder(appUuid: $appUuid, businessPromotionReminder: $businessPromotionReminder) {\n      uuid\n      businessPromotionReminder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationCaseFields on EvaluationCase {\n    uuid\n    message\n    expectedIntent\n    expectedProducts\n    createdAt\n  }\n"): (typeof documents)["\n  fragment EvaluationCaseFields on EvaluationCase {\n    uuid\n    message\n    expectedIntent\n    expectedProducts\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationCases($appUuid: ID!, $first: Int, $after: String) {\n    evaluationCases(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EvaluationCaseFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationCases($appUuid: ID!, $first: Int, $after: String) {\n    evaluationCases(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EvaluationCaseFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EvaluationCaseCreate($input: EvaluationCaseCreateInput!) {\n    evaluationCaseCreate(input: $input) {\n      ...EvaluationCaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation EvaluationCaseCreate($input: EvaluationCaseCreateInput!) {\n    evaluationCaseCreate(input: $input) {\n      ...EvaluationCaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EvaluationCaseUpdate($input: EvaluationCaseUpdateInput!) {\n    evaluationCaseUpdate(input: $input) {\n      ...EvaluationCaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation EvaluationCaseUpdate($input: EvaluationCaseUpdateInput!) {\n    evaluationCaseUpdate(input: $input) {\n      ...EvaluationCaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EvaluationCaseDelete($input: EvaluationCaseDeleteInput!) {\n    evaluationCaseDelete(input: $input) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation EvaluationCaseDelete($input: EvaluationCaseDeleteInput!) {\n    evaluationCaseDelete(input: $input) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationRunSummary on EvaluationRun {\n    uuid\n    createdAt\n    dataset\n    status\n    done\n    error\n    total\n    passed\n    accuracy\n  }\n"): (typeof documents)["\n  fragment EvaluationRunSummary on EvaluationRun {\n    uuid\n    createdAt\n    dataset\n    status\n    done\n    error\n    total\n    passed\n    accuracy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvaluationRunDetailsFields on EvaluationRun {\n    ...EvaluationRunSummary\n    intents {\n      intent\n      total\n      passed\n      accuracy\n    }\n    groups {\n      language\n      cases\n      moodAccuracy\n      negativeRecall\n      intentAccuracy\n      factCorrectness\n      priceOrderFactCorrectness\n      unsupportedShare\n    }\n    results {\n      caseUuid\n      message\n      expectedIntent\n      actualIntent\n      expectedProducts\n      actualProducts\n      reply\n      passed\n      language\n      expectedMood\n      actualMood\n      missingFacts\n      unsupported\n    }\n  }\n"): (typeof documents)["\n  fragment EvaluationRunDetailsFields on EvaluationRun {\n    ...EvaluationRunSummary\n    intents {\n      intent\n      total\n      passed\n      accuracy\n    }\n    groups {\n      language\n      cases\n      moodAccuracy\n      negativeRecall\n      intentAccuracy\n      factCorrectness\n      priceOrderFactCorrectness\n      unsupportedShare\n    }\n    results {\n      caseUuid\n      message\n      expectedIntent\n      actualIntent\n      expectedProducts\n      actualProducts\n      reply\n      passed\n      language\n      expectedMood\n      actualMood\n      missingFacts\n      unsupported\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EvaluationRun($input: EvaluationRunInput!) {\n    evaluationRun(input: $input) {\n      ...EvaluationRunDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation EvaluationRun($input: EvaluationRunInput!) {\n    evaluationRun(input: $input) {\n      ...EvaluationRunDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationBuiltinCases {\n    evaluationBuiltinCases {\n      id\n      language\n      message\n      mood\n      intent\n      topic\n      facts\n    }\n  }\n"): (typeof documents)["\n  query EvaluationBuiltinCases {\n    evaluationBuiltinCases {\n      id\n      language\n      message\n      mood\n      intent\n      topic\n      facts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationRuns($appUuid: ID!, $first: Int, $after: String) {\n    evaluationRuns(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EvaluationRunSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query EvaluationRuns($appUuid: ID!, $first: Int, $after: String) {\n    evaluationRuns(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...EvaluationRunSummary\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationRunDetails($uuid: ID!) {\n    evaluationRun(uuid: $uuid) {\n      ...EvaluationRunDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query EvaluationRunDetails($uuid: ID!) {\n    evaluationRun(uuid: $uuid) {\n      ...EvaluationRunDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatbotSettingsFields on ChatbotSettings {\n    appUuid\n    assistantEnabled\n    tone\n    storePolicies\n    handOffRules\n    sentimentAnalysisEnabled\n    responseCredits\n    engine\n    engineModel\n  }\n"): (typeof documents)["\n  fragment ChatbotSettingsFields on ChatbotSettings {\n    appUuid\n    assistantEnabled\n    tone\n    storePolicies\n    handOffRules\n    sentimentAnalysisEnabled\n    responseCredits\n    engine\n    engineModel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatbotSettings($appUuid: ID!) {\n    chatbotSettings(appUuid: $appUuid) {\n      ...ChatbotSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query ChatbotSettings($appUuid: ID!) {\n    chatbotSettings(appUuid: $appUuid) {\n      ...ChatbotSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatbotSettingsUpdate($input: ChatbotSettingsUpdateInput!) {\n    chatbotSettingsUpdate(input: $input) {\n      ...ChatbotSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChatbotSettingsUpdate($input: ChatbotSettingsUpdateInput!) {\n    chatbotSettingsUpdate(input: $input) {\n      ...ChatbotSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestToolMessage on InboxMessage {\n    uuid\n    message\n    sender\n    state\n    pending\n    createdAt\n    noTemplate\n    buttonTemplate {\n      text\n    }\n    template {\n      items {\n        title\n      }\n    }\n    products {\n      uuid\n      name\n    }\n    galleryPhotos {\n      photoUrl\n    }\n    generatedResponse {\n      uuid\n      completion\n      status\n    }\n    pageRecipient {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  fragment TestToolMessage on InboxMessage {\n    uuid\n    message\n    sender\n    state\n    pending\n    createdAt\n    noTemplate\n    buttonTemplate {\n      text\n    }\n    template {\n      items {\n        title\n      }\n    }\n    products {\n      uuid\n      name\n    }\n    galleryPhotos {\n      photoUrl\n    }\n    generatedResponse {\n      uuid\n      completion\n      status\n    }\n    pageRecipient {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestToolApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      baseGlobalId\n    }\n  }\n"): (typeof documents)["\n  query TestToolApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      baseGlobalId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DummyRecipient($appUuid: ID!, $dummyType: DummyType!) {\n    dummyRecipient(appUuid: $appUuid, dummyType: $dummyType) {\n      uuid\n      baseUuid\n      psid\n      name\n      page {\n        uuid\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DummyRecipient($appUuid: ID!, $dummyType: DummyType!) {\n    dummyRecipient(appUuid: $appUuid, dummyType: $dummyType) {\n      uuid\n      baseUuid\n      psid\n      name\n      page {\n        uuid\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestToolMessages($pageRecipientUuid: ID!, $first: Int) {\n    fetchMessengerMessages(pageRecipientUuid: $pageRecipientUuid, first: $first) {\n      edges {\n        cursor\n        node {\n          ...TestToolMessage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestToolMessages($pageRecipientUuid: ID!, $first: Int) {\n    fetchMessengerMessages(pageRecipientUuid: $pageRecipientUuid, first: $first) {\n      edges {\n        cursor\n        node {\n          ...TestToolMessage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TestToolInboxMessages($appGlobalId: ID!) {\n    inboxMessages(appGlobalId: $appGlobalId) {\n      ...TestToolMessage\n    }\n  }\n"): (typeof documents)["\n  subscription TestToolInboxMessages($appGlobalId: ID!) {\n    inboxMessages(appGlobalId: $appGlobalId) {\n      ...TestToolMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatbotTestMessageSend($input: ChatbotTestMessageSendInput!) {\n    chatbotTestMessageSend(input: $input) {\n      ...TestToolMessage\n    }\n  }\n"): (typeof documents)["\n  mutation ChatbotTestMessageSend($input: ChatbotTestMessageSendInput!) {\n    chatbotTestMessageSend(input: $input) {\n      ...TestToolMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DummyRecipientReset($input: DummyRecipientResetInput!) {\n    dummyRecipientReset(input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DummyRecipientReset($input: DummyRecipientResetInput!) {\n    dummyRecipientReset(input: $input) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingWidget($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      billingPaymentStatus {\n        withBillings\n        billingsPaymentSettled\n        billingPaymentSubmitted\n        withOutstandingBalance\n        totalBalance\n        label\n      }\n    }\n    appLatestBilling(appUuid: $appUuid) {\n      uuid\n      status\n      accumulatedAmount\n    }\n  }\n"): (typeof documents)["\n  query BillingWidget($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      billingPaymentStatus {\n        withBillings\n        billingsPaymentSettled\n        billingPaymentSubmitted\n        withOutstandingBalance\n        totalBalance\n        label\n      }\n    }\n    appLatestBilling(appUuid: $appUuid) {\n      uuid\n      status\n      accumulatedAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingSummaryFields on Billing {\n    uuid\n    referenceNumber\n    planDisplayName\n    billingPeriodStartAt\n    billingPeriodEndAt\n    billingPeriodDueAt\n    status\n    statusLabel\n    totalPayableAmount\n    accumulatedAmount\n    carried\n  }\n"): (typeof documents)["\n  fragment BillingSummaryFields on Billing {\n    uuid\n    referenceNumber\n    planDisplayName\n    billingPeriodStartAt\n    billingPeriodEndAt\n    billingPeriodDueAt\n    status\n    statusLabel\n    totalPayableAmount\n    accumulatedAmount\n    carried\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Billings($appUuid: ID!, $first: Int, $after: String) {\n    billings(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...BillingSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      billingPaymentStatus {\n        label\n        totalBalance\n        withOutstandingBalance\n      }\n    }\n  }\n"): (typeof documents)["\n  query Billings($appUuid: ID!, $first: Int, $after: String) {\n    billings(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...BillingSummaryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      billingPaymentStatus {\n        label\n        totalBalance\n        withOutstandingBalance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingDetails($uuid: ID!) {\n    billing(uuid: $uuid) {\n      ...BillingSummaryFields\n      tierType\n      currentAmount\n      balance\n      penalty\n      collected\n      transactions\n      paymentReceivedAt\n      payable\n      extended\n      chargeFailureCode\n      disabled\n      gracePeriodActivated\n      gracePeriodEndsAt\n      overdueSince\n      depositSlips {\n        uuid\n        status\n        reason\n        submittedAt\n        photo {\n          uuid\n          url\n          thumbnailUrl\n        }\n      }\n      details {\n        uuid\n        description\n        amount\n      }\n      ordersBaseOnConvenienceFee {\n        transactionNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingDetails($uuid: ID!) {\n    billing(uuid: $uuid) {\n      ...BillingSummaryFields\n      tierType\n      currentAmount\n      balance\n      penalty\n      collected\n      transactions\n      paymentReceivedAt\n      payable\n      extended\n      chargeFailureCode\n      disabled\n      gracePeriodActivated\n      gracePeriodEndsAt\n      overdueSince\n      depositSlips {\n        uuid\n        status\n        reason\n        submittedAt\n        photo {\n          uuid\n          url\n          thumbnailUrl\n        }\n      }\n      details {\n        uuid\n        description\n        amount\n      }\n      ordersBaseOnConvenienceFee {\n        transactionNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingPay($billingUuid: ID!) {\n    billingPay(input: { billingUuid: $billingUuid }) {\n      uuid\n      status\n      statusLabel\n      chargeFailureCode\n    }\n  }\n"): (typeof documents)["\n  mutation BillingPay($billingUuid: ID!) {\n    billingPay(input: { billingUuid: $billingUuid }) {\n      uuid\n      status\n      statusLabel\n      chargeFailureCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendPayment($billingUuid: ID!) {\n    extendPayment(input: { billingUuid: $billingUuid }) {\n      uuid\n      billingPeriodDueAt\n      extended\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendPayment($billingUuid: ID!) {\n    extendPayment(input: { billingUuid: $billingUuid }) {\n      uuid\n      billingPeriodDueAt\n      extended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GracePeriodActivate($billingUuid: ID!) {\n    gracePeriodActivate(input: { billingUuid: $billingUuid }) {\n      uuid\n      gracePeriodActivated\n      gracePeriodEndsAt\n    }\n  }\n"): (typeof documents)["\n  mutation GracePeriodActivate($billingUuid: ID!) {\n    gracePeriodActivate(input: { billingUuid: $billingUuid }) {\n      uuid\n      gracePeriodActivated\n      gracePeriodEndsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingDepositAccounts {\n    billingDepositAccounts {\n      bank\n      accountName\n      accountNumber\n    }\n  }\n"): (typeof documents)["\n  query BillingDepositAccounts {\n    billingDepositAccounts {\n      bank\n      accountName\n      accountNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingDepositSlipSubmit($billingUuid: ID!, $photoUuid: ID!) {\n    billingDepositSlipSubmit(input: { billingUuid: $billingUuid, photoUuid: $photoUuid }) {\n      uuid\n      status\n      statusLabel\n    }\n  }\n"): (typeof documents)["\n  mutation BillingDepositSlipSubmit($billingUuid: ID!, $photoUuid: ID!) {\n    billingDepositSlipSubmit(input: { billingUuid: $billingUuid, photoUuid: $photoUuid }) {\n      uuid\n      status\n      statusLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingNotice($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      deactivated\n      lastDayGracePeriod\n      gracePeriodEndsAt\n      billingPaymentStatus {\n        totalBalance\n        withOutstandingBalance\n      }\n    }\n    appLatestBilling(appUuid: $appUuid) {\n      uuid\n      disabled\n      gracePeriodActivated\n      payable\n    }\n  }\n"): (typeof documents)["\n  query BillingNotice($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      deactivated\n      lastDayGracePeriod\n      gracePeriodEndsAt\n      billingPaymentStatus {\n        totalBalance\n        withOutstandingBalance\n      }\n    }\n    appLatestBilling(appUuid: $appUuid) {\n      uuid\n      disabled\n      gracePeriodActivated\n      payable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositSlipsToReview {\n    billingDepositSlipsToReview {\n      slip {\n        uuid\n        submittedAt\n        photo {\n          uuid\n          url\n          thumbnailUrl\n        }\n      }\n      billing {\n        uuid\n        appUuid\n        referenceNumber\n        accumulatedAmount\n        billingPeriodDueAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DepositSlipsToReview {\n    billingDepositSlipsToReview {\n      slip {\n        uuid\n        submittedAt\n        photo {\n          uuid\n          url\n          thumbnailUrl\n        }\n      }\n      billing {\n        uuid\n        appUuid\n        referenceNumber\n        accumulatedAmount\n        billingPeriodDueAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DepositSlipReview($slipUuid: ID!, $approve: Boolean!, $reason: String) {\n    billingDepositSlipReview(input: { slipUuid: $slipUuid, approve: $approve, reason: $reason }) {\n      uuid\n      status\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation DepositSlipReview($slipUuid: ID!, $approve: Boolean!, $reason: String) {\n    billingDepositSlipReview(input: { slipUuid: $slipUuid, approve: $approve, reason: $reason }) {\n      uuid\n      status\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResponseCredits($appUuid: ID!) {\n    appEnterprisePlan(appUuid: $appUuid) {\n      id\n      responseCredits\n    }\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      hasDefaultPaymentMethod\n    }\n  }\n"): (typeof documents)["\n  query ResponseCredits($appUuid: ID!) {\n    appEnterprisePlan(appUuid: $appUuid) {\n      id\n      responseCredits\n    }\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      hasDefaultPaymentMethod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ResponseCreditsLive($appGlobalId: ID!, $after: String) {\n    appEnterprisePlan(appGlobalId: $appGlobalId, after: $after) {\n      id\n      responseCredits\n    }\n  }\n"): (typeof documents)["\n  subscription ResponseCreditsLive($appGlobalId: ID!, $after: String) {\n    appEnterprisePlan(appGlobalId: $appGlobalId, after: $after) {\n      id\n      responseCredits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateResponseCredit(\n    $appUuid: ID!\n    $channel: ResponseCreditChannel!\n    $successRedirectUrl: String!\n    $failureRedirectUrl: String!\n  ) {\n    updateResponseCredit(\n      appUuid: $appUuid\n      isXendit: true\n      channel: $channel\n      successRedirectUrl: $successRedirectUrl\n      failureRedirectUrl: $failureRedirectUrl\n    ) {\n      url\n      credits\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateResponseCredit(\n    $appUuid: ID!\n    $channel: ResponseCreditChannel!\n    $successRedirectUrl: String!\n    $failureRedirectUrl: String!\n  ) {\n    updateResponseCredit(\n      appUuid: $appUuid\n      isXendit: true\n      channel: $channel\n      successRedirectUrl: $successRedirectUrl\n      failureRedirectUrl: $failureRedirectUrl\n    ) {\n      url\n      credits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResponseCreditTopUpCharge($appUuid: ID!) {\n    responseCreditTopUpCharge(appUuid: $appUuid) {\n      url\n      credits\n    }\n  }\n"): (typeof documents)["\n  mutation ResponseCreditTopUpCharge($appUuid: ID!) {\n    responseCreditTopUpCharge(appUuid: $appUuid) {\n      url\n      credits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentCustomerFields on PaymentCustomer {\n    uuid\n    appUuid\n    referenceId\n    givenNames\n    surname\n    email\n    mobileNumber\n    nationality\n    hasDefaultPaymentMethod\n    activePaymentMethods\n  }\n"): (typeof documents)["\n  fragment PaymentCustomerFields on PaymentCustomer {\n    uuid\n    appUuid\n    referenceId\n    givenNames\n    surname\n    email\n    mobileNumber\n    nationality\n    hasDefaultPaymentMethod\n    activePaymentMethods\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedPaymentMethodFields on SavedPaymentMethod {\n    uuid\n    paymentMethodType\n    channelCode\n    status\n    statusLabel\n    isDefault\n    actionUrl\n    failureCode\n    createdAt\n    billingAddress {\n      uuid\n      firstName\n      lastName\n      company\n      billingContactEmail\n      phoneNumber\n      address\n      city\n      stateProvinceRegion\n      zipPostalCode\n      country\n    }\n  }\n"): (typeof documents)["\n  fragment SavedPaymentMethodFields on SavedPaymentMethod {\n    uuid\n    paymentMethodType\n    channelCode\n    status\n    statusLabel\n    isDefault\n    actionUrl\n    failureCode\n    createdAt\n    billingAddress {\n      uuid\n      firstName\n      lastName\n      company\n      billingContactEmail\n      phoneNumber\n      address\n      city\n      stateProvinceRegion\n      zipPostalCode\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDetails($appUuid: ID!) {\n    customerDetails(appUuid: $appUuid) {\n      ...PaymentCustomerFields\n    }\n  }\n"): (typeof documents)["\n  query CustomerDetails($appUuid: ID!) {\n    customerDetails(appUuid: $appUuid) {\n      ...PaymentCustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethodTypes {\n    paymentMethodTypes\n  }\n"): (typeof documents)["\n  query PaymentMethodTypes {\n    paymentMethodTypes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FetchPaymentMethods($appUuid: ID!) {\n    fetchPaymentMethods(appUuid: $appUuid) {\n      ...SavedPaymentMethodFields\n    }\n  }\n"): (typeof documents)["\n  query FetchPaymentMethods($appUuid: ID!) {\n    fetchPaymentMethods(appUuid: $appUuid) {\n      ...SavedPaymentMethodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppHasDefaultPaymentMethod($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      hasDefaultPaymentMethod\n    }\n  }\n"): (typeof documents)["\n  query AppHasDefaultPaymentMethod($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      hasDefaultPaymentMethod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingCustomerCreate($input: BillingCustomerCreateInput!) {\n    billingCustomerCreate(input: $input) {\n      ...PaymentCustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation BillingCustomerCreate($input: BillingCustomerCreateInput!) {\n    billingCustomerCreate(input: $input) {\n      ...PaymentCustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentMethodCreate($input: PaymentMethodCreateInput!) {\n    paymentMethodCreate(input: $input) {\n      ...SavedPaymentMethodFields\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentMethodCreate($input: PaymentMethodCreateInput!) {\n    paymentMethodCreate(input: $input) {\n      ...SavedPaymentMethodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentMethodUpdate($input: PaymentMethodUpdateInput!) {\n    paymentMethodUpdate(input: $input) {\n      ...SavedPaymentMethodFields\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentMethodUpdate($input: PaymentMethodUpdateInput!) {\n    paymentMethodUpdate(input: $input) {\n      ...SavedPaymentMethodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentMethodMakeDefault($input: PaymentMethodRefInput!) {\n    paymentMethodMakeDefault(input: $input) {\n      uuid\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentMethodMakeDefault($input: PaymentMethodRefInput!) {\n    paymentMethodMakeDefault(input: $input) {\n      uuid\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentMethodRemove($input: PaymentMethodRefInput!) {\n    paymentMethodRemove(input: $input) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentMethodRemove($input: PaymentMethodRefInput!) {\n    paymentMethodRemove(input: $input) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnterprisePlanFields on EnterprisePlan {\n    uuid\n    name\n    displayedName\n    subscriptionFee\n    accelerator\n    productLimit\n    faqLimit\n    fileSizeLimit\n    exportLimit\n    responseLimit\n    monthlyUserLimit\n    monthlyContactLimit\n    userSeatLimit\n  }\n"): (typeof documents)["\n  fragment EnterprisePlanFields on EnterprisePlan {\n    uuid\n    name\n    displayedName\n    subscriptionFee\n    accelerator\n    productLimit\n    faqLimit\n    fileSizeLimit\n    exportLimit\n    responseLimit\n    monthlyUserLimit\n    monthlyContactLimit\n    userSeatLimit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppEnterprisePlanFields on AppEnterprisePlan {\n    id\n    msmeStartAt\n    msmeEndAt\n    msmeExtended\n    eligibleMsmeExtension\n    currentUsers\n    currentSupportedContacts\n    currentUserSeats\n    currentProducts\n    currentFaqs\n    remainingResponse\n    enterprisePlan {\n      ...EnterprisePlanFields\n    }\n  }\n"): (typeof documents)["\n  fragment AppEnterprisePlanFields on AppEnterprisePlan {\n    id\n    msmeStartAt\n    msmeEndAt\n    msmeExtended\n    eligibleMsmeExtension\n    currentUsers\n    currentSupportedContacts\n    currentUserSeats\n    currentProducts\n    currentFaqs\n    remainingResponse\n    enterprisePlan {\n      ...EnterprisePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnterprisePlans($appUuid: ID!) {\n    enterprisePlans {\n      ...EnterprisePlanFields\n    }\n    currentAppEnterprisePlan(appUuid: $appUuid) {\n      ...AppEnterprisePlanFields\n    }\n  }\n"): (typeof documents)["\n  query EnterprisePlans($appUuid: ID!) {\n    enterprisePlans {\n      ...EnterprisePlanFields\n    }\n    currentAppEnterprisePlan(appUuid: $appUuid) {\n      ...AppEnterprisePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanChangePreview($appUuid: ID!, $plan: String!) {\n    appPlanChangePreview(appUuid: $appUuid, plan: $plan) {\n      effectiveAt\n      billingPeriodStartAt\n      billingPeriodEndAt\n      subscriptionFee\n      problem\n      lines {\n        description\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlanChangePreview($appUuid: ID!, $plan: String!) {\n    appPlanChangePreview(appUuid: $appUuid, plan: $plan) {\n      effectiveAt\n      billingPeriodStartAt\n      billingPeriodEndAt\n      subscriptionFee\n      problem\n      lines {\n        description\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppPlanChange($appUuid: ID!, $plan: String!) {\n    appPlanChange(input: { appUuid: $appUuid, plan: $plan }) {\n      ...AppEnterprisePlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppPlanChange($appUuid: ID!, $plan: String!) {\n    appPlanChange(input: { appUuid: $appUuid, plan: $plan }) {\n      ...AppEnterprisePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppMsmeExtend($appUuid: ID!) {\n    appMsmeExtend(input: { appUuid: $appUuid }) {\n      ...AppEnterprisePlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppMsmeExtend($appUuid: ID!) {\n    appMsmeExtend(input: { appUuid: $appUuid }) {\n      ...AppEnterprisePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AppEnterprisePlan($appGlobalId: ID!, $after: String) {\n    appEnterprisePlan(appGlobalId: $appGlobalId, after: $after) {\n      id\n      currentUsers\n      currentSupportedContacts\n      remainingResponse\n      enterprisePlan {\n        uuid\n        responseLimit\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AppEnterprisePlan($appGlobalId: ID!, $after: String) {\n    appEnterprisePlan(appGlobalId: $appGlobalId, after: $after) {\n      id\n      currentUsers\n      currentSupportedContacts\n      remainingResponse\n      enterprisePlan {\n        uuid\n        responseLimit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrabExpressCredits($appUuid: ID!) {\n    grabExpressCredits(appUuid: $appUuid) {\n      totalCredits\n      packs\n      lastApprovedCredit {\n        amount\n        approvedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query GrabExpressCredits($appUuid: ID!) {\n    grabExpressCredits(appUuid: $appUuid) {\n      totalCredits\n      packs\n      lastApprovedCredit {\n        amount\n        approvedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShippingCreditTopUp(\n    $appUuid: ID!\n    $key: String!\n    $amount: Int!\n    $channel: ShippingTopUpChannel!\n    $successRedirectUrl: String!\n    $failureRedirectUrl: String!\n  ) {\n    shippingCreditTopUp(\n      appUuid: $appUuid\n      key: $key\n      amount: $amount\n      channel: $channel\n      successRedirectUrl: $successRedirectUrl\n      failureRedirectUrl: $failureRedirectUrl\n    ) {\n      url\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation ShippingCreditTopUp(\n    $appUuid: ID!\n    $key: String!\n    $amount: Int!\n    $channel: ShippingTopUpChannel!\n    $successRedirectUrl: String!\n    $failureRedirectUrl: String!\n  ) {\n    shippingCreditTopUp(\n      appUuid: $appUuid\n      key: $key\n      amount: $amount\n      channel: $channel\n      successRedirectUrl: $successRedirectUrl\n      failureRedirectUrl: $failureRedirectUrl\n    ) {\n      url\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BroadcastFields on Broadcast {\n    uuid\n    name\n    message\n    imageUrl\n    status\n    statusLabel\n    segmentUuid\n    segmentName\n    segment {\n      uuid\n      name\n    }\n    buttons {\n      title\n      target\n      url\n      product {\n        uuid\n        name\n      }\n    }\n    queuedCount\n    marketingCount\n    outOfWindowCount\n    notOnMessengerCount\n    pausedReason\n    createdAt\n    updatedAt\n    startedAt\n    finishedAt\n    results {\n      queued\n      sent\n      failed\n      unconfirmed\n      skipped\n      delivered\n      read\n      clicks\n      orders\n      revenue\n      attributionEndsAt\n    }\n  }\n"): (typeof documents)["\n  fragment BroadcastFields on Broadcast {\n    uuid\n    name\n    message\n    imageUrl\n    status\n    statusLabel\n    segmentUuid\n    segmentName\n    segment {\n      uuid\n      name\n    }\n    buttons {\n      title\n      target\n      url\n      product {\n        uuid\n        name\n      }\n    }\n    queuedCount\n    marketingCount\n    outOfWindowCount\n    notOnMessengerCount\n    pausedReason\n    createdAt\n    updatedAt\n    startedAt\n    finishedAt\n    results {\n      queued\n      sent\n      failed\n      unconfirmed\n      skipped\n      delivered\n      read\n      clicks\n      orders\n      revenue\n      attributionEndsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Broadcasts($appUuid: ID!) {\n    broadcasts(appUuid: $appUuid) {\n      ...BroadcastFields\n    }\n  }\n"): (typeof documents)["\n  query Broadcasts($appUuid: ID!) {\n    broadcasts(appUuid: $appUuid) {\n      ...BroadcastFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Broadcast($appUuid: ID!, $uuid: ID!) {\n    broadcast(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n"): (typeof documents)["\n  query Broadcast($appUuid: ID!, $uuid: ID!) {\n    broadcast(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BroadcastRecipients(\n    $appUuid: ID!\n    $uuid: ID!\n    $first: Int\n    $after: String\n    $status: BroadcastRecipientStatus\n  ) {\n    broadcast(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      recipients(first: $first, after: $after, status: $status) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            uuid\n            name\n            status\n            statusLabel\n            error\n            sentAt\n            deliveredAt\n            readAt\n            viaMarketingMessage\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BroadcastRecipients(\n    $appUuid: ID!\n    $uuid: ID!\n    $first: Int\n    $after: String\n    $status: BroadcastRecipientStatus\n  ) {\n    broadcast(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      recipients(first: $first, after: $after, status: $status) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            uuid\n            name\n            status\n            statusLabel\n            error\n            sentAt\n            deliveredAt\n            readAt\n            viaMarketingMessage\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BroadcastPlan($appUuid: ID!, $segmentUuid: ID) {\n    broadcastPlan(appUuid: $appUuid, segmentUuid: $segmentUuid) {\n      at\n      pageConnected\n      inWindow\n      leavingSoon\n      leavingSoonHours\n      outOfWindow\n      marketingMessages\n      marketingMessagesAvailable\n      notOnMessenger\n      windowHours\n    }\n  }\n"): (typeof documents)["\n  query BroadcastPlan($appUuid: ID!, $segmentUuid: ID) {\n    broadcastPlan(appUuid: $appUuid, segmentUuid: $segmentUuid) {\n      at\n      pageConnected\n      inWindow\n      leavingSoon\n      leavingSoonHours\n      outOfWindow\n      marketingMessages\n      marketingMessagesAvailable\n      notOnMessenger\n      windowHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastCreate($appUuid: ID!, $input: BroadcastInput!) {\n    broadcastCreate(appUuid: $appUuid, input: $input) {\n      ...BroadcastFields\n    }\n  }\n"): (typeof documents)["\n  mutation BroadcastCreate($appUuid: ID!, $input: BroadcastInput!) {\n    broadcastCreate(appUuid: $appUuid, input: $input) {\n      ...BroadcastFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastUpdate($appUuid: ID!, $uuid: ID!, $input: BroadcastInput!) {\n    broadcastUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...BroadcastFields\n    }\n  }\n"): (typeof documents)["\n  mutation BroadcastUpdate($appUuid: ID!, $uuid: ID!, $input: BroadcastInput!) {\n    broadcastUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...BroadcastFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastDelete($appUuid: ID!, $uuid: ID!) {\n    broadcastDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation BroadcastDelete($appUuid: ID!, $uuid: ID!) {\n    broadcastDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastSend($appUuid: ID!, $uuid: ID!) {\n    broadcastSend(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n"): (typeof documents)["\n  mutation BroadcastSend($appUuid: ID!, $uuid: ID!) {\n    broadcastSend(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastStop($appUuid: ID!, $uuid: ID!) {\n    broadcastStop(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n"): (typeof documents)["\n  mutation BroadcastStop($appUuid: ID!, $uuid: ID!) {\n    broadcastStop(appUuid: $appUuid, uuid: $uuid) {\n      ...BroadcastFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketingOptIns($appUuid: ID!, $first: Int, $after: String, $status: MarketingOptInStatus) {\n    marketingOptIns(appUuid: $appUuid, first: $first, after: $after, status: $status) {\n      totalCount\n      totalCountCapped\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          uuid\n          name\n          status\n          statusLabel\n          optedInAt\n          expiresAt\n          statusChangedAt\n          endedReason\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketingOptIns($appUuid: ID!, $first: Int, $after: String, $status: MarketingOptInStatus) {\n    marketingOptIns(appUuid: $appUuid, first: $first, after: $after, status: $status) {\n      totalCount\n      totalCountCapped\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          uuid\n          name\n          status\n          statusLabel\n          optedInAt\n          expiresAt\n          statusChangedAt\n          endedReason\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddOnFields on AddOn {\n    uuid\n    name\n    description\n    price\n    available\n    maxQuantity\n  }\n"): (typeof documents)["\n  fragment AddOnFields on AddOn {\n    uuid\n    name\n    description\n    price\n    available\n    maxQuantity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddOns($appUuid: ID!, $first: Int, $after: String, $search: String) {\n    addOns(appUuid: $appUuid, first: $first, after: $after, search: $search) {\n      edges {\n        cursor\n        node {\n          ...AddOnFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddOns($appUuid: ID!, $first: Int, $after: String, $search: String) {\n    addOns(appUuid: $appUuid, first: $first, after: $after, search: $search) {\n      edges {\n        cursor\n        node {\n          ...AddOnFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddOn($uuid: ID!) {\n    addOn(uuid: $uuid) {\n      ...AddOnFields\n    }\n  }\n"): (typeof documents)["\n  query AddOn($uuid: ID!) {\n    addOn(uuid: $uuid) {\n      ...AddOnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOnCreate($input: AddOnCreateInput!) {\n    addOnCreate(input: $input) {\n      ...AddOnFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddOnCreate($input: AddOnCreateInput!) {\n    addOnCreate(input: $input) {\n      ...AddOnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOnUpdate($input: AddOnUpdateInput!) {\n    addOnUpdate(input: $input) {\n      ...AddOnFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddOnUpdate($input: AddOnUpdateInput!) {\n    addOnUpdate(input: $input) {\n      ...AddOnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOnDelete($input: AddOnDeleteInput!) {\n    addOnDelete(input: $input) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation AddOnDelete($input: AddOnDeleteInput!) {\n    addOnDelete(input: $input) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryFields on Category {\n    uuid\n    name\n    description\n    parentUuid\n    productsCount\n  }\n"): (typeof documents)["\n  fragment CategoryFields on Category {\n    uuid\n    name\n    description\n    parentUuid\n    productsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories($appUuid: ID!, $first: Int, $after: String, $search: String, $topLevel: Boolean) {\n    categories(appUuid: $appUuid, first: $first, after: $after, search: $search, topLevel: $topLevel) {\n      edges {\n        cursor\n        node {\n          ...CategoryFields\n          parent {\n            uuid\n            name\n          }\n          children {\n            ...CategoryFields\n            children {\n              ...CategoryFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Categories($appUuid: ID!, $first: Int, $after: String, $search: String, $topLevel: Boolean) {\n    categories(appUuid: $appUuid, first: $first, after: $after, search: $search, topLevel: $topLevel) {\n      edges {\n        cursor\n        node {\n          ...CategoryFields\n          parent {\n            uuid\n            name\n          }\n          children {\n            ...CategoryFields\n            children {\n              ...CategoryFields\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryOptions($appUuid: ID!) {\n    categories(appUuid: $appUuid, first: 100) {\n      edges {\n        node {\n          uuid\n          name\n          parentUuid\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryOptions($appUuid: ID!) {\n    categories(appUuid: $appUuid, first: 100) {\n      edges {\n        node {\n          uuid\n          name\n          parentUuid\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Category($uuid: ID!) {\n    category(uuid: $uuid) {\n      ...CategoryFields\n      createdAt\n      updatedAt\n      parent {\n        uuid\n        name\n      }\n      children {\n        ...CategoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Category($uuid: ID!) {\n    category(uuid: $uuid) {\n      ...CategoryFields\n      createdAt\n      updatedAt\n      parent {\n        uuid\n        name\n      }\n      children {\n        ...CategoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryCreate($input: CategoryCreateInput!) {\n    categoryCreate(input: $input) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryCreate($input: CategoryCreateInput!) {\n    categoryCreate(input: $input) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryUpdate($input: CategoryUpdateInput!) {\n    categoryUpdate(input: $input) {\n      ...CategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryUpdate($input: CategoryUpdateInput!) {\n    categoryUpdate(input: $input) {\n      ...CategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryDelete($input: CategoryDeleteInput!) {\n    categoryDelete(input: $input) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryDelete($input: CategoryDeleteInput!) {\n    categoryDelete(input: $input) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppMdr($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      bundleKey\n      myRole\n      mdrApplied\n      mainStore\n    }\n  }\n"): (typeof documents)["\n  query AppMdr($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      bundleKey\n      myRole\n      mdrApplied\n      mainStore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MdrPriceRows($appUuid: ID!, $first: Int, $after: String) {\n    fetchAvailableProducts(appUuid: $appUuid, first: $first, after: $after) {\n      uuid\n      rowType\n      name\n      productName\n      price\n      mdrAppliedPrice\n      cursor\n    }\n  }\n"): (typeof documents)["\n  query MdrPriceRows($appUuid: ID!, $first: Int, $after: String) {\n    fetchAvailableProducts(appUuid: $appUuid, first: $first, after: $after) {\n      uuid\n      rowType\n      name\n      productName\n      price\n      mdrAppliedPrice\n      cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAppMdrApplied($appUuid: ID!) {\n    updateAppMdrApplied(appUuid: $appUuid) {\n      uuid\n      mdrApplied\n      mainStore\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAppMdrApplied($appUuid: ID!) {\n    updateAppMdrApplied(appUuid: $appUuid) {\n      uuid\n      mdrApplied\n      mainStore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyAppMdrPrices($input: ApplyAppMdrPricesInput!) {\n    applyAppMdrPrices(input: $input) {\n      uuid\n      mdrApplied\n      mainStore\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyAppMdrPrices($input: ApplyAppMdrPricesInput!) {\n    applyAppMdrPrices(input: $input) {\n      uuid\n      mdrApplied\n      mainStore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductImportApply($uuid: ID!) {\n    productImportApply(input: { uuid: $uuid }) {\n      uuid\n      status\n      creates\n      updates\n    }\n  }\n"): (typeof documents)["\n  mutation ProductImportApply($uuid: ID!) {\n    productImportApply(input: { uuid: $uuid }) {\n      uuid\n      status\n      creates\n      updates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProductImportProgress($uuid: ID!) {\n    productImportProgress(uuid: $uuid) {\n      processed\n      total\n    }\n  }\n"): (typeof documents)["\n  subscription ProductImportProgress($uuid: ID!) {\n    productImportProgress(uuid: $uuid) {\n      processed\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsExportCsv($appUuid: ID!) {\n    productsExportCsv(appUuid: $appUuid)\n  }\n"): (typeof documents)["\n  query ProductsExportCsv($appUuid: ID!) {\n    productsExportCsv(appUuid: $appUuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductListFields on Product {\n    uuid\n    name\n    photoUrl\n    price\n    compareAtPrice\n    stockQuantity\n    lowInStock\n    published\n    hidden\n    category {\n      uuid\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProductListFields on Product {\n    uuid\n    name\n    photoUrl\n    price\n    compareAtPrice\n    stockQuantity\n    lowInStock\n    published\n    hidden\n    category {\n      uuid\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFields on Product {\n    uuid\n    name\n    description\n    categoryUuid\n    category {\n      uuid\n      name\n    }\n    published\n    hidden\n    digitalProduct\n    sectionName\n    price\n    compareAtPrice\n    stockQuantity\n    lowInStock\n    photoUrl\n    photos {\n      uuid\n      url\n      thumbnailUrl\n    }\n    options {\n      name\n      values\n    }\n    variants {\n      uuid\n      variantName\n      productOptions\n      price\n      compareAtPrice\n      stockQuantity\n      limited\n      published\n      boughtAndReservedCount\n    }\n    addOns {\n      uuid\n      name\n      price\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ProductFields on Product {\n    uuid\n    name\n    description\n    categoryUuid\n    category {\n      uuid\n      name\n    }\n    published\n    hidden\n    digitalProduct\n    sectionName\n    price\n    compareAtPrice\n    stockQuantity\n    lowInStock\n    photoUrl\n    photos {\n      uuid\n      url\n      thumbnailUrl\n    }\n    options {\n      name\n      values\n    }\n    variants {\n      uuid\n      variantName\n      productOptions\n      price\n      compareAtPrice\n      stockQuantity\n      limited\n      published\n      boughtAndReservedCount\n    }\n    addOns {\n      uuid\n      name\n      price\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products(\n    $appUuid: ID!\n    $first: Int\n    $after: String\n    $search: String\n    $categoryUuid: ID\n    $published: Boolean\n    $stock: ProductStockFilter\n    $sort: ProductSort\n  ) {\n    products(\n      appUuid: $appUuid\n      first: $first\n      after: $after\n      search: $search\n      categoryUuid: $categoryUuid\n      published: $published\n      stock: $stock\n      sort: $sort\n    ) {\n      totalCount\n      totalCountCapped\n      edges {\n        cursor\n        node {\n          ...ProductListFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products(\n    $appUuid: ID!\n    $first: Int\n    $after: String\n    $search: String\n    $categoryUuid: ID\n    $published: Boolean\n    $stock: ProductStockFilter\n    $sort: ProductSort\n  ) {\n    products(\n      appUuid: $appUuid\n      first: $first\n      after: $after\n      search: $search\n      categoryUuid: $categoryUuid\n      published: $published\n      stock: $stock\n      sort: $sort\n    ) {\n      totalCount\n      totalCountCapped\n      edges {\n        cursor\n        node {\n          ...ProductListFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Product($uuid: ID!) {\n    product(uuid: $uuid) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  query Product($uuid: ID!) {\n    product(uuid: $uuid) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductAppFlags($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      bulkable\n      importableCsv\n    }\n  }\n"): (typeof documents)["\n  query ProductAppFlags($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      bulkable\n      importableCsv\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductCreate($input: ProductCreateInput!) {\n    productCreate(input: $input) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProductCreate($input: ProductCreateInput!) {\n    productCreate(input: $input) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductUpdate($input: ProductUpdateInput!) {\n    productUpdate(input: $input) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProductUpdate($input: ProductUpdateInput!) {\n    productUpdate(input: $input) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductDelete($input: ProductDeleteInput!) {\n    productDelete(input: $input) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation ProductDelete($input: ProductDeleteInput!) {\n    productDelete(input: $input) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductsBulkUpdate($input: ProductsBulkUpdateInput!) {\n    productsBulkUpdate(input: $input) {\n      action\n      uuids\n    }\n  }\n"): (typeof documents)["\n  mutation ProductsBulkUpdate($input: ProductsBulkUpdateInput!) {\n    productsBulkUpdate(input: $input) {\n      action\n      uuids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentReplyRuleFields on CommentReplyRule {\n    uuid\n    name\n    postId\n    keywords\n    publicReply\n    privateReply\n    buttonTitle\n    buttonTarget\n    buttonProduct {\n      uuid\n      name\n    }\n    buttonUrl\n    active\n  }\n"): (typeof documents)["\n  fragment CommentReplyRuleFields on CommentReplyRule {\n    uuid\n    name\n    postId\n    keywords\n    publicReply\n    privateReply\n    buttonTitle\n    buttonTarget\n    buttonProduct {\n      uuid\n      name\n    }\n    buttonUrl\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentReplyRules($appUuid: ID!) {\n    commentReplyRules(appUuid: $appUuid) {\n      ...CommentReplyRuleFields\n    }\n  }\n"): (typeof documents)["\n  query CommentReplyRules($appUuid: ID!) {\n    commentReplyRules(appUuid: $appUuid) {\n      ...CommentReplyRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentReplyRule($appUuid: ID!, $uuid: ID!) {\n    commentReplyRule(appUuid: $appUuid, uuid: $uuid) {\n      ...CommentReplyRuleFields\n    }\n  }\n"): (typeof documents)["\n  query CommentReplyRule($appUuid: ID!, $uuid: ID!) {\n    commentReplyRule(appUuid: $appUuid, uuid: $uuid) {\n      ...CommentReplyRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentReplyLog($appUuid: ID!, $first: Int, $after: String) {\n    commentReplyLog(appUuid: $appUuid, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          uuid\n          commentId\n          postId\n          fromName\n          message\n          ruleName\n          commentedAt\n          publicReply\n          publicStatus\n          publicStatusLabel\n          publicError\n          privateReply\n          privateStatus\n          privateStatusLabel\n          privateError\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentReplyLog($appUuid: ID!, $first: Int, $after: String) {\n    commentReplyLog(appUuid: $appUuid, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          uuid\n          commentId\n          postId\n          fromName\n          message\n          ruleName\n          commentedAt\n          publicReply\n          publicStatus\n          publicStatusLabel\n          publicError\n          privateReply\n          privateStatus\n          privateStatusLabel\n          privateError\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentReplyTry($appUuid: ID!, $postId: String, $message: String!) {\n    commentReplyTry(appUuid: $appUuid, postId: $postId, message: $message) {\n      rule {\n        uuid\n        name\n      }\n      publicReply\n      privateReply\n      button {\n        title\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentReplyTry($appUuid: ID!, $postId: String, $message: String!) {\n    commentReplyTry(appUuid: $appUuid, postId: $postId, message: $message) {\n      rule {\n        uuid\n        name\n      }\n      publicReply\n      privateReply\n      button {\n        title\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentReplyRuleCreate($appUuid: ID!, $input: CommentReplyRuleInput!) {\n    commentReplyRuleCreate(appUuid: $appUuid, input: $input) {\n      ...CommentReplyRuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CommentReplyRuleCreate($appUuid: ID!, $input: CommentReplyRuleInput!) {\n    commentReplyRuleCreate(appUuid: $appUuid, input: $input) {\n      ...CommentReplyRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentReplyRuleUpdate($appUuid: ID!, $uuid: ID!, $input: CommentReplyRuleInput!) {\n    commentReplyRuleUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...CommentReplyRuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CommentReplyRuleUpdate($appUuid: ID!, $uuid: ID!, $input: CommentReplyRuleInput!) {\n    commentReplyRuleUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...CommentReplyRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentReplyRuleSetActive($appUuid: ID!, $uuid: ID!, $active: Boolean!) {\n    commentReplyRuleSetActive(appUuid: $appUuid, uuid: $uuid, active: $active) {\n      uuid\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation CommentReplyRuleSetActive($appUuid: ID!, $uuid: ID!, $active: Boolean!) {\n    commentReplyRuleSetActive(appUuid: $appUuid, uuid: $uuid, active: $active) {\n      uuid\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentReplyRuleDelete($appUuid: ID!, $uuid: ID!) {\n    commentReplyRuleDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation CommentReplyRuleDelete($appUuid: ID!, $uuid: ID!) {\n    commentReplyRuleDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerListFields on Customer {\n    uuid\n    name\n    mobileNumber\n    profilePic\n    pageRecipientUuid\n    ordersCount\n    totalSpent\n    createdAt\n    lastActiveAt\n    tags\n    lastOrder {\n      uuid\n      transactionNumber\n      createdAt\n      status\n    }\n    lastMessage {\n      text\n      fromCustomer\n      photos\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerListFields on Customer {\n    uuid\n    name\n    mobileNumber\n    profilePic\n    pageRecipientUuid\n    ordersCount\n    totalSpent\n    createdAt\n    lastActiveAt\n    tags\n    lastOrder {\n      uuid\n      transactionNumber\n      createdAt\n      status\n    }\n    lastMessage {\n      text\n      fromCustomer\n      photos\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers($appUuid: ID!, $search: String, $first: Int, $after: String) {\n    customers(appUuid: $appUuid, search: $search, first: $first, after: $after) {\n      totalCount\n      totalCountCapped\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CustomerListFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customers($appUuid: ID!, $search: String, $first: Int, $after: String) {\n    customers(appUuid: $appUuid, search: $search, first: $first, after: $after) {\n      totalCount\n      totalCountCapped\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CustomerListFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer($appUuid: ID!, $uuid: ID!, $first: Int, $after: String) {\n    customer(appUuid: $appUuid, uuid: $uuid) {\n      ...CustomerListFields\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            ...OrderListFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customer($appUuid: ID!, $uuid: ID!, $first: Int, $after: String) {\n    customer(appUuid: $appUuid, uuid: $uuid) {\n      ...CustomerListFields\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            ...OrderListFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerTags($appUuid: ID!) {\n    customerTags(appUuid: $appUuid) {\n      tag\n      count\n    }\n  }\n"): (typeof documents)["\n  query CustomerTags($appUuid: ID!) {\n    customerTags(appUuid: $appUuid) {\n      tag\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerTagsSet($appUuid: ID!, $uuid: ID!, $tags: [String!]!) {\n    customerTagsSet(appUuid: $appUuid, uuid: $uuid, tags: $tags) {\n      uuid\n      tags\n    }\n  }\n"): (typeof documents)["\n  mutation CustomerTagsSet($appUuid: ID!, $uuid: ID!, $tags: [String!]!) {\n    customerTagsSet(appUuid: $appUuid, uuid: $uuid, tags: $tags) {\n      uuid\n      tags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryAreaFields on DeliveryArea {\n    uuid\n    name\n    coverage {\n      ...PsgcPlaceFields\n    }\n    cityCount\n    deliveryFee\n    leadTimeMinDays\n    leadTimeMaxDays\n    enabled\n  }\n"): (typeof documents)["\n  fragment DeliveryAreaFields on DeliveryArea {\n    uuid\n    name\n    coverage {\n      ...PsgcPlaceFields\n    }\n    cityCount\n    deliveryFee\n    leadTimeMinDays\n    leadTimeMaxDays\n    enabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryAreas($appUuid: ID!, $first: Int, $after: String) {\n    deliveryAreas(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...DeliveryAreaFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeliveryAreas($appUuid: ID!, $first: Int, $after: String) {\n    deliveryAreas(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...DeliveryAreaFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryArea($uuid: ID!) {\n    deliveryArea(uuid: $uuid) {\n      ...DeliveryAreaFields\n    }\n  }\n"): (typeof documents)["\n  query DeliveryArea($uuid: ID!) {\n    deliveryArea(uuid: $uuid) {\n      ...DeliveryAreaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliveryAreaCreate($input: DeliveryAreaCreateInput!) {\n    deliveryAreaCreate(input: $input) {\n      ...DeliveryAreaFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeliveryAreaCreate($input: DeliveryAreaCreateInput!) {\n    deliveryAreaCreate(input: $input) {\n      ...DeliveryAreaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliveryAreaUpdate($input: DeliveryAreaUpdateInput!) {\n    deliveryAreaUpdate(input: $input) {\n      ...DeliveryAreaFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeliveryAreaUpdate($input: DeliveryAreaUpdateInput!) {\n    deliveryAreaUpdate(input: $input) {\n      ...DeliveryAreaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliveryAreaDelete($input: DeliveryAreaDeleteInput!) {\n    deliveryAreaDelete(input: $input) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation DeliveryAreaDelete($input: DeliveryAreaDeleteInput!) {\n    deliveryAreaDelete(input: $input) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxProductFields on InboxProduct {\n    uuid\n    name\n    price\n    featuredPhoto\n  }\n"): (typeof documents)["\n  fragment InboxProductFields on InboxProduct {\n    uuid\n    name\n    price\n    featuredPhoto\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxRecipient on PageRecipient {\n    uuid\n    baseUuid\n    baseGlobalId\n    name\n    photo\n    profilePic\n    psid\n    inboxPlatformOrigin\n    messengerRead\n    facebookCommentRead\n    lastCustomerMessageAt\n    replyWindow\n    dummy\n    updatedAt\n    latestInboxMessage {\n      uuid\n      message\n      platformOrigin\n      createdAt\n      sender\n    }\n  }\n"): (typeof documents)["\n  fragment InboxRecipient on PageRecipient {\n    uuid\n    baseUuid\n    baseGlobalId\n    name\n    photo\n    profilePic\n    psid\n    inboxPlatformOrigin\n    messengerRead\n    facebookCommentRead\n    lastCustomerMessageAt\n    replyWindow\n    dummy\n    updatedAt\n    latestInboxMessage {\n      uuid\n      message\n      platformOrigin\n      createdAt\n      sender\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TemplateButtonFields on TemplateButton {\n    type\n    title\n    url\n    payload\n  }\n"): (typeof documents)["\n  fragment TemplateButtonFields on TemplateButton {\n    type\n    title\n    url\n    payload\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxMessageFields on InboxMessage {\n    uuid\n    baseGlobalId\n    message\n    platformOrigin\n    createdAt\n    sender\n    state\n    pending\n    sendError\n    humanAgentTag\n    isButtonTemplate\n    buttonTemplate {\n      text\n      buttons {\n        ...TemplateButtonFields\n      }\n    }\n    noTemplate\n    template {\n      items {\n        image_url\n        title\n        subtitle\n        buttons {\n          ...TemplateButtonFields\n        }\n      }\n    }\n    isCarouselTemplate\n    products {\n      ...InboxProductFields\n    }\n    galleryPhotos {\n      photoUrl\n    }\n    sentiment\n    generatedResponse {\n      uuid\n      baseUuid\n      type\n      completion\n      jsonCompletion\n      status\n      createdAt\n      ecommerceProducts {\n        ...InboxProductFields\n      }\n    }\n    agentBreakdown {\n      type\n      completion\n      jsonCompletion\n      toolCalls {\n        name\n        arguments\n        result\n      }\n      reflection\n      addedProducts {\n        ...InboxProductFields\n      }\n    }\n    pageRecipient {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  fragment InboxMessageFields on InboxMessage {\n    uuid\n    baseGlobalId\n    message\n    platformOrigin\n    createdAt\n    sender\n    state\n    pending\n    sendError\n    humanAgentTag\n    isButtonTemplate\n    buttonTemplate {\n      text\n      buttons {\n        ...TemplateButtonFields\n      }\n    }\n    noTemplate\n    template {\n      items {\n        image_url\n        title\n        subtitle\n        buttons {\n          ...TemplateButtonFields\n        }\n      }\n    }\n    isCarouselTemplate\n    products {\n      ...InboxProductFields\n    }\n    galleryPhotos {\n      photoUrl\n    }\n    sentiment\n    generatedResponse {\n      uuid\n      baseUuid\n      type\n      completion\n      jsonCompletion\n      status\n      createdAt\n      ecommerceProducts {\n        ...InboxProductFields\n      }\n    }\n    agentBreakdown {\n      type\n      completion\n      jsonCompletion\n      toolCalls {\n        name\n        arguments\n        result\n      }\n      reflection\n      addedProducts {\n        ...InboxProductFields\n      }\n    }\n    pageRecipient {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageRecipients($appUuid: ID!, $filter: InboxFilter, $search: String, $first: Int, $after: String) {\n    pageRecipients(appUuid: $appUuid, filter: $filter, search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...InboxRecipient\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageRecipients($appUuid: ID!, $filter: InboxFilter, $search: String, $first: Int, $after: String) {\n    pageRecipients(appUuid: $appUuid, filter: $filter, search: $search, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...InboxRecipient\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageRecipient($uuid: ID!) {\n    pageRecipient(uuid: $uuid) {\n      ...InboxRecipient\n    }\n  }\n"): (typeof documents)["\n  query PageRecipient($uuid: ID!) {\n    pageRecipient(uuid: $uuid) {\n      ...InboxRecipient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FetchMessengerMessages($pageRecipientUuid: ID!, $first: Int, $after: String) {\n    fetchMessengerMessages(pageRecipientUuid: $pageRecipientUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...InboxMessageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query FetchMessengerMessages($pageRecipientUuid: ID!, $first: Int, $after: String) {\n    fetchMessengerMessages(pageRecipientUuid: $pageRecipientUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...InboxMessageFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessagesCount($appUuid: ID!) {\n    unreadMessagesCount(appUuid: $appUuid)\n  }\n"): (typeof documents)["\n  query UnreadMessagesCount($appUuid: ID!) {\n    unreadMessagesCount(appUuid: $appUuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxProducts($appUuid: ID!, $search: String, $first: Int) {\n    inboxProducts(appUuid: $appUuid, search: $search, first: $first) {\n      ...InboxProductFields\n    }\n  }\n"): (typeof documents)["\n  query InboxProducts($appUuid: ID!, $search: String, $first: Int) {\n    inboxProducts(appUuid: $appUuid, search: $search, first: $first) {\n      ...InboxProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxMessageSend($input: InboxMessageSendInput!) {\n    inboxMessageSend(input: $input) {\n      ...InboxMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation InboxMessageSend($input: InboxMessageSendInput!) {\n    inboxMessageSend(input: $input) {\n      ...InboxMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecipientReadStatus($input: UpdateRecipientReadStatusInput!) {\n    updateRecipientReadStatus(input: $input) {\n      uuid\n      baseUuid\n      messengerRead\n      facebookCommentRead\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecipientReadStatus($input: UpdateRecipientReadStatusInput!) {\n    updateRecipientReadStatus(input: $input) {\n      uuid\n      baseUuid\n      messengerRead\n      facebookCommentRead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGeneratedResponse($input: UpdateGeneratedResponseInput!) {\n    updateGeneratedResponse(input: $input) {\n      uuid\n      inboxMessage {\n        ...InboxMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGeneratedResponse($input: UpdateGeneratedResponseInput!) {\n    updateGeneratedResponse(input: $input) {\n      uuid\n      inboxMessage {\n        ...InboxMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription InboxMessages($appGlobalId: ID!, $after: String) {\n    inboxMessages(appGlobalId: $appGlobalId, after: $after) {\n      ...InboxMessageFields\n      pageRecipient {\n        ...InboxRecipient\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription InboxMessages($appGlobalId: ID!, $after: String) {\n    inboxMessages(appGlobalId: $appGlobalId, after: $after) {\n      ...InboxMessageFields\n      pageRecipient {\n        ...InboxRecipient\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription InboxMessagesCount($appGlobalId: ID!, $after: String) {\n    inboxMessagesCount(appGlobalId: $appGlobalId, after: $after) {\n      appUuid\n      messagesCount\n    }\n  }\n"): (typeof documents)["\n  subscription InboxMessagesCount($appGlobalId: ID!, $after: String) {\n    inboxMessagesCount(appGlobalId: $appGlobalId, after: $after) {\n      appUuid\n      messagesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessengerInviteUrl($appUuid: ID!) {\n    messengerInviteUrl(appUuid: $appUuid)\n  }\n"): (typeof documents)["\n  query MessengerInviteUrl($appUuid: ID!) {\n    messengerInviteUrl(appUuid: $appUuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobCounts {\n    jobCounts {\n      pending\n      running\n      done\n      failed\n    }\n  }\n"): (typeof documents)["\n  query JobCounts {\n    jobCounts {\n      pending\n      running\n      done\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Jobs($status: JobStatus!, $first: Int) {\n    jobs(status: $status, first: $first) {\n      uuid\n      kind\n      status\n      attempts\n      maxAttempts\n      runAt\n      lastError\n      createdAt\n      updatedAt\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  query Jobs($status: JobStatus!, $first: Int) {\n    jobs(status: $status, first: $first) {\n      uuid\n      kind\n      status\n      attempts\n      maxAttempts\n      runAt\n      lastError\n      createdAt\n      updatedAt\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JobRetry($uuid: ID!) {\n    jobRetry(uuid: $uuid) {\n      uuid\n      status\n      attempts\n      runAt\n      finishedAt\n      lastError\n    }\n  }\n"): (typeof documents)["\n  mutation JobRetry($uuid: ID!) {\n    jobRetry(uuid: $uuid) {\n      uuid\n      status\n      attempts\n      runAt\n      finishedAt\n      lastError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentGatewayReminder($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      paymentGatewayReminder {\n        stage\n        remainingDays\n        message\n        buttonLabel\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentGatewayReminder($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      paymentGatewayReminder {\n        stage\n        remainingDays\n        message\n        buttonLabel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KycFields on KycVerification {\n    appUuid\n    appName\n    status\n    statusLabel\n    businessType\n    businessName\n    tin\n    businessAddress\n    firstName\n    lastName\n    mobileNumber\n    idType\n    rejectionReason\n    submittedAt\n    idPhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n    selfiePhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n    registrationPhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n  }\n"): (typeof documents)["\n  fragment KycFields on KycVerification {\n    appUuid\n    appName\n    status\n    statusLabel\n    businessType\n    businessName\n    tin\n    businessAddress\n    firstName\n    lastName\n    mobileNumber\n    idType\n    rejectionReason\n    submittedAt\n    idPhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n    selfiePhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n    registrationPhoto {\n      uuid\n      url\n      thumbnailUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KycVerification($appUuid: ID!) {\n    kycVerification(appUuid: $appUuid) {\n      ...KycFields\n    }\n    kycOptions {\n      businessTypes {\n        value\n        label\n      }\n      idTypes {\n        value\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query KycVerification($appUuid: ID!) {\n    kycVerification(appUuid: $appUuid) {\n      ...KycFields\n    }\n    kycOptions {\n      businessTypes {\n        value\n        label\n      }\n      idTypes {\n        value\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KycSubmit($input: KycSubmitInput!) {\n    kycSubmit(input: $input) {\n      ...KycFields\n    }\n  }\n"): (typeof documents)["\n  mutation KycSubmit($input: KycSubmitInput!) {\n    kycSubmit(input: $input) {\n      ...KycFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KycToReview {\n    kycToReview {\n      ...KycFields\n    }\n    kycOptions {\n      businessTypes {\n        value\n        label\n      }\n      idTypes {\n        value\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query KycToReview {\n    kycToReview {\n      ...KycFields\n    }\n    kycOptions {\n      businessTypes {\n        value\n        label\n      }\n      idTypes {\n        value\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KycReview($appUuid: ID!, $approve: Boolean!, $reason: String) {\n    kycReview(input: { appUuid: $appUuid, approve: $approve, reason: $reason }) {\n      appUuid\n      status\n      statusLabel\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  mutation KycReview($appUuid: ID!, $approve: Boolean!, $reason: String) {\n    kycReview(input: { appUuid: $appUuid, approve: $approve, reason: $reason }) {\n      appUuid\n      status\n      statusLabel\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LaunchApp($input: LaunchAppInput!) {\n    launchApp(input: $input) {\n      uuid\n      status\n      storeStatus\n      storeStatusLabel\n      launchedAt\n      maintenance\n      deactivated\n    }\n  }\n"): (typeof documents)["\n  mutation LaunchApp($input: LaunchAppInput!) {\n    launchApp(input: $input) {\n      uuid\n      status\n      storeStatus\n      storeStatusLabel\n      launchedAt\n      maintenance\n      deactivated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreLaunchAudience($appUuid: ID!) {\n    storeLaunchAudience(appUuid: $appUuid) {\n      appUuid\n      reachable\n      outsideWindow\n      announcement {\n        uuid\n        message\n        reachable\n        sent\n        failed\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreLaunchAudience($appUuid: ID!) {\n    storeLaunchAudience(appUuid: $appUuid) {\n      appUuid\n      reachable\n      outsideWindow\n      announcement {\n        uuid\n        message\n        reachable\n        sent\n        failed\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreLaunchAnnounce($input: StoreLaunchAnnounceInput!) {\n    storeLaunchAnnounce(input: $input) {\n      appUuid\n      reachable\n      outsideWindow\n      announcement {\n        uuid\n        message\n        reachable\n        sent\n        failed\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StoreLaunchAnnounce($input: StoreLaunchAnnounceInput!) {\n    storeLaunchAnnounce(input: $input) {\n      appUuid\n      reachable\n      outsideWindow\n      announcement {\n        uuid\n        message\n        reachable\n        sent\n        failed\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResellerMerchantCounts($resellerUuid: ID!) {\n    resellerMerchantCounts(resellerUuid: $resellerUuid) {\n      status\n      count\n    }\n  }\n"): (typeof documents)["\n  query ResellerMerchantCounts($resellerUuid: ID!) {\n    resellerMerchantCounts(resellerUuid: $resellerUuid) {\n      status\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResellerMerchants($resellerUuid: ID!, $status: ResellerMerchantStatus!, $first: Int, $after: String) {\n    resellerMerchants(resellerUuid: $resellerUuid, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          uuid\n          name\n          email\n          status\n          since\n          storeName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResellerMerchants($resellerUuid: ID!, $status: ResellerMerchantStatus!, $first: Int, $after: String) {\n    resellerMerchants(resellerUuid: $resellerUuid, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          uuid\n          name\n          email\n          status\n          since\n          storeName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessengerNotificationRecipients($appUuid: ID!) {\n    messengerNotificationRecipients(appUuid: $appUuid) {\n      uuid\n      name\n      psid\n      optedInAt\n      reachableUntil\n      lastReachedAt\n      unreachableSince\n      unreachableReason\n    }\n  }\n"): (typeof documents)["\n  query MessengerNotificationRecipients($appUuid: ID!) {\n    messengerNotificationRecipients(appUuid: $appUuid) {\n      uuid\n      name\n      psid\n      optedInAt\n      reachableUntil\n      lastReachedAt\n      unreachableSince\n      unreachableReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessengerNotificationRecipientRemove($input: MessengerNotificationRecipientRemoveInput!) {\n    messengerNotificationRecipientRemove(input: $input) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation MessengerNotificationRecipientRemove($input: MessengerNotificationRecipientRemoveInput!) {\n    messengerNotificationRecipientRemove(input: $input) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessengerNotificationOptInUrl($appUuid: ID!) {\n    messengerNotificationOptInUrl(appUuid: $appUuid)\n  }\n"): (typeof documents)["\n  query MessengerNotificationOptInUrl($appUuid: ID!) {\n    messengerNotificationOptInUrl(appUuid: $appUuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessengerPageTemplates($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      activePage {\n        uuid\n        templatesSyncedAt\n        templatesSyncError\n        orderUpdateTemplate {\n          uuid\n          name\n          language\n        }\n        storeNotificationTemplate {\n          uuid\n          name\n          language\n        }\n        utilityTemplates {\n          uuid\n          name\n          language\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessengerPageTemplates($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      activePage {\n        uuid\n        templatesSyncedAt\n        templatesSyncError\n        orderUpdateTemplate {\n          uuid\n          name\n          language\n        }\n        storeNotificationTemplate {\n          uuid\n          name\n          language\n        }\n        utilityTemplates {\n          uuid\n          name\n          language\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PageUtilityTemplatesSync($input: PageUtilityTemplatesSyncInput!) {\n    pageUtilityTemplatesSync(input: $input) {\n      uuid\n      templatesSyncedAt\n      templatesSyncError\n      orderUpdateTemplate {\n        uuid\n        name\n        language\n      }\n      storeNotificationTemplate {\n        uuid\n        name\n        language\n      }\n      utilityTemplates {\n        uuid\n        name\n        language\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PageUtilityTemplatesSync($input: PageUtilityTemplatesSyncInput!) {\n    pageUtilityTemplatesSync(input: $input) {\n      uuid\n      templatesSyncedAt\n      templatesSyncError\n      orderUpdateTemplate {\n        uuid\n        name\n        language\n      }\n      storeNotificationTemplate {\n        uuid\n        name\n        language\n      }\n      utilityTemplates {\n        uuid\n        name\n        language\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem on Notification {\n    uuid\n    category\n    message\n    readAt\n    createdAt\n    limitNotice\n    notificationableType\n    notificationable {\n      uuid\n      transactionNumber\n    }\n    pageRecipient {\n      name\n      profilePic\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationItem on Notification {\n    uuid\n    category\n    message\n    readAt\n    createdAt\n    limitNotice\n    notificationableType\n    notificationable {\n      uuid\n      transactionNumber\n    }\n    pageRecipient {\n      name\n      profilePic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($appUuid: ID!, $first: Int, $after: String) {\n    notifications(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationItem\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($appUuid: ID!, $first: Int, $after: String) {\n    notifications(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...NotificationItem\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationsCount($appUuid: ID!) {\n    unreadNotificationsCount(appUuid: $appUuid)\n  }\n"): (typeof documents)["\n  query UnreadNotificationsCount($appUuid: ID!) {\n    unreadNotificationsCount(appUuid: $appUuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationMarkAsRead($input: NotificationMarkAsReadInput!) {\n    notificationMarkAsRead(input: $input) {\n      uuid\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationMarkAsRead($input: NotificationMarkAsReadInput!) {\n    notificationMarkAsRead(input: $input) {\n      uuid\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationMarkAllAsRead($appUuid: ID!) {\n    notificationMarkAllAsRead(appUuid: $appUuid) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationMarkAllAsRead($appUuid: ID!) {\n    notificationMarkAllAsRead(appUuid: $appUuid) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationCreate($appUuid: ID!, $after: String) {\n    notificationCreate(appUuid: $appUuid, after: $after) {\n      ...NotificationItem\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationCreate($appUuid: ID!, $after: String) {\n    notificationCreate(appUuid: $appUuid, after: $after) {\n      ...NotificationItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BrowserNotificationCreate($appUuid: ID!, $after: String) {\n    browserNotificationCreate(appUuid: $appUuid, after: $after) {\n      uuid\n      message\n      appName\n      bundleKey\n      pageRecipientName\n    }\n  }\n"): (typeof documents)["\n  subscription BrowserNotificationCreate($appUuid: ID!, $after: String) {\n    browserNotificationCreate(appUuid: $appUuid, after: $after) {\n      uuid\n      message\n      appName\n      bundleKey\n      pageRecipientName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationEmailRecipients($appUuid: ID!) {\n    notificationEmailRecipients(appUuid: $appUuid) {\n      email\n      verified\n    }\n  }\n"): (typeof documents)["\n  query NotificationEmailRecipients($appUuid: ID!) {\n    notificationEmailRecipients(appUuid: $appUuid) {\n      email\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationEmailRecipientAdd($input: NotificationEmailRecipientInput!) {\n    notificationEmailRecipientAdd(input: $input) {\n      email\n      verified\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationEmailRecipientAdd($input: NotificationEmailRecipientInput!) {\n    notificationEmailRecipientAdd(input: $input) {\n      email\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationEmailRecipientRemove($input: NotificationEmailRecipientInput!) {\n    notificationEmailRecipientRemove(input: $input) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationEmailRecipientRemove($input: NotificationEmailRecipientInput!) {\n    notificationEmailRecipientRemove(input: $input) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationTestSend($input: NotificationTestSendInput!) {\n    notificationTestSend(input: $input) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationTestSend($input: NotificationTestSendInput!) {\n    notificationTestSend(input: $input) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourierBookingFields on OrderCourierBooking {\n    uuid\n    courier\n    status\n    fee\n    quoteExpiresAt\n    pickupAddress\n    dropoffAddress\n    trackingUrl\n    driverName\n    driverPhone\n    driverPlate\n    bookedAt\n    cancellable\n  }\n"): (typeof documents)["\n  fragment CourierBookingFields on OrderCourierBooking {\n    uuid\n    courier\n    status\n    fee\n    quoteExpiresAt\n    pickupAddress\n    dropoffAddress\n    trackingUrl\n    driverName\n    driverPhone\n    driverPlate\n    bookedAt\n    cancellable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderCourier($uuid: ID!, $appUuid: ID!) {\n    order(uuid: $uuid) {\n      uuid\n      streetAddress\n      courierMapPinRequired\n      courierBooking {\n        ...CourierBookingFields\n      }\n      courierUpdates {\n        uuid\n        status\n        driverName\n        driverPlate\n        createdAt\n      }\n    }\n    grabExpressCredits(appUuid: $appUuid) {\n      totalCredits\n    }\n  }\n"): (typeof documents)["\n  query OrderCourier($uuid: ID!, $appUuid: ID!) {\n    order(uuid: $uuid) {\n      uuid\n      streetAddress\n      courierMapPinRequired\n      courierBooking {\n        ...CourierBookingFields\n      }\n      courierUpdates {\n        uuid\n        status\n        driverName\n        driverPlate\n        createdAt\n      }\n    }\n    grabExpressCredits(appUuid: $appUuid) {\n      totalCredits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderCourierQuote($orderUuid: ID!, $dropoffLatitude: Float, $dropoffLongitude: Float) {\n    orderCourierQuote(\n      orderUuid: $orderUuid\n      dropoffLatitude: $dropoffLatitude\n      dropoffLongitude: $dropoffLongitude\n    ) {\n      ...CourierBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation OrderCourierQuote($orderUuid: ID!, $dropoffLatitude: Float, $dropoffLongitude: Float) {\n    orderCourierQuote(\n      orderUuid: $orderUuid\n      dropoffLatitude: $dropoffLatitude\n      dropoffLongitude: $dropoffLongitude\n    ) {\n      ...CourierBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderCourierBook($uuid: ID!) {\n    orderCourierBook(uuid: $uuid) {\n      ...CourierBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation OrderCourierBook($uuid: ID!) {\n    orderCourierBook(uuid: $uuid) {\n      ...CourierBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderCourierCancel($orderUuid: ID!) {\n    orderCourierCancel(orderUuid: $orderUuid) {\n      ...CourierBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation OrderCourierCancel($orderUuid: ID!) {\n    orderCourierCancel(orderUuid: $orderUuid) {\n      ...CourierBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderListFields on Order {\n    uuid\n    transactionNumber\n    createdAt\n    customerName\n    mobileNumber\n    total\n    status\n    paymentStatus\n    advanceOrderDate\n  }\n"): (typeof documents)["\n  fragment OrderListFields on Order {\n    uuid\n    transactionNumber\n    createdAt\n    customerName\n    mobileNumber\n    total\n    status\n    paymentStatus\n    advanceOrderDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailsFields on Order {\n    uuid\n    transactionNumber\n    createdAt\n    status\n    paymentStatus\n    paymentMethod\n    customerName\n    mobileNumber\n    fulfillment\n    deliveryAddress\n    remarks\n    advanceOrderDate\n    subtotal\n    deliveryFee\n    tax\n    discount\n    discounts {\n      title\n      code\n      amount\n    }\n    convenienceFee\n    transactionFee\n    total\n    autoConfirmedAt\n    expiredAt\n    payBy\n    paymentStatusUpdatedAt\n    depositSlipUrl\n    nextStatuses\n    nextPaymentStatuses\n    canRefund\n    refund {\n      amount\n      status\n      failureMessage\n    }\n    timeline {\n      kind\n      status\n      note\n      outcome\n      at\n    }\n    items {\n      uuid\n      productName\n      variantName\n      unitPrice\n      quantity\n      lineTotal\n      addOns {\n        name\n        price\n        quantity\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetailsFields on Order {\n    uuid\n    transactionNumber\n    createdAt\n    status\n    paymentStatus\n    paymentMethod\n    customerName\n    mobileNumber\n    fulfillment\n    deliveryAddress\n    remarks\n    advanceOrderDate\n    subtotal\n    deliveryFee\n    tax\n    discount\n    discounts {\n      title\n      code\n      amount\n    }\n    convenienceFee\n    transactionFee\n    total\n    autoConfirmedAt\n    expiredAt\n    payBy\n    paymentStatusUpdatedAt\n    depositSlipUrl\n    nextStatuses\n    nextPaymentStatuses\n    canRefund\n    refund {\n      amount\n      status\n      failureMessage\n    }\n    timeline {\n      kind\n      status\n      note\n      outcome\n      at\n    }\n    items {\n      uuid\n      productName\n      variantName\n      unitPrice\n      quantity\n      lineTotal\n      addOns {\n        name\n        price\n        quantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Orders(\n    $appUuid: ID!\n    $first: Int\n    $after: String\n    $status: OrderStatus\n    $paymentStatus: PaymentStatus\n    $search: String\n    $from: Date\n    $to: Date\n    $advance: Boolean\n  ) {\n    orders(\n      appUuid: $appUuid\n      first: $first\n      after: $after\n      status: $status\n      paymentStatus: $paymentStatus\n      search: $search\n      from: $from\n      to: $to\n      advance: $advance\n    ) {\n      totalCount\n      totalCountCapped\n      edges {\n        cursor\n        node {\n          ...OrderListFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Orders(\n    $appUuid: ID!\n    $first: Int\n    $after: String\n    $status: OrderStatus\n    $paymentStatus: PaymentStatus\n    $search: String\n    $from: Date\n    $to: Date\n    $advance: Boolean\n  ) {\n    orders(\n      appUuid: $appUuid\n      first: $first\n      after: $after\n      status: $status\n      paymentStatus: $paymentStatus\n      search: $search\n      from: $from\n      to: $to\n      advance: $advance\n    ) {\n      totalCount\n      totalCountCapped\n      edges {\n        cursor\n        node {\n          ...OrderListFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderCounts($appUuid: ID!) {\n    orderCounts(appUuid: $appUuid) {\n      status\n      count\n    }\n  }\n"): (typeof documents)["\n  query OrderCounts($appUuid: ID!) {\n    orderCounts(appUuid: $appUuid) {\n      status\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      ordersExportable\n    }\n  }\n"): (typeof documents)["\n  query OrderApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      ordersExportable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderByTransactionNumber($appUuid: ID!, $transactionNumber: String!) {\n    orderByTransactionNumber(appUuid: $appUuid, transactionNumber: $transactionNumber) {\n      ...OrderDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query OrderByTransactionNumber($appUuid: ID!, $transactionNumber: String!) {\n    orderByTransactionNumber(appUuid: $appUuid, transactionNumber: $transactionNumber) {\n      ...OrderDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderStatusUpdate($input: OrderStatusUpdateInput!) {\n    orderStatusUpdate(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation OrderStatusUpdate($input: OrderStatusUpdateInput!) {\n    orderStatusUpdate(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderPaymentStatusUpdate($input: OrderPaymentStatusUpdateInput!) {\n    orderPaymentStatusUpdate(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation OrderPaymentStatusUpdate($input: OrderPaymentStatusUpdateInput!) {\n    orderPaymentStatusUpdate(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderRefund($input: OrderRefundInput!) {\n    orderRefund(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation OrderRefund($input: OrderRefundInput!) {\n    orderRefund(input: $input) {\n      ...OrderDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersExportCsv(\n    $appUuid: ID!\n    $status: OrderStatus\n    $paymentStatus: PaymentStatus\n    $search: String\n    $from: Date\n    $to: Date\n    $advance: Boolean\n  ) {\n    ordersExportCsv(\n      appUuid: $appUuid\n      status: $status\n      paymentStatus: $paymentStatus\n      search: $search\n      from: $from\n      to: $to\n      advance: $advance\n    )\n  }\n"): (typeof documents)["\n  query OrdersExportCsv(\n    $appUuid: ID!\n    $status: OrderStatus\n    $paymentStatus: PaymentStatus\n    $search: String\n    $from: Date\n    $to: Date\n    $advance: Boolean\n  ) {\n    ordersExportCsv(\n      appUuid: $appUuid\n      status: $status\n      paymentStatus: $paymentStatus\n      search: $search\n      from: $from\n      to: $to\n      advance: $advance\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderReminders($appUuid: ID!) {\n    pendingOrdersReminder(appUuid: $appUuid) {\n      pendingCount\n      completeBy\n    }\n    fetchAdvanceOrdersForToday(appUuid: $appUuid) {\n      uuid\n      transactionNumber\n    }\n  }\n"): (typeof documents)["\n  query OrderReminders($appUuid: ID!) {\n    pendingOrdersReminder(appUuid: $appUuid) {\n      pendingCount\n      completeBy\n    }\n    fetchAdvanceOrdersForToday(appUuid: $appUuid) {\n      uuid\n      transactionNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectedPage($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      myRole\n      activePagePhotoUrl\n      activePage {\n        uuid\n        fbPageId\n        name\n        photoUrl\n        subscribed\n        subscribeError\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConnectedPage($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      myRole\n      activePagePhotoUrl\n      activePage {\n        uuid\n        fbPageId\n        name\n        photoUrl\n        subscribed\n        subscribeError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FacebookLoginUrl($appUuid: ID!, $returnPath: String!) {\n    facebookLoginUrl(appUuid: $appUuid, returnPath: $returnPath)\n  }\n"): (typeof documents)["\n  query FacebookLoginUrl($appUuid: ID!, $returnPath: String!) {\n    facebookLoginUrl(appUuid: $appUuid, returnPath: $returnPath)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FacebookLoginComplete($input: FacebookLoginCompleteInput!) {\n    facebookLoginComplete(input: $input) {\n      uuid\n      expiresAt\n      pages {\n        fbPageId\n        name\n        pictureUrl\n        connectedElsewhere\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FacebookLoginComplete($input: FacebookLoginCompleteInput!) {\n    facebookLoginComplete(input: $input) {\n      uuid\n      expiresAt\n      pages {\n        fbPageId\n        name\n        pictureUrl\n        connectedElsewhere\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FacebookPageConnect($input: FacebookPageConnectInput!) {\n    facebookPageConnect(input: $input) {\n      uuid\n      activePagePhotoUrl\n      activePage {\n        uuid\n        fbPageId\n        name\n        photoUrl\n        subscribed\n        subscribeError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FacebookPageConnect($input: FacebookPageConnectInput!) {\n    facebookPageConnect(input: $input) {\n      uuid\n      activePagePhotoUrl\n      activePage {\n        uuid\n        fbPageId\n        name\n        photoUrl\n        subscribed\n        subscribeError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FacebookPageDisconnect($input: FacebookPageDisconnectInput!) {\n    facebookPageDisconnect(input: $input) {\n      uuid\n      activePagePhotoUrl\n      activePage {\n        uuid\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FacebookPageDisconnect($input: FacebookPageDisconnectInput!) {\n    facebookPageDisconnect(input: $input) {\n      uuid\n      activePagePhotoUrl\n      activePage {\n        uuid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpdatePageImage($appUuid: ID!) {\n    updatePageImage(appUuid: $appUuid) {\n      uuid\n      photoUrl\n    }\n  }\n"): (typeof documents)["\n  query UpdatePageImage($appUuid: ID!) {\n    updatePageImage(appUuid: $appUuid) {\n      uuid\n      photoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersistentMenuFields on PersistentMenuSettings {\n    appUuid\n    status\n    error\n    needsPrimaryApp\n    items {\n      uuid\n      title\n      category\n      url\n      webHeight\n    }\n  }\n"): (typeof documents)["\n  fragment PersistentMenuFields on PersistentMenuSettings {\n    appUuid\n    status\n    error\n    needsPrimaryApp\n    items {\n      uuid\n      title\n      category\n      url\n      webHeight\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersistentMenu($appUuid: ID!) {\n    persistentMenu(appUuid: $appUuid) {\n      ...PersistentMenuFields\n    }\n  }\n"): (typeof documents)["\n  query PersistentMenu($appUuid: ID!) {\n    persistentMenu(appUuid: $appUuid) {\n      ...PersistentMenuFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PersistentMenuSave($input: PersistentMenuSaveInput!) {\n    persistentMenuSave(input: $input) {\n      ...PersistentMenuFields\n    }\n  }\n"): (typeof documents)["\n  mutation PersistentMenuSave($input: PersistentMenuSaveInput!) {\n    persistentMenuSave(input: $input) {\n      ...PersistentMenuFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanFileSize($appUuid: ID!) {\n    currentAppEnterprisePlan(appUuid: $appUuid) {\n      id\n      enterprisePlan {\n        uuid\n        fileSizeLimit\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlanFileSize($appUuid: ID!) {\n    currentAppEnterprisePlan(appUuid: $appUuid) {\n      id\n      enterprisePlan {\n        uuid\n        fileSizeLimit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionRowFields on Promotion {\n    uuid\n    kind\n    title\n    code\n    valueType\n    value\n    minimumPurchase\n    condition\n    buyQuantity\n    getQuantity\n    tiers {\n      minQuantity\n      percent\n    }\n    startsAt\n    endsAt\n    usageLimit\n    usedCount\n    status\n  }\n"): (typeof documents)["\n  fragment PromotionRowFields on Promotion {\n    uuid\n    kind\n    title\n    code\n    valueType\n    value\n    minimumPurchase\n    condition\n    buyQuantity\n    getQuantity\n    tiers {\n      minQuantity\n      percent\n    }\n    startsAt\n    endsAt\n    usageLimit\n    usedCount\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionFields on Promotion {\n    ...PromotionRowFields\n    scope\n    products {\n      uuid\n      name\n    }\n    categories {\n      uuid\n      name\n    }\n    perCustomerLimit\n    firstOrderOnly\n    updatedAt\n    results {\n      orders\n      revenue\n      discountGiven\n    }\n  }\n"): (typeof documents)["\n  fragment PromotionFields on Promotion {\n    ...PromotionRowFields\n    scope\n    products {\n      uuid\n      name\n    }\n    categories {\n      uuid\n      name\n    }\n    perCustomerLimit\n    firstOrderOnly\n    updatedAt\n    results {\n      orders\n      revenue\n      discountGiven\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Promotions(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: PromotionStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    promotions(\n      appUuid: $appUuid\n      kinds: $kinds\n      status: $status\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      edges {\n        node {\n          ...PromotionRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Promotions(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: PromotionStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    promotions(\n      appUuid: $appUuid\n      kinds: $kinds\n      status: $status\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      edges {\n        node {\n          ...PromotionRowFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Promotion($uuid: ID!) {\n    promotion(uuid: $uuid) {\n      ...PromotionFields\n    }\n  }\n"): (typeof documents)["\n  query Promotion($uuid: ID!) {\n    promotion(uuid: $uuid) {\n      ...PromotionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionPreview($input: PromotionPreviewInput!) {\n    promotionPreview(input: $input) {\n      subtotal\n      deliveryFee\n      discount\n      total\n      refusal\n      problems {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromotionPreview($input: PromotionPreviewInput!) {\n    promotionPreview(input: $input) {\n      subtotal\n      deliveryFee\n      discount\n      total\n      refusal\n      problems {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionProducts($appUuid: ID!, $search: String, $first: Int) {\n    products(appUuid: $appUuid, search: $search, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          price\n          variants {\n            uuid\n            variantName\n            price\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromotionProducts($appUuid: ID!, $search: String, $first: Int) {\n    products(appUuid: $appUuid, search: $search, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n          price\n          variants {\n            uuid\n            variantName\n            price\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionCategories($appUuid: ID!, $search: String, $first: Int) {\n    categories(appUuid: $appUuid, search: $search, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromotionCategories($appUuid: ID!, $search: String, $first: Int) {\n    categories(appUuid: $appUuid, search: $search, first: $first) {\n      edges {\n        node {\n          uuid\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromotionCreate($input: PromotionCreateInput!) {\n    promotionCreate(input: $input) {\n      ...PromotionFields\n    }\n  }\n"): (typeof documents)["\n  mutation PromotionCreate($input: PromotionCreateInput!) {\n    promotionCreate(input: $input) {\n      ...PromotionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromotionUpdate($input: PromotionUpdateInput!) {\n    promotionUpdate(input: $input) {\n      ...PromotionFields\n    }\n  }\n"): (typeof documents)["\n  mutation PromotionUpdate($input: PromotionUpdateInput!) {\n    promotionUpdate(input: $input) {\n      ...PromotionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromotionEnd($uuid: ID!) {\n    promotionEnd(uuid: $uuid) {\n      ...PromotionFields\n    }\n  }\n"): (typeof documents)["\n  mutation PromotionEnd($uuid: ID!) {\n    promotionEnd(uuid: $uuid) {\n      ...PromotionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromotionDelete($uuid: ID!) {\n    promotionDelete(uuid: $uuid) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation PromotionDelete($uuid: ID!) {\n    promotionDelete(uuid: $uuid) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReferralLinkFields on ReferralLink {\n    uuid\n    name\n    code\n    product {\n      uuid\n      name\n    }\n    promo {\n      uuid\n      title\n      code\n      ended\n      scheduled\n    }\n    storeUrl\n    shortUrl\n    messengerUrl\n    figures {\n      from\n      to\n      visits\n      ordersPlaced\n      revenue\n      conversations\n    }\n  }\n"): (typeof documents)["\n  fragment ReferralLinkFields on ReferralLink {\n    uuid\n    name\n    code\n    product {\n      uuid\n      name\n    }\n    promo {\n      uuid\n      title\n      code\n      ended\n      scheduled\n    }\n    storeUrl\n    shortUrl\n    messengerUrl\n    figures {\n      from\n      to\n      visits\n      ordersPlaced\n      revenue\n      conversations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralLinks($appUuid: ID!, $target: ReferralLinkTarget!) {\n    referralLinks(appUuid: $appUuid, target: $target) {\n      ...ReferralLinkFields\n    }\n  }\n"): (typeof documents)["\n  query ReferralLinks($appUuid: ID!, $target: ReferralLinkTarget!) {\n    referralLinks(appUuid: $appUuid, target: $target) {\n      ...ReferralLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralLink($appUuid: ID!, $uuid: ID!) {\n    referralLink(appUuid: $appUuid, uuid: $uuid) {\n      ...ReferralLinkFields\n    }\n  }\n"): (typeof documents)["\n  query ReferralLink($appUuid: ID!, $uuid: ID!) {\n    referralLink(appUuid: $appUuid, uuid: $uuid) {\n      ...ReferralLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReferralLinkCreate($appUuid: ID!, $input: ReferralLinkInput!) {\n    referralLinkCreate(appUuid: $appUuid, input: $input) {\n      ...ReferralLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReferralLinkCreate($appUuid: ID!, $input: ReferralLinkInput!) {\n    referralLinkCreate(appUuid: $appUuid, input: $input) {\n      ...ReferralLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReferralLinkUpdate($appUuid: ID!, $uuid: ID!, $input: ReferralLinkInput!) {\n    referralLinkUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...ReferralLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReferralLinkUpdate($appUuid: ID!, $uuid: ID!, $input: ReferralLinkInput!) {\n    referralLinkUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...ReferralLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReferralLinkDelete($appUuid: ID!, $uuid: ID!) {\n    referralLinkDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation ReferralLinkDelete($appUuid: ID!, $uuid: ID!) {\n    referralLinkDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralPromos($appUuid: ID!) {\n    promotions(appUuid: $appUuid, kinds: [CODE, AUTOMATIC, CART], first: 100) {\n      edges {\n        node {\n          uuid\n          title\n          code\n          kind\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReferralPromos($appUuid: ID!) {\n    promotions(appUuid: $appUuid, kinds: [CODE, AUTOMATIC, CART], first: 100) {\n      edges {\n        node {\n          uuid\n          title\n          code\n          kind\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SegmentFields on CustomerSegment {\n    uuid\n    name\n    updatedAt\n    rules {\n      field\n      op\n      value\n      ids\n      products {\n        uuid\n        name\n      }\n      categories {\n        uuid\n        name\n      }\n      places {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SegmentFields on CustomerSegment {\n    uuid\n    name\n    updatedAt\n    rules {\n      field\n      op\n      value\n      ids\n      products {\n        uuid\n        name\n      }\n      categories {\n        uuid\n        name\n      }\n      places {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerSegments($appUuid: ID!) {\n    customerSegments(appUuid: $appUuid) {\n      ...SegmentFields\n    }\n  }\n"): (typeof documents)["\n  query CustomerSegments($appUuid: ID!) {\n    customerSegments(appUuid: $appUuid) {\n      ...SegmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentMembers($appUuid: ID!, $uuid: ID!, $first: Int, $after: String) {\n    customerSegment(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      customers(first: $first, after: $after) {\n        totalCount\n        totalCountCapped\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            uuid\n            name\n            mobileNumber\n            lastActiveAt\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SegmentMembers($appUuid: ID!, $uuid: ID!, $first: Int, $after: String) {\n    customerSegment(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      customers(first: $first, after: $after) {\n        totalCount\n        totalCountCapped\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            uuid\n            name\n            mobileNumber\n            lastActiveAt\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentPreview($appUuid: ID!, $rules: [SegmentRuleInput!]!) {\n    customerSegmentPreview(appUuid: $appUuid, rules: $rules) {\n      count\n      countCapped\n      sample {\n        uuid\n        name\n        lastActiveAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SegmentPreview($appUuid: ID!, $rules: [SegmentRuleInput!]!) {\n    customerSegmentPreview(appUuid: $appUuid, rules: $rules) {\n      count\n      countCapped\n      sample {\n        uuid\n        name\n        lastActiveAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SegmentCreate($appUuid: ID!, $input: CustomerSegmentInput!) {\n    customerSegmentCreate(appUuid: $appUuid, input: $input) {\n      ...SegmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation SegmentCreate($appUuid: ID!, $input: CustomerSegmentInput!) {\n    customerSegmentCreate(appUuid: $appUuid, input: $input) {\n      ...SegmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SegmentUpdate($appUuid: ID!, $uuid: ID!, $input: CustomerSegmentInput!) {\n    customerSegmentUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...SegmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation SegmentUpdate($appUuid: ID!, $uuid: ID!, $input: CustomerSegmentInput!) {\n    customerSegmentUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {\n      ...SegmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SegmentDelete($appUuid: ID!, $uuid: ID!) {\n    customerSegmentDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation SegmentDelete($appUuid: ID!, $uuid: ID!) {\n    customerSegmentDelete(appUuid: $appUuid, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentExportCsv($appUuid: ID!, $uuid: ID!) {\n    customerSegmentExportCsv(appUuid: $appUuid, uuid: $uuid)\n  }\n"): (typeof documents)["\n  query SegmentExportCsv($appUuid: ID!, $uuid: ID!) {\n    customerSegmentExportCsv(appUuid: $appUuid, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreAppearanceFields on StoreAppearance {\n    logoUrl\n    coverUrl\n    brandColor\n    welcomeText\n    customized\n  }\n"): (typeof documents)["\n  fragment StoreAppearanceFields on StoreAppearance {\n    logoUrl\n    coverUrl\n    brandColor\n    welcomeText\n    customized\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      bundleKey\n      launchedAt\n      hasDefaultPaymentMethod\n      activePage {\n        uuid\n        name\n      }\n      appearance {\n        ...StoreAppearanceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupApp($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      name\n      bundleKey\n      launchedAt\n      hasDefaultPaymentMethod\n      activePage {\n        uuid\n        name\n      }\n      appearance {\n        ...StoreAppearanceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreAppearanceUpdate($input: StoreAppearanceUpdateInput!) {\n    storeAppearanceUpdate(input: $input) {\n      ...StoreAppearanceFields\n    }\n  }\n"): (typeof documents)["\n  mutation StoreAppearanceUpdate($input: StoreAppearanceUpdateInput!) {\n    storeAppearanceUpdate(input: $input) {\n      ...StoreAppearanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupChecklist($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      launchedAt\n      hasDefaultPaymentMethod\n      myRole\n      businessDescription\n      categoryTree {\n        selected\n      }\n      activePage {\n        uuid\n        name\n      }\n    }\n    products(appUuid: $appUuid, published: true, first: 1) {\n      edges {\n        node {\n          uuid\n        }\n      }\n    }\n    shippingMethods(appUuid: $appUuid, first: 50) {\n      edges {\n        node {\n          uuid\n          enabled\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupChecklist($appUuid: ID!) {\n    fetchAppByUuid(appUuid: $appUuid) {\n      uuid\n      launchedAt\n      hasDefaultPaymentMethod\n      myRole\n      businessDescription\n      categoryTree {\n        selected\n      }\n      activePage {\n        uuid\n        name\n      }\n    }\n    products(appUuid: $appUuid, published: true, first: 1) {\n      edges {\n        node {\n          uuid\n        }\n      }\n    }\n    shippingMethods(appUuid: $appUuid, first: 50) {\n      edges {\n        node {\n          uuid\n          enabled\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartSettingFields on CartSetting {\n    uuid\n    appUuid\n    subcategorized\n    additionalTax\n    additionalTaxType\n    addressInputType\n    deliveryFeeType\n    emailNotifRecipient\n    expiration\n    expirationDateType\n    freeShippingRequiredAmount\n    locationScope\n    chargeDeliveryFeeFrom\n    requiredAmount\n    shipping\n    enableProductLocationAvailability\n    digitalProduct\n  }\n"): (typeof documents)["\n  fragment CartSettingFields on CartSetting {\n    uuid\n    appUuid\n    subcategorized\n    additionalTax\n    additionalTaxType\n    addressInputType\n    deliveryFeeType\n    emailNotifRecipient\n    expiration\n    expirationDateType\n    freeShippingRequiredAmount\n    locationScope\n    chargeDeliveryFeeFrom\n    requiredAmount\n    shipping\n    enableProductLocationAvailability\n    digitalProduct\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartSetting($appUuid: ID!) {\n    cartSetting(appUuid: $appUuid) {\n      ...CartSettingFields\n    }\n  }\n"): (typeof documents)["\n  query CartSetting($appUuid: ID!) {\n    cartSetting(appUuid: $appUuid) {\n      ...CartSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartSettingUpdate($input: CartSettingUpdateInput!) {\n    cartSettingUpdate(input: $input) {\n      ...CartSettingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CartSettingUpdate($input: CartSettingUpdateInput!) {\n    cartSettingUpdate(input: $input) {\n      ...CartSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentAccountFields on StorePaymentAccount {\n    uuid\n    kind\n    kindLabel\n    bankName\n    accountName\n    accountNumber\n    qrPhotoUuid\n    qrImageUrl\n  }\n"): (typeof documents)["\n  fragment PaymentAccountFields on StorePaymentAccount {\n    uuid\n    kind\n    kindLabel\n    bankName\n    accountName\n    accountNumber\n    qrPhotoUuid\n    qrImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorePaymentAccounts($appUuid: ID!) {\n    storePaymentAccounts(appUuid: $appUuid) {\n      ...PaymentAccountFields\n    }\n  }\n"): (typeof documents)["\n  query StorePaymentAccounts($appUuid: ID!) {\n    storePaymentAccounts(appUuid: $appUuid) {\n      ...PaymentAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StorePaymentAccountCreate($input: StorePaymentAccountCreateInput!) {\n    storePaymentAccountCreate(input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation StorePaymentAccountCreate($input: StorePaymentAccountCreateInput!) {\n    storePaymentAccountCreate(input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StorePaymentAccountUpdate($input: StorePaymentAccountUpdateInput!) {\n    storePaymentAccountUpdate(input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation StorePaymentAccountUpdate($input: StorePaymentAccountUpdateInput!) {\n    storePaymentAccountUpdate(input: $input) {\n      ...PaymentAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StorePaymentAccountDelete($input: StorePaymentAccountDeleteInput!) {\n    storePaymentAccountDelete(input: $input) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation StorePaymentAccountDelete($input: StorePaymentAccountDeleteInput!) {\n    storePaymentAccountDelete(input: $input) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippingMethodFields on ShippingMethod {\n    uuid\n    appUuid\n    name\n    kind\n    fee\n    pickupAddress\n    latitude\n    longitude\n    enabled\n    instructions\n  }\n"): (typeof documents)["\n  fragment ShippingMethodFields on ShippingMethod {\n    uuid\n    appUuid\n    name\n    kind\n    fee\n    pickupAddress\n    latitude\n    longitude\n    enabled\n    instructions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingMethods($appUuid: ID!, $first: Int, $after: String) {\n    shippingMethods(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...ShippingMethodFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShippingMethods($appUuid: ID!, $first: Int, $after: String) {\n    shippingMethods(appUuid: $appUuid, first: $first, after: $after) {\n      edges {\n        node {\n          ...ShippingMethodFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingMethod($uuid: ID!) {\n    shippingMethod(uuid: $uuid) {\n      ...ShippingMethodFields\n    }\n  }\n"): (typeof documents)["\n  query ShippingMethod($uuid: ID!) {\n    shippingMethod(uuid: $uuid) {\n      ...ShippingMethodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShippingMethodCreate($input: ShippingMethodCreateInput!) {\n    shippingMethodCreate(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShippingMethodCreate($input: ShippingMethodCreateInput!) {\n    shippingMethodCreate(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShippingMethodUpdate($input: ShippingMethodUpdateInput!) {\n    shippingMethodUpdate(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n"): (typeof documents)["\n  mutation ShippingMethodUpdate($input: ShippingMethodUpdateInput!) {\n    shippingMethodUpdate(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShippingMethodDelete($input: ShippingMethodDeleteInput!) {\n    shippingMethodDelete(input: $input) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation ShippingMethodDelete($input: ShippingMethodDeleteInput!) {\n    shippingMethodDelete(input: $input) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VoucherBatchFields on Promotion {\n    uuid\n    kind\n    title\n    valueType\n    value\n    minimumPurchase\n    startsAt\n    endsAt\n    usageLimit\n    usedCount\n    status\n    updatedAt\n    voucherCounts {\n      issued\n      claimed\n      redeemed\n      expired\n    }\n  }\n"): (typeof documents)["\n  fragment VoucherBatchFields on Promotion {\n    uuid\n    kind\n    title\n    valueType\n    value\n    minimumPurchase\n    startsAt\n    endsAt\n    usageLimit\n    usedCount\n    status\n    updatedAt\n    voucherCounts {\n      issued\n      claimed\n      redeemed\n      expired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VoucherFields on Voucher {\n    uuid\n    code\n    status\n    customerMobile\n    claimedAt\n    redeemedAt\n    redeemedInStore\n    amount\n    createdAt\n    promotion {\n      uuid\n      kind\n      title\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  fragment VoucherFields on Voucher {\n    uuid\n    code\n    status\n    customerMobile\n    claimedAt\n    redeemedAt\n    redeemedInStore\n    amount\n    createdAt\n    promotion {\n      uuid\n      kind\n      title\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoucherBatches(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: PromotionStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    promotions(\n      appUuid: $appUuid\n      kinds: $kinds\n      status: $status\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      edges {\n        node {\n          ...VoucherBatchFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query VoucherBatches(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: PromotionStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    promotions(\n      appUuid: $appUuid\n      kinds: $kinds\n      status: $status\n      search: $search\n      first: $first\n      after: $after\n    ) {\n      totalCount\n      edges {\n        node {\n          ...VoucherBatchFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Vouchers(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: VoucherStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    vouchers(appUuid: $appUuid, kinds: $kinds, status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...VoucherFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Vouchers(\n    $appUuid: ID!\n    $kinds: [PromotionKind!]\n    $status: VoucherStatus\n    $search: String\n    $first: Int\n    $after: String\n  ) {\n    vouchers(appUuid: $appUuid, kinds: $kinds, status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...VoucherFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoucherBatchCreate($input: PromotionCreateInput!) {\n    promotionCreate(input: $input) {\n      ...VoucherBatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation VoucherBatchCreate($input: PromotionCreateInput!) {\n    promotionCreate(input: $input) {\n      ...VoucherBatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoucherBatchUpdate($input: PromotionUpdateInput!) {\n    promotionUpdate(input: $input) {\n      ...VoucherBatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation VoucherBatchUpdate($input: PromotionUpdateInput!) {\n    promotionUpdate(input: $input) {\n      ...VoucherBatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoucherBatchEnd($uuid: ID!) {\n    promotionEnd(uuid: $uuid) {\n      ...VoucherBatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation VoucherBatchEnd($uuid: ID!) {\n    promotionEnd(uuid: $uuid) {\n      ...VoucherBatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoucherClaim($input: VoucherClaimInput!) {\n    voucherClaim(input: $input) {\n      ...VoucherFields\n    }\n  }\n"): (typeof documents)["\n  mutation VoucherClaim($input: VoucherClaimInput!) {\n    voucherClaim(input: $input) {\n      ...VoucherFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoucherCheck($appUuid: ID!, $code: String!, $purchaseAmount: Int!) {\n    voucherCheck(appUuid: $appUuid, code: $code, purchaseAmount: $purchaseAmount) {\n      code\n      title\n      discount\n      payable\n      refusal\n    }\n  }\n"): (typeof documents)["\n  query VoucherCheck($appUuid: ID!, $code: String!, $purchaseAmount: Int!) {\n    voucherCheck(appUuid: $appUuid, code: $code, purchaseAmount: $purchaseAmount) {\n      code\n      title\n      discount\n      payable\n      refusal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoucherRedeem($input: VoucherRedeemInput!) {\n    voucherRedeem(input: $input) {\n      code\n      discount\n      payable\n      redeemedAt\n    }\n  }\n"): (typeof documents)["\n  mutation VoucherRedeem($input: VoucherRedeemInput!) {\n    voucherRedeem(input: $input) {\n      code\n      discount\n      payable\n      redeemedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhiteLabelContent($origin: String!) {\n    whiteLabelContent(origin: $origin) {\n      uuid\n      whiteLabelLogo\n      whiteLabelTitle\n      whiteLabelDomain\n      whiteLabelHeader\n      whiteLabelStatus\n      whiteLabelFavicon\n    }\n  }\n"): (typeof documents)["\n  query WhiteLabelContent($origin: String!) {\n    whiteLabelContent(origin: $origin) {\n      uuid\n      whiteLabelLogo\n      whiteLabelTitle\n      whiteLabelDomain\n      whiteLabelHeader\n      whiteLabelStatus\n      whiteLabelFavicon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreOrderCourier($appUuid: ID!, $transactionNumber: String!, $mobile: String!) {\n    storeOrderCourier(appUuid: $appUuid, transactionNumber: $transactionNumber, mobile: $mobile) {\n      status\n      driverName\n      driverPlate\n      trackingUrl\n    }\n  }\n"): (typeof documents)["\n  query StoreOrderCourier($appUuid: ID!, $transactionNumber: String!, $mobile: String!) {\n    storeOrderCourier(appUuid: $appUuid, transactionNumber: $transactionNumber, mobile: $mobile) {\n      status\n      driverName\n      driverPlate\n      trackingUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Storefront($appUuid: ID!) {\n    storefront(appUuid: $appUuid) {\n      uuid\n      name\n      status\n      open\n      preview\n      notice\n      maintenanceMessage\n      paymentMethods\n      onlinePaymentChannels\n      paymentAccounts {\n        uuid\n        kind\n        kindLabel\n        bankName\n        accountName\n        accountNumber\n        qrImageUrl\n      }\n      allowProductRemarks\n      allowAdvanceOrder\n      announcement {\n        uuid\n        message\n        productUuid\n      }\n      appearance {\n        logoUrl\n        coverUrl\n        brandColor\n        welcomeText\n      }\n      categories {\n        uuid\n        name\n        children {\n          uuid\n          name\n        }\n      }\n      cartSetting {\n        requiredAmount\n        freeShippingRequiredAmount\n        additionalTax\n        additionalTaxType\n        deliveryFeeType\n        chargeDeliveryFeeFrom\n        addressInputType\n        locationScope\n      }\n      shippingMethods {\n        uuid\n        kind\n        name\n        fee\n        pickupAddress\n      }\n    }\n  }\n"): (typeof documents)["\n  query Storefront($appUuid: ID!) {\n    storefront(appUuid: $appUuid) {\n      uuid\n      name\n      status\n      open\n      preview\n      notice\n      maintenanceMessage\n      paymentMethods\n      onlinePaymentChannels\n      paymentAccounts {\n        uuid\n        kind\n        kindLabel\n        bankName\n        accountName\n        accountNumber\n        qrImageUrl\n      }\n      allowProductRemarks\n      allowAdvanceOrder\n      announcement {\n        uuid\n        message\n        productUuid\n      }\n      appearance {\n        logoUrl\n        coverUrl\n        brandColor\n        welcomeText\n      }\n      categories {\n        uuid\n        name\n        children {\n          uuid\n          name\n        }\n      }\n      cartSetting {\n        requiredAmount\n        freeShippingRequiredAmount\n        additionalTax\n        additionalTaxType\n        deliveryFeeType\n        chargeDeliveryFeeFrom\n        addressInputType\n        locationScope\n      }\n      shippingMethods {\n        uuid\n        kind\n        name\n        fee\n        pickupAddress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreProducts($appUuid: ID!, $first: Int, $after: String, $search: String, $categoryUuid: ID) {\n    storeProducts(appUuid: $appUuid, first: $first, after: $after, search: $search, categoryUuid: $categoryUuid) {\n      edges {\n        node {\n          uuid\n          name\n          price\n          compareAtPrice\n          photoUrl\n          soldOut\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreProducts($appUuid: ID!, $first: Int, $after: String, $search: String, $categoryUuid: ID) {\n    storeProducts(appUuid: $appUuid, first: $first, after: $after, search: $search, categoryUuid: $categoryUuid) {\n      edges {\n        node {\n          uuid\n          name\n          price\n          compareAtPrice\n          photoUrl\n          soldOut\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreProduct($appUuid: ID!, $uuid: ID!) {\n    storeProduct(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      name\n      description\n      price\n      compareAtPrice\n      photoUrl\n      soldOut\n      options {\n        name\n        values\n      }\n      variants {\n        uuid\n        variantName\n        optionValues\n        price\n        compareAtPrice\n        stockQuantity\n        soldOut\n      }\n      addOns {\n        uuid\n        name\n        price\n        maxQuantity\n      }\n      photos {\n        uuid\n        url\n        thumbnailUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreProduct($appUuid: ID!, $uuid: ID!) {\n    storeProduct(appUuid: $appUuid, uuid: $uuid) {\n      uuid\n      name\n      description\n      price\n      compareAtPrice\n      photoUrl\n      soldOut\n      options {\n        name\n        values\n      }\n      variants {\n        uuid\n        variantName\n        optionValues\n        price\n        compareAtPrice\n        stockQuantity\n        soldOut\n      }\n      addOns {\n        uuid\n        name\n        price\n        maxQuantity\n      }\n      photos {\n        uuid\n        url\n        thumbnailUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreDeliveryPlaces($appUuid: ID!, $parentCode: String) {\n    storeDeliveryPlaces(appUuid: $appUuid, parentCode: $parentCode) {\n      code\n      name\n      singleCityCode\n    }\n  }\n"): (typeof documents)["\n  query StoreDeliveryPlaces($appUuid: ID!, $parentCode: String) {\n    storeDeliveryPlaces(appUuid: $appUuid, parentCode: $parentCode) {\n      code\n      name\n      singleCityCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreDeliveryQuote($appUuid: ID!, $regionCode: String!, $provinceCode: String!, $cityCode: String) {\n    storeDeliveryQuote(appUuid: $appUuid, regionCode: $regionCode, provinceCode: $provinceCode, cityCode: $cityCode) {\n      delivers\n      message\n      areaName\n      deliveryFee\n      leadTimeMinDays\n      leadTimeMaxDays\n    }\n  }\n"): (typeof documents)["\n  query StoreDeliveryQuote($appUuid: ID!, $regionCode: String!, $provinceCode: String!, $cityCode: String) {\n    storeDeliveryQuote(appUuid: $appUuid, regionCode: $regionCode, provinceCode: $provinceCode, cityCode: $cityCode) {\n      delivers\n      message\n      areaName\n      deliveryFee\n      leadTimeMinDays\n      leadTimeMaxDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreCartQuote($input: StoreCartQuoteInput!) {\n    storeCartQuote(input: $input) {\n      subtotal\n      deliveryFee\n      tax\n      discount\n      total\n      maxCodes\n      discounts {\n        title\n        code\n        amount\n      }\n      codes {\n        code\n        applied\n        message\n      }\n      offers {\n        title\n        message\n        remaining\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreCartQuote($input: StoreCartQuoteInput!) {\n    storeCartQuote(input: $input) {\n      subtotal\n      deliveryFee\n      tax\n      discount\n      total\n      maxCodes\n      discounts {\n        title\n        code\n        amount\n      }\n      codes {\n        code\n        applied\n        message\n      }\n      offers {\n        title\n        message\n        remaining\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreCheckout($input: StoreCheckoutInput!) {\n    storeCheckout(input: $input) {\n      transactionNumber\n      total\n      status\n      payBy\n      discounts {\n        title\n        code\n        amount\n      }\n      payment {\n        ...StoreOrderPaymentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StoreCheckout($input: StoreCheckoutInput!) {\n    storeCheckout(input: $input) {\n      transactionNumber\n      total\n      status\n      payBy\n      discounts {\n        title\n        code\n        amount\n      }\n      payment {\n        ...StoreOrderPaymentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreOrderPaymentFields on StoreOrderPayment {\n    uuid\n    channel\n    amount\n    status\n    checkoutUrl\n    failureMessage\n    transactionNumber\n    orderPaymentStatus\n    canRetry\n  }\n"): (typeof documents)["\n  fragment StoreOrderPaymentFields on StoreOrderPayment {\n    uuid\n    channel\n    amount\n    status\n    checkoutUrl\n    failureMessage\n    transactionNumber\n    orderPaymentStatus\n    canRetry\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreOrderPayment($appUuid: ID!, $uuid: ID!) {\n    storeOrderPayment(appUuid: $appUuid, uuid: $uuid) {\n      ...StoreOrderPaymentFields\n    }\n  }\n"): (typeof documents)["\n  query StoreOrderPayment($appUuid: ID!, $uuid: ID!) {\n    storeOrderPayment(appUuid: $appUuid, uuid: $uuid) {\n      ...StoreOrderPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreOrderPaymentRetry($appUuid: ID!, $uuid: ID!) {\n    storeOrderPaymentRetry(appUuid: $appUuid, uuid: $uuid) {\n      ...StoreOrderPaymentFields\n    }\n  }\n"): (typeof documents)["\n  mutation StoreOrderPaymentRetry($appUuid: ID!, $uuid: ID!) {\n    storeOrderPaymentRetry(appUuid: $appUuid, uuid: $uuid) {\n      ...StoreOrderPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreOrderFields on StoreOrder {\n    uuid\n    transactionNumber\n    status\n    paymentStatus\n    paymentMethod\n    fulfillment\n    customerName\n    subtotal\n    deliveryFee\n    tax\n    discount\n    discounts {\n      title\n      code\n      kind\n      amount\n    }\n    total\n    createdAt\n    advanceOrderDate\n    depositSlipUrl\n    canUploadDepositSlip\n    latestPayment {\n      uuid\n      status\n      canRetry\n    }\n    payBy\n    expired\n    items {\n      uuid\n      productName\n      variantName\n      unitPrice\n      quantity\n      lineTotal\n      addOns {\n        name\n        price\n        quantity\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment StoreOrderFields on StoreOrder {\n    uuid\n    transactionNumber\n    status\n    paymentStatus\n    paymentMethod\n    fulfillment\n    customerName\n    subtotal\n    deliveryFee\n    tax\n    discount\n    discounts {\n      title\n      code\n      kind\n      amount\n    }\n    total\n    createdAt\n    advanceOrderDate\n    depositSlipUrl\n    canUploadDepositSlip\n    latestPayment {\n      uuid\n      status\n      canRetry\n    }\n    payBy\n    expired\n    items {\n      uuid\n      productName\n      variantName\n      unitPrice\n      quantity\n      lineTotal\n      addOns {\n        name\n        price\n        quantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreOrder($appUuid: ID!, $transactionNumber: String!, $mobile: String!) {\n    storeOrder(appUuid: $appUuid, transactionNumber: $transactionNumber, mobile: $mobile) {\n      ...StoreOrderFields\n    }\n  }\n"): (typeof documents)["\n  query StoreOrder($appUuid: ID!, $transactionNumber: String!, $mobile: String!) {\n    storeOrder(appUuid: $appUuid, transactionNumber: $transactionNumber, mobile: $mobile) {\n      ...StoreOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreOrderDepositSlip(\n    $appUuid: ID!\n    $transactionNumber: String!\n    $mobileNumber: String!\n    $depositSlipUuid: ID!\n  ) {\n    storeOrderDepositSlip(\n      appUuid: $appUuid\n      transactionNumber: $transactionNumber\n      mobileNumber: $mobileNumber\n      depositSlipUuid: $depositSlipUuid\n    ) {\n      ...StoreOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation StoreOrderDepositSlip(\n    $appUuid: ID!\n    $transactionNumber: String!\n    $mobileNumber: String!\n    $depositSlipUuid: ID!\n  ) {\n    storeOrderDepositSlip(\n      appUuid: $appUuid\n      transactionNumber: $transactionNumber\n      mobileNumber: $mobileNumber\n      depositSlipUuid: $depositSlipUuid\n    ) {\n      ...StoreOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StorefrontTrack($input: StorefrontTrackInput!) {\n    storefrontTrack(input: $input)\n  }\n"): (typeof documents)["\n  mutation StorefrontTrack($input: StorefrontTrackInput!) {\n    storefrontTrack(input: $input)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;