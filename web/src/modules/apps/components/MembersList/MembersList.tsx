import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../../lib/format';
import { ROLE_LABELS, STATUS_LABELS } from '../../access';
import { type Member, memberName } from '../../members';

export interface MembersListProps {
  members: readonly Member[];
  /** Whether Remove shows on this member's row. */
  revocable: (member: Member) => boolean;
  /** The signed-in user's row gets "(You)". */
  isMe: (member: Member) => boolean;
  onRevoke: (member: Member) => void;
  /** Whether the role is a select on this member's row (else a chip). */
  roleEditable?: (member: Member) => boolean;
  onRoleChange?: (member: Member, role: 'admin' | 'store_manager') => void;
  /** A table on wide screens, stacked cards on phones. */
  layout: 'table' | 'cards';
}

function initials(member: Member): string {
  const name = memberName(member);
  const words = name.includes('@') ? [name] : name.split(/\s+/);
  return words
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
}

function RoleChip({ member }: { member: Member }) {
  return (
    <Chip
      size="small"
      label={ROLE_LABELS[member.role]}
      color={member.role === 'owner' ? 'primary' : 'default'}
      variant={member.role === 'owner' ? 'filled' : 'outlined'}
    />
  );
}

function RoleCell({
  member,
  editable,
  onRoleChange,
}: {
  member: Member;
  editable: boolean;
  onRoleChange?: MembersListProps['onRoleChange'];
}) {
  if (!editable || !onRoleChange) return <RoleChip member={member} />;
  return (
    <TextField
      select
      size="small"
      value={member.role}
      onChange={(event) => onRoleChange(member, event.target.value === 'admin' ? 'admin' : 'store_manager')}
      slotProps={{ htmlInput: { 'aria-label': `Role of ${member.email}` } }}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="admin">{ROLE_LABELS.admin}</MenuItem>
      <MenuItem value="store_manager">{ROLE_LABELS.store_manager}</MenuItem>
    </TextField>
  );
}

function StatusChip({ member }: { member: Member }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[member.status]}
      color={member.status === 'active' ? 'success' : 'warning'}
      variant="outlined"
    />
  );
}

function Who({ member, me }: { member: Member; me: boolean }) {
  const name = memberName(member);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main' }}>
        {initials(member)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {name}
          {me ? (
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              {' '}
              (You)
            </Typography>
          ) : null}
        </Typography>
        {name !== member.email ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {member.email}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}

function RevokeButton({ member, onRevoke }: { member: Member; onRevoke: (member: Member) => void }) {
  return (
    <Tooltip title="Remove">
      <IconButton aria-label={`Remove ${member.email}`} onClick={() => onRevoke(member)} color="error">
        <DeleteOutline />
      </IconButton>
    </Tooltip>
  );
}

/** Members and pending invitations: who, role, status, since when, and Remove where allowed. */
export function MembersList({
  members,
  revocable,
  isMe,
  onRevoke,
  roleEditable = () => false,
  onRoleChange,
  layout,
}: MembersListProps) {
  if (layout === 'cards') {
    return (
      <Stack component="ul" aria-label="Members" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {members.map((member) => (
          <Card component="li" key={member.uuid} aria-label={member.email} sx={{ p: 2 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
            >
              <Who member={member} me={isMe(member)} />
              {revocable(member) ? <RevokeButton member={member} onRevoke={onRevoke} /> : null}
            </Stack>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
            >
              <RoleCell member={member} editable={roleEditable(member)} onRoleChange={onRoleChange} />
              <StatusChip member={member} />
              <Typography variant="body2" color="text.secondary">
                {member.status === 'invited' ? 'Invited' : 'Since'} {formatDate(member.createdAt)}
              </Typography>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Card}>
      <Table aria-label="Members">
        <TableHead>
          <TableRow>
            <TableCell>Member</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Since</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.uuid} aria-label={member.email} hover>
              <TableCell sx={{ maxWidth: 360 }}>
                <Who member={member} me={isMe(member)} />
              </TableCell>
              <TableCell>
                <RoleCell member={member} editable={roleEditable(member)} onRoleChange={onRoleChange} />
              </TableCell>
              <TableCell>
                <StatusChip member={member} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(member.createdAt)}</TableCell>
              <TableCell align="right" sx={{ width: 64 }}>
                {revocable(member) ? <RevokeButton member={member} onRevoke={onRevoke} /> : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  m: '-1px',
  overflow: 'hidden',
  p: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
