import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import SentimentNeutralOutlined from '@mui/icons-material/SentimentNeutralOutlined';
import SentimentSatisfiedAltOutlined from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import Tooltip from '@mui/material/Tooltip';
import type { Sentiment } from '../../../../generated/graphql';

const LOOK = {
  POSITIVE: { Icon: SentimentSatisfiedAltOutlined, color: 'success.main', word: 'positive' },
  NEUTRAL: { Icon: SentimentNeutralOutlined, color: 'text.secondary', word: 'neutral' },
  NEGATIVE: { Icon: SentimentDissatisfiedOutlined, color: 'error.main', word: 'negative' },
} as const;

/** A customer message's sentiment (document 1 §2), named for screen readers: 'Sentiment: negative'. */
export function SentimentIcon({ sentiment }: { sentiment: Sentiment }) {
  const { Icon, color, word } = LOOK[sentiment];
  const label = `Sentiment: ${word}`;
  return (
    <Tooltip title={label}>
      <Icon titleAccess={label} sx={{ fontSize: 18, color }} />
    </Tooltip>
  );
}
