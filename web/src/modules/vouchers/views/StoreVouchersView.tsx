import Stack from '@mui/material/Stack';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { ProgramsPanel } from '../components/ProgramsPanel/ProgramsPanel';
import { storeRoutes } from '../voucherRoutes';

/** store-manager / main-distributor "Rebates": the store's voucher batches and rebates with their counts. */
export default function StoreVouchersView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  if (!route) return null;
  const names = storeRoutes(info?.name);
  return (
    <Stack spacing={2}>
      <ProgramsPanel
        appUuid={route.appUUID}
        title={info?.title ?? 'Rebates'}
        kinds={['VOUCHER', 'REBATE']}
        create={{ url: route.url(names.create), label: 'Create Voucher' }}
      />
    </Stack>
  );
}
