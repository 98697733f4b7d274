import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import type { BundleDef } from '../../bundles';
import type { MemberRole } from '../../generated/graphql';
import { canManageApp } from '../../modules/apps/access';
import {
  AppResendVerificationEmailMutation,
  AppSetupQuery,
  FetchUnverifiedNotificationEmailsQuery,
  FetchUnverifiedSupportEmailsQuery,
} from '../../modules/apps/graphql/settings';
import { MerchantCategoryDialogContainer } from '../../modules/apps/views/dialogs/MerchantCategoryDialogContainer';
import { MdrPrompt } from '../../modules/catalog/components/MdrDialog/MdrPrompt';
import { OrderReminders } from '../../modules/orders/components/OrderReminders/OrderReminders';
import { useAlert } from '../alert/AlertContext';
import {
  deferMerchantDetails,
  isMerchantDetailsDeferred,
  needsMerchantDetails,
  resendSuccessText,
  type UnverifiedKind,
  unverifiedBannerText,
} from './rules';
import { UnverifiedEmailBanner } from './UnverifiedEmailBanner';

export interface AppSetupPromptsContentProps {
  appUuid: string;
  /** The app's bundle: where its order reminders link to (none where it has no orders). */
  bundle?: BundleDef;
  /**
   * The user's role in the app, as the shell already knows it: the banners' queries go out with the
   * setup query, in one request, instead of waiting for its answer. Without it, the setup query's.
   */
  memberRole?: MemberRole | null;
  /** The profile is not complete: the Merchant Category form waits for it (never two prompts in a row). */
  profileDue?: boolean;
  /** The Complete user profile dialog is showing: the MDR and order-reminder dialogs wait until Later. */
  profileOpen?: boolean;
}

/** Fetch failures of the prompts are logged only (document 3 §8). */
function useLogged(error: unknown) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
}

/**
 * Inside an app, for its owner and admins: the unverified support and notification email banners,
 * and the Merchant Category form, which opens by itself while category or description is missing;
 * for everyone in an app with orders, the order reminders once no other dialog is open.
 */
export default function AppSetupPromptsContent({
  appUuid,
  bundle,
  memberRole,
  profileDue = false,
  profileOpen = profileDue,
}: AppSetupPromptsContentProps) {
  const alert = useAlert();
  const variables = { appUuid };
  const setup = useQuery(AppSetupQuery, { variables });
  const app = setup.data?.fetchAppByUuid;
  const manage = canManageApp(memberRole ?? app?.myRole);
  const support = useQuery(FetchUnverifiedSupportEmailsQuery, { variables, skip: !manage });
  const notification = useQuery(FetchUnverifiedNotificationEmailsQuery, { variables, skip: !manage });
  const [resendOne] = useMutation(AppResendVerificationEmailMutation);
  const [sending, setSending] = useState<UnverifiedKind | null>(null);
  const [closed, setClosed] = useState(() => isMerchantDetailsDeferred(appUuid));
  useLogged(setup.error);
  useLogged(support.error);
  useLogged(notification.error);

  const resend = async (kind: UnverifiedKind, emails: readonly string[]) => {
    setSending(kind);
    try {
      const results = await Promise.allSettled(
        emails.map((supportEmail) => resendOne({ variables: { appUuid, supportEmail } })),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) alert.error(failed.reason);
      else alert.success(resendSuccessText(emails));
    } finally {
      setSending(null);
    }
  };

  const banners: Array<{ kind: UnverifiedKind; emails: readonly string[] }> = [
    { kind: 'support', emails: support.data?.fetchUnverifiedSupportEmails ?? [] },
    { kind: 'notification', emails: notification.data?.fetchUnverifiedNotificationEmails ?? [] },
  ];
  // One persistent dialog at a time: while the Complete user profile dialog is due, this one waits.
  const formDue = app !== undefined && manage && needsMerchantDetails(app) && !closed && !profileDue;

  return (
    <>
      {manage ? (
        <Box aria-label="Account setup" component="section">
          {banners
            .filter((banner) => banner.emails.length > 0)
            .map((banner) => (
              <UnverifiedEmailBanner
                key={banner.kind}
                text={unverifiedBannerText(banner.kind, banner.emails)}
                busy={sending === banner.kind}
                onResend={() => void resend(banner.kind, banner.emails)}
              />
            ))}
        </Box>
      ) : null}
      <MerchantCategoryDialogContainer
        appUuid={appUuid}
        open={formDue}
        dismissLabel="Later"
        onDismiss={() => {
          deferMerchantDetails(appUuid);
          setClosed(true);
        }}
        onSaved={() => setClosed(true)}
      />
      {manage ? <MdrPrompt appUuid={appUuid} blocked={formDue || profileOpen} /> : null}
      {bundle ? <OrderReminders appUuid={appUuid} bundle={bundle} blocked={formDue || profileOpen} /> : null}
    </>
  );
}
