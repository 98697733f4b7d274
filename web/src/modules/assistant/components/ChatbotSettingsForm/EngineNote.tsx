import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AssistantEngine } from '../../../../generated/graphql';
import { engineLine } from '../../labels';

export interface EngineNoteProps {
  engine: AssistantEngine;
  /** The chat model's name (llm engine). */
  engineModel: string | null;
}

/** Which engine writes the suggested replies: set by the server's configuration, so read-only here. */
export function EngineNote({ engine, engineModel }: EngineNoteProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
      <SmartToyOutlined fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
      <Typography variant="body2" aria-label="Suggestion engine">
        {engineLine(engine, engineModel)}
      </Typography>
    </Stack>
  );
}
