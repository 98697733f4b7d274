import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EvaluationRunDetailsFieldsFragment } from '../../../../generated/graphql';
import { accuracyTone, formatAccuracy, weakestFirst } from '../../evaluation';
import { intentLabel } from '../../labels';

/** A run over the store's dataset: the accuracy per intent, weakest first. */
export function IntentAccuracyList({ intents }: { intents: EvaluationRunDetailsFieldsFragment['intents'] }) {
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ mt: 2.5, mb: 1 }}>
        Accuracy by intent
      </Typography>
      {intents.length === 0 ? (
        <Typography color="text.secondary">No intents were checked in this run.</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1.25}
          aria-label="Accuracy by intent"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {weakestFirst(intents).map((row) => (
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
    </>
  );
}
