import { useMutation, useQuery } from '@apollo/client/react';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { canManageApp } from '../../access';
import {
  BUSINESS_PROMOTION_OFF,
  BUSINESS_PROMOTION_TEXT,
  isManilaMonday,
  promotionClosed,
} from '../../businessPromotion';
import {
  BusinessPromotionReminderQuery,
  UpdateBusinessPromotionReminderMutation,
} from '../../graphql/settings';

/**
 * On Mondays (Manila), for the store's owner and admins: a nudge to promote the store; closed for the
 * day, or turned off for good ("Don't remind me", updateBusinessPromotionReminder; a failure is logged
 * only, document 3 §8).
 */
export function BusinessPromotionReminder({ appUuid }: { appUuid: string }) {
  const alert = useAlert();
  const monday = isManilaMonday();
  const { data } = useQuery(BusinessPromotionReminderQuery, { variables: { appUuid }, skip: !monday });
  const [update, { loading }] = useMutation(UpdateBusinessPromotionReminderMutation);
  const [closed, setClosed] = useState(() => promotionClosed.closed(appUuid));
  const app = data?.fetchAppByUuid;
  // For those who may turn it off: the store's owner and admins.
  if (!monday || closed || !app || !canManageApp(app.myRole) || !app.businessPromotionReminder) return null;
  const turnOff = async () => {
    try {
      await update({ variables: { appUuid, businessPromotionReminder: false } });
      setClosed(true);
      alert.success(BUSINESS_PROMOTION_OFF);
    } catch (err) {
      console.error(err);
    }
  };
  return (
    <Alert
      severity="info"
      role="status"
      icon={<CampaignOutlined />}
      onClose={() => {
        promotionClosed.close(appUuid);
        setClosed(true);
      }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={loading}
          onClick={() => void turnOff()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Don't remind me
        </Button>
      }
      sx={{
        mb: 2,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
      }}
    >
      {BUSINESS_PROMOTION_TEXT}
    </Alert>
  );
}
