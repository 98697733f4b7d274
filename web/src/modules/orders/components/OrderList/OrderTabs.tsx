import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import type { OrderStatus } from '../../../../generated/graphql';
import { badgeLabel } from '../../../../lib/format';
import type { StatusTab } from '../../orderList';

export interface OrderTabsProps {
  tabs: readonly StatusTab[];
  status: OrderStatus;
  advance: boolean;
  url: (status: OrderStatus, advance: boolean) => string;
  onAdvanceChange: (advance: boolean) => void;
}

/** The tracker's status tabs with their counts, and the advance-orders filter. */
export function OrderTabs({ tabs, status, advance, url, onAdvanceChange }: OrderTabsProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ alignItems: { md: 'center' }, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tabs
        value={status}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Order status"
        sx={{ flex: 1 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.status}
            value={tab.status}
            component={RouterLink}
            to={url(tab.status, advance)}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {tab.label}
                {tab.count === null ? null : (
                  <Chip
                    size="small"
                    label={badgeLabel(tab.count) || '0'}
                    aria-label={`${tab.count} orders`}
                    sx={{ height: 20, fontSize: '0.75rem' }}
                  />
                )}
              </Box>
            }
          />
        ))}
      </Tabs>
      <FormControlLabel
        sx={{ px: 2, py: { xs: 0.5, md: 0 }, whiteSpace: 'nowrap' }}
        control={<Switch checked={advance} onChange={(e) => onAdvanceChange(e.target.checked)} />}
        label="Advance orders only"
      />
    </Stack>
  );
}
