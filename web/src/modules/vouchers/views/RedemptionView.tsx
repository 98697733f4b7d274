import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { CodesPanel } from '../components/CodesPanel/CodesPanel';
import { CounterCard } from '../components/CounterCard/CounterCard';

/** store-manager / main-distributor "Redeemed Vouchers": the counter, then the vouchers redeemed, newest first. */
export default function RedemptionView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const [round, setRound] = useState(0);
  if (!route) return null;
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{info?.title ?? 'Redeemed Vouchers'}</Typography>
      <CounterCard appUuid={route.appUUID} onRedeemed={() => setRound((n) => n + 1)} />
      <CodesPanel
        key={round}
        appUuid={route.appUUID}
        title="Redeemed vouchers"
        kinds={null}
        status="REDEEMED"
        empty="No voucher has been redeemed yet. Redeemed vouchers, at the counter or at checkout, appear here."
      />
    </Stack>
  );
}
