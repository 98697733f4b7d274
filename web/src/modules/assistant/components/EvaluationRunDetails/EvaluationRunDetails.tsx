import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EvaluationRunDetailsFieldsFragment } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../lib/format';
import { accuracyTone, formatAccuracy } from '../../evaluation';
import { DATASET_LABELS, failureText } from '../../evaluationQuality';
import { BuiltinResultsList } from './BuiltinResultsList';
import { EvaluationResultsTable } from './EvaluationResultsTable';
import { IntentAccuracyList } from './IntentAccuracyList';
import { LanguageQualityTable } from './LanguageQualityTable';
import { RunProgress } from './RunProgress';

export type EvaluationRunDetail = EvaluationRunDetailsFieldsFragment;

/** A run's score: while it runs, its progress; when it failed, why; when done, the accuracy. */
function Headline({ run }: { run: EvaluationRunDetail }) {
  if (run.status === 'running')
    return (
      <>
        <RunProgress run={run} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          The assistant answers each message in the background; the results show here when it is done, even if
          you leave this page meanwhile.
        </Typography>
      </>
    );
  if (run.status === 'failed')
    return (
      <Alert severity="error" role="alert">
        {failureText(run)}
      </Alert>
    );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="h2" component="p" color={`${accuracyTone(run.accuracy)}.main`}>
        {formatAccuracy(run.accuracy)}
      </Typography>
      <Typography color="text.secondary">
        accuracy · {run.passed}/{run.total} cases passed
      </Typography>
    </Stack>
  );
}

/**
 * One run: its score and, once done, the quality per language (built-in set) or the accuracy per
 * intent (the store's dataset), and every case's result.
 */
export function EvaluationRunDetails({ run }: { run: EvaluationRunDetail }) {
  const [failedOnly, setFailedOnly] = useState(false);
  const builtin = run.dataset === 'builtin';
  const results = failedOnly ? run.results.filter((r) => !r.passed) : run.results;
  const done = run.status === 'done';
  return (
    <Stack spacing={2} component="section" aria-label={`Evaluation of ${formatDateTime(run.createdAt)}`}>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {DATASET_LABELS[run.dataset]} · {formatDateTime(run.createdAt)}
        </Typography>
        <Headline run={run} />
        {done && builtin ? <LanguageQualityTable groups={run.groups} /> : null}
        {done && !builtin ? <IntentAccuracyList intents={run.intents} /> : null}
      </Card>
      {done ? (
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
          ) : builtin ? (
            <BuiltinResultsList key={String(failedOnly)} results={results} />
          ) : (
            <EvaluationResultsTable results={results} />
          )}
        </Card>
      ) : null}
    </Stack>
  );
}
