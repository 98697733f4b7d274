import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EvaluationRunDetailsQuery } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../lib/format';
import { accuracyTone, formatAccuracy, weakestFirst } from '../../evaluation';
import { intentLabel } from '../../labels';
import { EvaluationResultsTable } from './EvaluationResultsTable';

export type EvaluationRunDetail = EvaluationRunDetailsQuery['evaluationRun'];

/** One run: its score, the accuracy per intent (weakest first) and every case's result. */
export function EvaluationRunDetails({ run }: { run: EvaluationRunDetail }) {
  const [failedOnly, setFailedOnly] = useState(false);
  const results = failedOnly ? run.results.filter((r) => !r.passed) : run.results;
  return (
    <Stack spacing={2} component="section" aria-label={`Evaluation of ${formatDateTime(run.createdAt)}`}>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(run.createdAt)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h2" component="p" color={`${accuracyTone(run.accuracy)}.main`}>
            {formatAccuracy(run.accuracy)}
          </Typography>
          <Typography color="text.secondary">
            accuracy · {run.passed}/{run.total} cases passed
          </Typography>
        </Stack>
        <Typography variant="h3" component="h3" sx={{ mt: 2.5, mb: 1 }}>
          Accuracy by intent
        </Typography>
        {run.intents.length === 0 ? (
          <Typography color="text.secondary">No intents were checked in this run.</Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1.25}
            aria-label="Accuracy by intent"
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {weakestFirst(run.intents).map((row) => (
              <Box
                component="li"
                key={row.intent}
                aria-label={`${intentLabel(row.intent)}: ${formatAccuracy(row.accuracy)}`}
              >
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2">{intentLabel(row.intent)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {row.passed}/{row.total} · {formatAccuracy(row.accuracy)}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={Math.round(Math.min(1, Math.max(0, row.accuracy)) * 100)}
                  color={accuracyTone(row.accuracy)}
                  aria-hidden
                  sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
                />
              </Box>
            ))}
          </Stack>
        )}
      </Card>
      <Card>
        <Stack
          direction="row"
          sx={{
            px: { xs: 2, sm: 3 },
            pt: 2,
            pb: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="h3" component="h3">
            Results
          </Typography>
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={failedOnly}
                onChange={(event) => setFailedOnly(event.target.checked)}
              />
            }
            label="Failed only"
          />
        </Stack>
        {results.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
            {failedOnly ? 'Every case passed.' : 'This run had no cases.'}
          </Typography>
        ) : (
          <EvaluationResultsTable results={results} />
        )}
      </Card>
    </Stack>
  );
}
