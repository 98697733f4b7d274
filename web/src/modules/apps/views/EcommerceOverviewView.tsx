import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { appUrl } from '../../../bundles';
import { useCurrentApp } from '../../../shell/CurrentApp';
import { SetupChecklist } from '../../setup/components/SetupChecklist';
import { BusinessPromotionReminder } from '../components/BusinessPromotionReminder/BusinessPromotionReminder';
import { KpiCard } from '../components/KpiCard/KpiCard';

const PENDING = 'Data arrives with the orders module';

const KPIS = [
  { label: "Today's Sales Amount", icon: <PaymentsOutlined /> },
  { label: "Today's Orders", icon: <ReceiptLongOutlined /> },
  { label: 'Latest Customers', icon: <PeopleOutlined /> },
  { label: 'Low Inventory Products', icon: <Inventory2Outlined /> },
] as const;

/** ecommerce-overview: the store's dashboard frame; the figures arrive with the orders module. */
export default function EcommerceOverviewView() {
  const info = useScreenInfo();
  const current = useCurrentApp();
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">{info?.title ?? 'Overview'}</Typography>
        <Typography color="text.secondary">
          {current?.app ? `How ${current.app.name} is doing today.` : <Skeleton width={220} />}
        </Typography>
      </Box>
      {current ? <SetupChecklist appUuid={current.appUUID} bundleKey={current.bundle.key} /> : null}
      {current ? <BusinessPromotionReminder appUuid={current.appUUID} /> : null}
      {current?.app?.launchedAt && current.bundle.key === 'ecommerce-b2c' ? (
        <Box>
          <Button
            variant="outlined"
            startIcon={<CampaignOutlined />}
            component={RouterLink}
            to={appUrl('ecommerce-store-launch', { key: 'ecommerce-b2c', appUUID: current.appUUID })}
          >
            Announce your launch
          </Button>
        </Box>
      ) : null}
      <Box
        component="section"
        aria-label="Key figures"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {KPIS.map((kpi) => (
          <KpiCard key={kpi.label} label={kpi.label} icon={kpi.icon} value={null} caption={PENDING} />
        ))}
      </Box>
    </Stack>
  );
}
