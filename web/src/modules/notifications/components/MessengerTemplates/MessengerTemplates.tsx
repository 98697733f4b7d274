import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../lib/format';
import { type PageTemplates, templateUses } from '../../messengerRecipients';

export interface MessengerTemplatesProps {
  page: PageTemplates & { utilityTemplates: readonly { name: string; language: string; status: string }[] };
  /** Owners and admins read the templates again; other members only see them. */
  canSync: boolean;
  syncing: boolean;
  onSync: () => void;
}

/** What order updates and admin notifications do after 24 hours, from the page's approved utility templates. */
export function MessengerTemplates({ page, canSync, syncing, onSync }: MessengerTemplatesProps) {
  const synced = page.templatesSyncedAt ? formatDateTime(page.templatesSyncedAt) : '';
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="After 24 hours">
        {templateUses(page).map((use) => (
          <Stack component="li" key={use.label} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {use.ready ? (
              <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
            ) : (
              <WarningAmberOutlined fontSize="small" color="warning" aria-hidden />
            )}
            <Typography variant="body2">
              <strong>{use.label}:</strong> {use.text}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {page.templatesSyncError ? (
        <Alert severity="warning">Messenger did not list the templates: {page.templatesSyncError}</Alert>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {page.utilityTemplates.length
          ? `The page's templates: ${page.utilityTemplates.map((t) => `${t.name} (${t.language}, ${t.status.toLowerCase()})`).join(', ')}.`
          : 'The page has no utility templates.'}{' '}
        {synced ? `Read from Messenger ${synced}.` : ''}
      </Typography>
      {canSync ? (
        <Button variant="outlined" onClick={onSync} disabled={syncing} sx={{ alignSelf: 'flex-start' }}>
          {syncing ? 'Checking…' : 'Check templates again'}
        </Button>
      ) : null}
    </Stack>
  );
}
