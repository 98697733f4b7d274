import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SegmentField, SegmentOp } from '../../../generated/graphql';
import { TagPicker } from '../../customers/components/CustomerTags/TagPicker';
import { CatalogPicker } from '../../promotions/components/CatalogPicker/CatalogPicker';
import { FIELD_NAMES, type RuleDraft, SEGMENT_FIELDS, withField } from '../segmentRules';
import { PlacePicker } from './PlacePicker';

export interface RuleRowProps {
  appUuid: string;
  index: number;
  rule: RuleDraft;
  error?: string | undefined;
  onChange: (rule: RuleDraft) => void;
  onRemove: () => void;
}

const VALUE_LABEL = { days: 'Days', count: 'Orders', centavos: 'Amount' } as const;

/** One rule: what it tests, how it compares, and its value (a number, things from the catalog, places). */
export function RuleRow({ appUuid, index, rule, error, onChange, onRemove }: RuleRowProps) {
  const spec = SEGMENT_FIELDS[rule.field];
  const n = index + 1;
  const kind = spec.value;
  const picker =
    kind === 'products' || kind === 'categories' ? (
      <CatalogPicker
        appUuid={appUuid}
        source={kind}
        label={kind === 'products' ? 'Products' : 'Categories'}
        value={rule.chosen.map((c) => ({ uuid: c.id, name: c.name }))}
        onChange={(picked) =>
          onChange({ ...rule, chosen: picked.map((p) => ({ id: p.uuid, name: p.name })) })
        }
        error={error}
      />
    ) : kind === 'places' ? (
      <PlacePicker value={rule.chosen} onChange={(chosen) => onChange({ ...rule, chosen })} error={error} />
    ) : kind === 'tags' ? (
      <TagPicker
        appUuid={appUuid}
        label={`Rule ${n} tags`}
        value={rule.chosen.map((c) => c.id)}
        onChange={(tags) => onChange({ ...rule, chosen: tags.map((tag) => ({ id: tag, name: tag })) })}
        error={error}
        helperText="Customers with any of these tags."
      />
    ) : null;
  return (
    <Paper variant="outlined" component="li" aria-label={`Rule ${n}`} sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label={`Rule ${n}`}
            value={rule.field}
            onChange={(e) => onChange(withField(rule, e.target.value as SegmentField))}
            sx={{ flex: 2, minWidth: 0 }}
          >
            {FIELD_NAMES.map((f) => (
              <MenuItem key={f} value={f}>
                {SEGMENT_FIELDS[f].label}
              </MenuItem>
            ))}
          </TextField>
          {spec.ops.length > 1 && (
            <TextField
              select
              size="small"
              label={kind === 'none' ? 'Answer' : 'Compared'}
              value={rule.op}
              onChange={(e) => onChange({ ...rule, op: e.target.value as SegmentOp })}
              sx={{ flex: 1.5, minWidth: 0 }}
            >
              {spec.ops.map((o) => (
                <MenuItem key={o.op} value={o.op}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          {(kind === 'days' || kind === 'count' || kind === 'centavos') && (
            <TextField
              size="small"
              label={VALUE_LABEL[kind]}
              value={rule.text}
              onChange={(e) => onChange({ ...rule, text: e.target.value })}
              error={Boolean(error)}
              helperText={error}
              slotProps={{
                htmlInput: { inputMode: kind === 'centavos' ? 'decimal' : 'numeric' },
                input:
                  kind === 'centavos'
                    ? { startAdornment: <InputAdornment position="start">₱</InputAdornment> }
                    : kind === 'days'
                      ? { endAdornment: <InputAdornment position="end">days</InputAdornment> }
                      : {},
              }}
              sx={{ flex: 1.5, minWidth: 0 }}
            />
          )}
          <IconButton
            aria-label={`Remove rule ${n}`}
            onClick={onRemove}
            sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
        {picker}
        {kind === 'none' && error && <Typography color="error">{error}</Typography>}
      </Stack>
    </Paper>
  );
}
