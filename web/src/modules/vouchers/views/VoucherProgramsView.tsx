import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import type { AppRouteName } from '../../../bundles';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { CodesPanel } from '../components/CodesPanel/CodesPanel';
import { ProgramsPanel } from '../components/ProgramsPanel/ProgramsPanel';
import { KIND_WORDS, managementKind, tabOf, VOUCHER_TABS } from '../voucherRoutes';

/**
 * store-management vouchers/:status and rebates/:status: the batches (or rebate programs) on `active`,
 * and the codes at each status on the other tabs; the tab is the URL's :status.
 */
export default function VoucherProgramsView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const navigate = useNavigate();
  const { status } = useParams();
  const kind = managementKind(info?.name);
  const words = KIND_WORDS[kind];
  const tab = tabOf(status);
  const screen = (info?.name ?? 'store-management-vouchers') as AppRouteName;
  if (!route) return null;
  const appUuid = route.appUUID;
  const toTab = (value: string) => route.url(screen, { status: value });
  const heading = info?.title ?? (kind === 'REBATE' ? 'Rebates' : 'Vouchers');

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="p" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: '4px !important' }}>
        {words.intro}
      </Typography>
      <Tabs
        value={tab.value}
        onChange={(_e, value: string) => void navigate(toTab(value))}
        aria-label={`${heading} by status`}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {VOUCHER_TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.status === null ? words.programs : t.label} />
        ))}
      </Tabs>
      {tab.status === null ? (
        <ProgramsPanel appUuid={appUuid} title={words.programs} kinds={[kind]} create={{ kind }} />
      ) : (
        <CodesPanel
          key={tab.value}
          appUuid={appUuid}
          title={`${tab.label} ${kind === 'REBATE' ? 'rebate vouchers' : 'vouchers'}`}
          kinds={[kind]}
          status={tab.status}
          canGive={kind === 'VOUCHER'}
          empty={
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography>No {tab.label.toLowerCase()} vouchers yet.</Typography>
              <Button component={RouterLink} to={toTab('active')} variant="outlined">
                See the {words.programs.toLowerCase()}
              </Button>
            </Stack>
          }
        />
      )}
    </Stack>
  );
}
