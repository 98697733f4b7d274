import { useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import type { SegmentFieldsFragment } from '../../../generated/graphql';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { FormAlert } from '../../../lib/forms/FormAlert';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useDebouncedValue } from '../../catalog/hooks/useDebouncedValue';
import {
  CustomerSegmentsQuery,
  SegmentCreateMutation,
  SegmentPreviewQuery,
  SegmentUpdateMutation,
} from '../graphql/segments';
import { draftOf, inputOf, newRule, type RuleDraft } from '../segmentRules';
import { RuleRow } from './RuleRow';
import { SegmentPreviewCard } from './SegmentPreviewCard';

export const MAX_RULES = 10;

export interface SegmentEditorProps {
  appUuid: string;
  /** null: a new segment. */
  segment: SegmentFieldsFragment | null;
  onSaved: (segment: SegmentFieldsFragment) => void;
  onCancel: () => void;
  /** A member who may not change segments: the rules can be tried (count and sample), not saved. */
  readOnly?: boolean;
}

/** A segment's name and rules, with the count and a sample of who matches, live as the rules change. */
export function SegmentEditor({ appUuid, segment, onSaved, onCancel, readOnly = false }: SegmentEditorProps) {
  const [name, setName] = useState(segment?.name ?? '');
  const [rules, setRules] = useState<RuleDraft[]>(() => (segment ? segment.rules.map(draftOf) : [newRule()]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const inputs = useMemo(() => rules.map(inputOf), [rules]);
  const settled = useDebouncedValue(inputs, 400);
  const preview = useQuery(SegmentPreviewQuery, {
    variables: { appUuid, rules: settled },
    fetchPolicy: 'cache-and-network',
  });
  const live = fieldErrors(preview.error);
  const [liveField, liveMessage] = Object.entries(live)[0] ?? [];
  const liveProblem = liveField?.startsWith('rules.')
    ? `Rule ${Number(liveField.slice('rules.'.length)) + 1}: ${liveMessage}`
    : (liveMessage ?? (preview.error ? errorMessage(preview.error) : null));
  const refetchQueries = [{ query: CustomerSegmentsQuery, variables: { appUuid } }];
  const [create, creating] = useMutation(SegmentCreateMutation, { refetchQueries });
  const [update, updating] = useMutation(SegmentUpdateMutation, { refetchQueries });

  const change = (i: number, rule: RuleDraft) => setRules((all) => all.map((r, j) => (j === i ? rule : r)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly) return;
    setErrors({});
    setAlert(null);
    const input = { name, rules: inputs };
    try {
      const saved = segment
        ? (await update({ variables: { appUuid, uuid: segment.uuid, input } })).data?.customerSegmentUpdate
        : (await create({ variables: { appUuid, input } })).data?.customerSegmentCreate;
      if (saved) onSaved(saved);
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      setAlert(Object.keys(fields).length > 0 ? null : errorMessage(err));
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label={segment ? `Edit ${segment.name}` : 'New segment'}
    >
      <Typography variant="h6" component="h2">
        {segment ? `Edit ${segment.name}` : 'New segment'}
      </Typography>
      <FormAlert message={alert} />
      <TextField
        label="Segment name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name ?? 'For example: Regulars who have not ordered in 30 days'}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'flex-start' } }}>
        <Stack spacing={1} sx={{ flex: 2, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3">
            Customers who match every rule
          </Typography>
          {rules.length === 0 && (
            <Typography color="text.secondary">
              No rules: the segment is every customer of the store.
            </Typography>
          )}
          <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }} aria-label="Rules">
            {rules.map((rule, i) => (
              <RuleRow
                key={rule.key}
                appUuid={appUuid}
                index={i}
                rule={rule}
                error={errors[`rules.${i}`] ?? live[`rules.${i}`]}
                onChange={(next) => change(i, next)}
                onRemove={() => setRules((all) => all.filter((_r, j) => j !== i))}
              />
            ))}
          </Stack>
          <Button
            startIcon={<AddOutlined />}
            onClick={() => setRules((all) => [...all, newRule('ORDERS_COUNT')])}
            disabled={rules.length >= MAX_RULES}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add rule
          </Button>
          {errors.rules && <Typography color="error">{errors.rules}</Typography>}
        </Stack>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <SegmentPreviewCard
            preview={(preview.data ?? preview.previousData)?.customerSegmentPreview ?? null}
            loading={preview.loading}
            problem={liveProblem}
          />
        </Stack>
      </Stack>
      {readOnly ? (
        <Alert severity="info">
          Only the store owner and admins can change segments. Try rules here to see who matches.
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        {readOnly ? null : (
          <SubmitButton submitting={creating.loading || updating.loading}>
            {segment ? 'Save changes' : 'Save segment'}
          </SubmitButton>
        )}
        <Button onClick={onCancel}>{readOnly ? 'Close' : 'Cancel'}</Button>
      </Stack>
    </Stack>
  );
}
