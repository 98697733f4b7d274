import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { EvaluationRunDetailsFieldsFragment } from '../../../../generated/graphql';
import { TableRegion } from '../../../../lib/a11y/TableRegion';
import { sameProducts } from '../../evaluation';
import { intentLabel } from '../../labels';

type Result = EvaluationRunDetailsFieldsFragment['results'][number];

function Products({ names }: { names: readonly string[] }) {
  return names.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      None
    </Typography>
  ) : (
    <Typography variant="body2">{names.join(', ')}</Typography>
  );
}

function ResultChip({ passed }: { passed: boolean }) {
  return (
    <Chip
      size="small"
      label={passed ? 'Passed' : 'Failed'}
      color={passed ? 'success' : 'error'}
      variant={passed ? 'outlined' : 'filled'}
    />
  );
}

/** Phones: one card per case instead of a table wider than the screen. */
function ResultCards({ results }: { results: readonly Result[] }) {
  return (
    <Stack component="ul" aria-label="Evaluation results" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {results.map((result) => {
        const intentMissed = result.expectedIntent !== result.actualIntent;
        const productsMissed = !sameProducts(result.expectedProducts, result.actualProducts);
        return (
          <Box
            component="li"
            key={result.caseUuid}
            aria-label={result.message}
            sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{result.message}</Typography>
              <ResultChip passed={result.passed} />
            </Stack>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Intent: {intentLabel(result.expectedIntent)}
              {' → '}
              <Box component="span" sx={{ color: intentMissed ? 'error.main' : 'text.secondary' }}>
                {intentLabel(result.actualIntent)}
              </Box>
            </Typography>
            <Typography variant="body2">
              Products: {result.expectedProducts.join(', ') || 'None'}
              {' → '}
              <Box component="span" sx={{ color: productsMissed ? 'error.main' : 'text.secondary' }}>
                {result.actualProducts.join(', ') || 'None'}
              </Box>
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {result.reply}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

/** Every case of a run: message, expected vs actual intent and products, the reply, pass or fail. */
export function EvaluationResultsTable({ results }: { results: readonly Result[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone) return <ResultCards results={results} />;
  return (
    <TableRegion label="Evaluation results">
      <Table size="small" aria-label="Evaluation results" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>Message</TableCell>
            <TableCell>Intent (expected / actual)</TableCell>
            <TableCell>Products (expected / actual)</TableCell>
            <TableCell>Reply</TableCell>
            <TableCell>Result</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((result) => {
            const intentMissed = result.expectedIntent !== result.actualIntent;
            const productsMissed = !sameProducts(result.expectedProducts, result.actualProducts);
            return (
              <TableRow key={result.caseUuid} aria-label={result.message} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{result.message}</TableCell>
                <TableCell>
                  <Typography variant="body2">{intentLabel(result.expectedIntent)}</Typography>
                  <Typography variant="body2" color={intentMissed ? 'error' : 'text.secondary'}>
                    {intentLabel(result.actualIntent)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Products names={result.expectedProducts} />
                  <Typography component="div" color={productsMissed ? 'error' : 'text.secondary'}>
                    <Products names={result.actualProducts} />
                  </Typography>
                </TableCell>
                <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  <Typography variant="body2">{result.reply}</Typography>
                </TableCell>
                <TableCell>
                  <ResultChip passed={result.passed} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
