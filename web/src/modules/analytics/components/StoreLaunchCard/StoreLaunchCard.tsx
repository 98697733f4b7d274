import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { WidgetCard } from '../WidgetCard/WidgetCard';

export interface StoreLaunchCardProps {
  /** Null while the app is loading. */
  launched: boolean | null;
  /** The store-launch screen (announce the launch on Messenger); null where the bundle has none. */
  launchUrl: string | null;
}

/** Store Launch: once the store is live, the one button that announces it to the Page's followers. */
export function StoreLaunchCard({ launched, launchUrl }: StoreLaunchCardProps) {
  return (
    <WidgetCard
      title="Store Launch"
      loading={launched === null}
      error={null}
      onRetry={() => undefined}
      empty={
        launched === false
          ? 'Once your store is launched, you can announce it to your followers on Messenger from here.'
          : null
      }
    >
      <Typography sx={{ mb: 1.5 }}>
        Your store is live. Tell your Page's followers on Messenger that they can now shop in it.
      </Typography>
      {launchUrl ? (
        <Button variant="outlined" startIcon={<CampaignOutlined />} component={RouterLink} to={launchUrl}>
          Announce your launch
        </Button>
      ) : null}
    </WidgetCard>
  );
}
