import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CommentReplyRuleFieldsFragment } from '../../../generated/graphql';
import { ActionRow, ActionRowList } from '../../../lib/lists/ActionRows';
import { ruleReplies, ruleScope } from '../ruleText';

export interface RuleRowsProps {
  rules: readonly CommentReplyRuleFieldsFragment[];
  editUrl: (rule: CommentReplyRuleFieldsFragment) => string;
  onToggle: (rule: CommentReplyRuleFieldsFragment, active: boolean) => void;
  onDelete: (rule: CommentReplyRuleFieldsFragment) => void;
  /** The rule whose on/off is being saved. */
  busyUuid: string | null;
}

/** Each rule: its name, which comments it answers, with what, on/off, Edit and Delete. */
export function RuleRows({ rules, editUrl, onToggle, onDelete, busyUuid }: RuleRowsProps) {
  return (
    <ActionRowList label="Rules">
      {rules.map((rule) => (
        <ActionRow
          key={rule.uuid}
          label={rule.name}
          details={
            <>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{rule.name}</Typography>
                {!rule.active && <Chip size="small" label="Off" />}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {ruleScope(rule)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Answers with a {ruleReplies(rule)}
              </Typography>
            </>
          }
          actions={
            <>
              <FormControlLabel
                control={
                  <Switch
                    checked={rule.active}
                    disabled={busyUuid === rule.uuid}
                    onChange={(_e, on) => onToggle(rule, on)}
                    slotProps={{ input: { 'aria-label': `${rule.name} on` } }}
                  />
                }
                label={rule.active ? 'On' : 'Off'}
              />
              <Button size="small" component={RouterLink} to={editUrl(rule)} aria-label={`Edit ${rule.name}`}>
                Edit
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => onDelete(rule)}
                aria-label={`Delete ${rule.name}`}
              >
                Delete
              </Button>
            </>
          }
        />
      ))}
    </ActionRowList>
  );
}
