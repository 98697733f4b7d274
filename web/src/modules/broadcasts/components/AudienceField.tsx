import { useQuery } from '@apollo/client/react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { SegmentEditor } from '../../segments/components/SegmentEditor';
import { CustomerSegmentsQuery } from '../../segments/graphql/segments';
import { EVERYONE } from '../broadcastRules';

const ALL = 'everyone';
const NEW = 'new-segment';

export interface AudienceFieldProps {
  appUuid: string;
  segment: { uuid: string; name: string } | null;
  onChange: (segment: { uuid: string; name: string } | null) => void;
  error: string | undefined;
}

/**
 * Who it goes to: every customer on Messenger or a saved segment; "New segment…" builds one in the
 * segments editor, in a dialog, and chooses it once saved (a bundle without a segments screen has this).
 */
export function AudienceField({ appUuid, segment, onChange, error }: AudienceFieldProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [building, setBuilding] = useState(false);
  const { data } = useQuery(CustomerSegmentsQuery, {
    variables: { appUuid },
    fetchPolicy: 'cache-and-network',
  });
  const segments = (data?.customerSegments ?? []).map((s) => ({ uuid: s.uuid, name: s.name }));
  // The chosen one (a draft's, or one just saved here) before the list is read (again).
  if (segment && !segments.some((s) => s.uuid === segment.uuid)) segments.push(segment);
  return (
    <>
      <TextField
        select
        label="Audience"
        value={segment?.uuid ?? ALL}
        onChange={(e) => {
          const chosen = e.target.value;
          if (chosen === NEW) setBuilding(true);
          else onChange(segments.find((s) => s.uuid === chosen) ?? null);
        }}
        error={Boolean(error)}
        helperText={
          error ?? 'A saved customer segment, or everyone who has a Messenger conversation with your page'
        }
      >
        <MenuItem value={ALL}>{EVERYONE}</MenuItem>
        {segments.map((s) => (
          <MenuItem key={s.uuid} value={s.uuid}>
            {s.name}
          </MenuItem>
        ))}
        <MenuItem value={NEW} sx={{ fontStyle: 'italic' }}>
          New segment…
        </MenuItem>
      </TextField>
      <Dialog
        open={building}
        onClose={() => setBuilding(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="md"
        slotProps={{ paper: { 'aria-label': 'New segment' } }}
      >
        {/* React carries the editor's submit up its tree, through the portal, to the composer's form: stop it here. */}
        <DialogContent onSubmit={(e) => e.stopPropagation()}>
          {building && (
            <SegmentEditor
              appUuid={appUuid}
              segment={null}
              onSaved={(saved) => {
                onChange({ uuid: saved.uuid, name: saved.name });
                setBuilding(false);
              }}
              onCancel={() => setBuilding(false)}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
