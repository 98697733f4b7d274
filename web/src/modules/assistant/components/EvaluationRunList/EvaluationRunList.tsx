import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { EvaluationRunSummaryFragment } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../lib/format';
import { accuracyTone, formatAccuracy } from '../../evaluation';
import { DATASET_LABELS, runStatusText } from '../../evaluationQuality';

export interface EvaluationRunListProps {
  /** Newest first. */
  runs: readonly EvaluationRunSummaryFragment[];
  selected: string | null;
  onSelect: (uuid: string) => void;
}

function StatusChip({ run }: { run: EvaluationRunSummaryFragment }) {
  if (run.status === 'running') return <Chip size="small" color="info" variant="outlined" label="Running" />;
  if (run.status === 'failed') return <Chip size="small" color="error" label="Failed" />;
  return (
    <Chip
      size="small"
      color={accuracyTone(run.accuracy)}
      label={formatAccuracy(run.accuracy)}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** What a screen reader hears for a run: the set, when, and its score or state. */
function runLabel(run: EvaluationRunSummaryFragment, when: string): string {
  const set = DATASET_LABELS[run.dataset];
  if (run.status === 'done') return `${set}, ${when}, ${formatAccuracy(run.accuracy)}, ${runStatusText(run)}`;
  if (run.status === 'running') return `${set}, ${when}, running, ${runStatusText(run)}`;
  return `${set}, ${when}, failed`;
}

/** Past evaluations: which set, when (Manila time), and the accuracy, the progress or the failure. */
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
            aria-label={runLabel(run, when)}
            onClick={() => onSelect(run.uuid)}
            sx={{ gap: 1, px: 2 }}
          >
            <ListItemText
              primary={DATASET_LABELS[run.dataset]}
              secondary={`${when} · ${runStatusText(run)}`}
            />
            <StatusChip run={run} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
