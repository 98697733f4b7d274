import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { EvaluationRunSummaryFragment } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../lib/format';
import { accuracyTone, formatAccuracy } from '../../evaluation';

export interface EvaluationRunListProps {
  /** Newest first. */
  runs: readonly EvaluationRunSummaryFragment[];
  selected: string | null;
  onSelect: (uuid: string) => void;
}

/** Past evaluations: when (Manila time), the share of cases passed and the accuracy. */
export function EvaluationRunList({ runs, selected, onSelect }: EvaluationRunListProps) {
  return (
    <List disablePadding aria-label="Evaluation runs">
      {runs.map((run) => {
        const when = formatDateTime(run.createdAt);
        return (
          <ListItemButton
            key={run.uuid}
            divider
            selected={run.uuid === selected}
            aria-current={run.uuid === selected ? 'true' : undefined}
            aria-label={`${when}, ${formatAccuracy(run.accuracy)}, ${run.passed}/${run.total} passed`}
            onClick={() => onSelect(run.uuid)}
            sx={{ gap: 1, px: 2 }}
          >
            <ListItemText primary={when} secondary={`${run.passed}/${run.total} passed`} />
            <Chip
              size="small"
              color={accuracyTone(run.accuracy)}
              label={formatAccuracy(run.accuracy)}
              sx={{ fontWeight: 600 }}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
