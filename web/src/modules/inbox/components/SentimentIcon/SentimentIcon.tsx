import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import SentimentNeutralOutlined from '@mui/icons-material/SentimentNeutralOutlined';
import SentimentSatisfiedAltOutlined from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Sentiment } from '../../../../generated/graphql';

const LOOK = {
  POSITIVE: { Icon: SentimentSatisfiedAltOutlined, color: 'success.main', word: 'positive' },
  NEUTRAL: { Icon: SentimentNeutralOutlined, color: 'text.secondary', word: 'neutral' },
  NEGATIVE: { Icon: SentimentDissatisfiedOutlined, color: 'error.main', word: 'negative' },
} as const;

/**
 * A customer message's sentiment (document 1 §2): a face large enough to read at a glance and the
 * mood in words beside it (colour is never the only cue); named for screen readers 'Sentiment: negative'.
 */
export function SentimentIcon({ sentiment }: { sentiment: Sentiment }) {
  const { Icon, color, word } = LOOK[sentiment];
  const label = `Sentiment: ${word}`;
  return (
    <Stack direction="row" role="img" aria-label={label} sx={{ alignItems: 'center', gap: 0.25, color }}>
      <Icon aria-hidden sx={{ fontSize: 24 }} />
      <Typography variant="caption" aria-hidden sx={{ fontWeight: 600, textTransform: 'capitalize' }}>
        {word}
      </Typography>
    </Stack>
  );
}
