import { useQuery } from '@apollo/client/react';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatPhMobile } from '../../../lib/phone';
import { MdrSettingsSection } from '../../catalog/components/MdrDialog/MdrSettingsSection';
import { canManageApp, splitEmailList } from '../access';
import { headerText, selectedTreeNodes } from '../components/CategoryPicker/categorySelection';
import { AppSetupQuery, FetchUnverifiedSupportEmailsQuery } from '../graphql/settings';
import { useAppRoute } from '../hooks/useAppRoute';
import { MerchantCategoryDialogContainer } from './dialogs/MerchantCategoryDialogContainer';
import { SupportContactDialogContainer } from './dialogs/SupportContactDialogContainer';

interface SectionProps {
  title: string;
  caption: string;
  icon: ReactNode;
  onEdit?: () => void;
  children: ReactNode;
}

function Section({ title, caption, icon, onEdit, children }: SectionProps) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Box sx={{ color: 'primary.main', pt: 0.25 }}>{icon}</Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={id} variant="h3">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {caption}
            </Typography>
          </Box>
        </Stack>
        {onEdit ? (
          <Button
            variant="outlined"
            size="small"
            startIcon={<EditOutlined />}
            onClick={onEdit}
            aria-label={`Edit ${title.toLowerCase()}`}
            sx={{ flexShrink: 0 }}
          >
            Edit
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ mt: 2, pl: { sm: 4.5 } }}>{children}</Box>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ '& + &': { mt: 2 } }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

function NotSet({ children = 'Not set' }: { children?: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

/** settings/mini-app-settings (In-App Store Settings): support contact details, category and description. */
export default function MiniAppSettingsView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const [editing, setEditing] = useState<'support' | 'category' | null>(null);
  const { data, loading, error, refetch } = useQuery(AppSetupQuery, {
    variables: { appUuid },
    skip: appUuid === '',
  });
  const app = data?.fetchAppByUuid;
  const manage = canManageApp(app?.myRole);
  const unverified = useQuery(FetchUnverifiedSupportEmailsQuery, {
    variables: { appUuid },
    skip: appUuid === '' || !manage,
  });
  const pending = new Set(unverified.data?.fetchUnverifiedSupportEmails.map((e) => e.toLowerCase()) ?? []);

  let body: ReactNode;
  if (error && !app) {
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (loading || !app) {
    body = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading settings">
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  } else {
    const emails = splitEmailList(app.supportEmailList);
    const nodes = selectedTreeNodes(app.categoryTree);
    const secondaryCount = nodes.reduce((sum, node) => sum + node.secondaryCategories.length, 0);
    const description = app.businessDescription?.trim() ?? '';
    body = (
      <Stack spacing={2}>
        <Section
          title="Support contact details"
          caption="Where customers reach you; new addresses are verified by email."
          icon={<SupportAgentOutlined />}
          onEdit={manage ? () => setEditing('support') : undefined}
        >
          <Field label="Support Email Recipients">
            {emails.length === 0 ? (
              <NotSet>None yet: add at least one address to receive customer inquiries.</NotSet>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {emails.map((email) => {
                  const unconfirmed = pending.has(email.toLowerCase());
                  return (
                    <Chip
                      key={email}
                      label={unconfirmed ? `${email} · Unverified` : email}
                      color={unconfirmed ? 'warning' : 'default'}
                      variant="outlined"
                      sx={{ maxWidth: '100%' }}
                    />
                  );
                })}
              </Stack>
            )}
          </Field>
          <Field label="Support Contact Number">
            {app.supportContactNumber ? (
              <Typography>{formatPhMobile(app.supportContactNumber)}</Typography>
            ) : (
              <NotSet />
            )}
          </Field>
        </Section>
        <Section
          title="Business category and description"
          caption="Required for a better In-App Store experience."
          icon={<CategoryOutlined />}
          onEdit={manage ? () => setEditing('category') : undefined}
        >
          <Field label="Merchant Category">
            <Typography sx={{ fontWeight: 600 }}>{headerText(nodes.length, secondaryCount)}</Typography>
            {nodes.length > 0 ? (
              <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, pl: 2.5 }}>
                {nodes.map((node) => (
                  <Typography component="li" key={node.primaryCategory}>
                    {node.primaryCategory}
                    {node.secondaryCategories.length > 0 ? (
                      <Typography component="span" color="text.secondary">
                        {': '}
                        {node.secondaryCategories.join(', ')}
                      </Typography>
                    ) : null}
                  </Typography>
                ))}
              </Stack>
            ) : null}
          </Field>
          <Field label="Company Description">
            {description === '' ? (
              <NotSet />
            ) : (
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{description}</Typography>
            )}
          </Field>
        </Section>
        <MdrSettingsSection appUuid={appUuid} />
        {!manage ? (
          <Alert severity="info">Only the store owner and admins can change these settings.</Alert>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h1">{info?.title ?? 'In-App Store Settings'}</Typography>
        <Typography color="text.secondary">How customers reach you and what your store is about.</Typography>
      </Box>
      {body}
      <Typography variant="body2" color="text.secondary">
        More In-App Store settings (store profile, checkout, delivery and payments) arrive here with later
        releases.
      </Typography>
      {app && appUuid !== '' ? (
        <>
          <SupportContactDialogContainer
            appUuid={appUuid}
            open={editing === 'support'}
            supportEmailList={app.supportEmailList}
            supportContactNumber={app.supportContactNumber}
            onClose={() => setEditing(null)}
          />
          <MerchantCategoryDialogContainer
            appUuid={appUuid}
            open={editing === 'category'}
            onDismiss={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        </>
      ) : null}
    </Stack>
  );
}
