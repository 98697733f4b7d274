import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EvaluationCaseFieldsFragment } from '../../../../generated/graphql';
import { intentLabel } from '../../labels';

export interface EvaluationCaseListProps {
  cases: readonly EvaluationCaseFieldsFragment[];
  onEdit: (evaluationCase: EvaluationCaseFieldsFragment) => void;
  onRemove: (evaluationCase: EvaluationCaseFieldsFragment) => void;
  /** Editing is off while an evaluation runs. */
  disabled?: boolean;
  /** Owners and admins edit and remove cases; other members only read. */
  canManage?: boolean;
}

/** The dataset: each customer message with the intent and products a good reply has. */
export function EvaluationCaseList({
  cases,
  onEdit,
  onRemove,
  disabled = false,
  canManage = true,
}: EvaluationCaseListProps) {
  return (
    <List disablePadding aria-label="Evaluation cases">
      {cases.map((item) => (
        <ListItem
          key={item.uuid}
          aria-label={item.message}
          divider
          sx={{ alignItems: 'flex-start', gap: 1, px: { xs: 2, sm: 3 }, py: 1.5 }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{item.message}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1, alignItems: 'center' }}>
              <Chip size="small" color="primary" label={intentLabel(item.expectedIntent)} />
              {item.expectedProducts.length === 0 ? (
                <Typography variant="caption" color="text.secondary">
                  No products expected
                </Typography>
              ) : (
                item.expectedProducts.map((name) => (
                  <Chip key={name} size="small" variant="outlined" label={name} sx={{ maxWidth: '100%' }} />
                ))
              )}
            </Stack>
          </Box>
          {canManage ? (
            <Stack direction="row" sx={{ flexShrink: 0 }}>
              <IconButton
                size="small"
                aria-label={`Edit ${item.message}`}
                onClick={() => onEdit(item)}
                disabled={disabled}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Remove ${item.message}`}
                onClick={() => onRemove(item)}
                disabled={disabled}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Stack>
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}
