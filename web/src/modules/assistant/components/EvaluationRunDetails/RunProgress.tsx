import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { askingLabel, progressValue } from '../../evaluationQuality';

/** A running evaluation's progress: a bar of done/total and "Asking 40 of 222…". */
export function RunProgress({ run }: { run: { done: number; total: number } }) {
  return (
    <Box role="status">
      <LinearProgress
        variant="determinate"
        value={progressValue(run)}
        aria-label="Evaluation progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {askingLabel(run)}
      </Typography>
    </Box>
  );
}
