import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { JobStatus } from '../../../../generated/graphql';
import { badgeLabel } from '../../../../lib/format';
import type { JobTab } from '../../jobList';

export interface JobTabsProps {
  tabs: readonly JobTab[];
  status: JobStatus;
  onChange: (status: JobStatus) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
}

/** The id of a status tab, for the panel's aria-labelledby. */
export const jobTabId = (status: JobStatus) => `job-tab-${status}`;

/** One tab per job status, each with its count once loaded. */
export function JobTabs({ tabs, status, onChange, panelId }: JobTabsProps) {
  return (
    <Tabs
      value={status}
      onChange={(_event, next: JobStatus) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Job status"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.status}
          value={tab.status}
          id={jobTabId(tab.status)}
          aria-controls={panelId}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              {tab.label}
              {tab.count === null ? null : (
                <Chip
                  size="small"
                  label={badgeLabel(tab.count) || '0'}
                  aria-label={`${tab.count} ${tab.count === 1 ? 'job' : 'jobs'}`}
                  color={tab.status === 'failed' && tab.count > 0 ? 'error' : 'default'}
                  sx={{ height: 20, fontSize: '0.75rem' }}
                />
              )}
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
