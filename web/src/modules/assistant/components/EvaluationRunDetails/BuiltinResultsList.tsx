import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EvaluationRunDetailsFieldsFragment } from '../../../../generated/graphql';
import { languageLabel, moodLabel } from '../../evaluationQuality';
import { intentLabel } from '../../labels';
import { ListPager } from '../ListPager';

type Result = EvaluationRunDetailsFieldsFragment['results'][number];

/** Results per page. */
export const RESULTS_PAGE_SIZE = 20;

function Compared({ label, expected, actual }: { label: string; expected: string; actual: string }) {
  const missed = expected !== actual;
  return (
    <Typography variant="body2">
      {label}: {expected}
      {' → '}
      <Box
        component="span"
        sx={{ color: missed ? 'error.main' : 'text.secondary', fontWeight: missed ? 600 : 400 }}
      >
        {actual}
      </Box>
    </Typography>
  );
}

function FactLine({ label, facts }: { label: string; facts: readonly string[] }) {
  if (facts.length === 0) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {facts.join(' · ')}
    </Typography>
  );
}

/**
 * A built-in run's results, one card per message (any width): language, expected → actual mood and
 * intent, and for failed ones the facts the reply missed and the facts no tool gave.
 */
export function BuiltinResultsList({ results }: { results: readonly Result[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(results.length / RESULTS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = results.slice((current - 1) * RESULTS_PAGE_SIZE, current * RESULTS_PAGE_SIZE);
  return (
    <>
      <Stack component="ul" aria-label="Evaluation results" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((result) => (
          <Box
            component="li"
            key={result.caseUuid}
            aria-label={result.message}
            sx={{ px: { xs: 2, sm: 3 }, py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{result.message}</Typography>
              <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                {result.language ? (
                  <Chip size="small" variant="outlined" label={languageLabel(result.language)} />
                ) : null}
                <Chip
                  size="small"
                  label={result.passed ? 'Passed' : 'Failed'}
                  color={result.passed ? 'success' : 'error'}
                  variant={result.passed ? 'outlined' : 'filled'}
                />
              </Stack>
            </Stack>
            <Box sx={{ mt: 0.5 }}>
              <Compared
                label="Mood"
                expected={moodLabel(result.expectedMood)}
                actual={moodLabel(result.actualMood)}
              />
              <Compared
                label="Intent"
                expected={intentLabel(result.expectedIntent)}
                actual={intentLabel(result.actualIntent)}
              />
              {result.passed ? null : (
                <>
                  <FactLine label="Missing facts" facts={result.missingFacts} />
                  <FactLine label="Unsupported facts" facts={result.unsupported} />
                </>
              )}
            </Box>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {result.reply}
            </Typography>
          </Box>
        ))}
      </Stack>
      <ListPager pages={pages} page={current} onChange={setPage} label="Evaluation results pages" />
    </>
  );
}
