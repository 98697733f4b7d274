import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MeQuery } from '../../../../generated/graphql';
import { formatDate, startCase } from '../../../../lib/format';

export type ProfileUser = NonNullable<MeQuery['me']>;

const NOT_SET = 'Not set';

/** Every User field, labelled, in reading order. */
export function profileRows(user: ProfileUser): Array<{ label: string; value: string }> {
  const text = (value: string | null) => (value && value.trim() !== '' ? value : NOT_SET);
  return [
    { label: 'First name', value: text(user.firstName) },
    { label: 'Last name', value: text(user.lastName) },
    { label: 'Full name', value: text(user.fullName) },
    { label: 'Email', value: user.email },
    { label: 'Account type', value: startCase(user.role) },
    { label: 'Business email address', value: text(user.businessEmailAddress) },
    { label: 'Contact dial code', value: text(user.contactDialCode) },
    { label: 'Contact number', value: text(user.contactNumber) },
    { label: 'Birthdate', value: user.birthdate ? formatDate(user.birthdate) : NOT_SET },
    { label: 'Affiliate code', value: text(user.affiliateCode) },
    { label: 'Network dashboard access', value: user.authorizedNetworkDashboard ? 'Yes' : 'No' },
    { label: 'First in-app store', value: text(user.firstAppUuid) },
    { label: 'Profile photo', value: text(user.imageUrl) },
    { label: 'User ID', value: user.uuid },
  ];
}

export function ProfileDetails({ user }: { user: ProfileUser }) {
  const rows = profileRows(user);
  const initials =
    `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase() || user.email[0]?.toUpperCase();
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar src={user.imageUrl ?? undefined} sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
            {initials}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="p" noWrap>
              {user.fullName}
            </Typography>
            <Typography color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Stack>
        {/* Each term and its value in a div: the only wrapper a dl may hold (no rules between them). */}
        <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: { xs: 0, sm: 1.5 } }}>
          {rows.map((row, index) => (
            <Box
              key={row.label}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
                columnGap: 3,
                rowGap: 0.25,
                ...(index > 0
                  ? { borderTop: { xs: 1, sm: 0 }, borderColor: 'divider', pt: { xs: 1, sm: 0 } }
                  : {}),
                pb: { xs: 1, sm: 0 },
              }}
            >
              <Typography component="dt" color="text.secondary" variant="body2">
                {row.label}
              </Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  overflowWrap: 'anywhere',
                  color: row.value === NOT_SET ? 'text.secondary' : undefined,
                  fontStyle: row.value === NOT_SET ? 'italic' : undefined,
                }}
              >
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
