import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export type EvaluationTab = 'dataset' | 'history';

export interface EvaluationTabsProps {
  current: EvaluationTab;
  /** The URL of each tab. */
  hrefs: Readonly<Record<EvaluationTab, string>>;
}

/** The Evaluation heading and its Dataset / History tabs (links to their routes). */
export function EvaluationTabs({ current, hrefs }: EvaluationTabsProps) {
  return (
    <Box>
      <Typography variant="h1">Evaluation</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Check the assistant against messages your customers send, and see how often it understands them.
      </Typography>
      <Tabs
        value={current}
        aria-label="Evaluation"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="dataset" label="Dataset" component={RouterLink} to={hrefs.dataset} />
        <Tab value="history" label="History" component={RouterLink} to={hrefs.history} />
      </Tabs>
    </Box>
  );
}
