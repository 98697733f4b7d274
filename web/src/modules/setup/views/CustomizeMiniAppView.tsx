import { useMutation } from '@apollo/client/react';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { formFailure } from '../../../lib/forms/formFailure';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { brandColorProblem, WELCOME_TEXT_MAX } from '../appearance';
import { ImageField } from '../components/ImageField';
import { SetupLayout } from '../components/SetupLayout';
import { StorePreviewDrawer } from '../components/StorePreviewDrawer';
import { StoreAppearanceUpdateMutation } from '../graphql/setup';
import { useSetupApp } from '../hooks';
import { stepUrl } from '../progress';

const FIELDS = ['name', 'logoUrl', 'coverUrl', 'brandColor', 'welcomeText'] as const;
type Field = (typeof FIELDS)[number];
interface Draft {
  name: string;
  logoUrl: string | null;
  coverUrl: string | null;
  brandColor: string;
  welcomeText: string;
}

const draftKey = (appUuid: string) => `suki.setup.look.${appUuid}`;
function savedDraft(appUuid: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(draftKey(appUuid));
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

/**
 * Step 3: the store's name, logo, cover, brand colour and welcome text, with a live preview. What is
 * typed survives a reload (kept in this tab until saved); Save and continue stores it and goes on.
 */
export default function CustomizeMiniAppView() {
  const { appUuid, app, error } = useSetupApp();
  const navigate = useNavigate();
  const [save, { loading: saving }] = useMutation(StoreAppearanceUpdateMutation);
  const [draft, setDraft] = useState<Draft | null>(() => savedDraft(appUuid));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);

  useEffect(() => {
    if (app && draft === null) {
      const { logoUrl, coverUrl, brandColor, welcomeText } = app.appearance;
      setDraft({ name: app.name, logoUrl, coverUrl, brandColor, welcomeText });
    }
  }, [app, draft]);
  useEffect(() => {
    if (draft) sessionStorage.setItem(draftKey(appUuid), JSON.stringify(draft));
  }, [draft, appUuid]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => (d ? { ...d, [key]: value } : d));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !app) return;
    setFailure(null);
    const local: Partial<Record<Field, string>> = {};
    if (!draft.name.trim()) local.name = 'Store Name is required';
    const colorProblem = brandColorProblem(draft.brandColor);
    if (colorProblem) local.brandColor = colorProblem;
    if (draft.welcomeText.length > WELCOME_TEXT_MAX)
      local.welcomeText = `Welcome Text should not exceed ${WELCOME_TEXT_MAX} characters`;
    setProblems(local);
    if (Object.keys(local).length) return;
    try {
      await save({
        variables: {
          input: {
            appUuid,
            name: draft.name,
            brandColor: draft.brandColor,
            welcomeText: draft.welcomeText,
            logoUrl: draft.logoUrl ?? '',
            coverUrl: draft.coverUrl ?? '',
          },
        },
        refetchQueries: ['SetupApp'],
        awaitRefetchQueries: true,
      });
      sessionStorage.removeItem(draftKey(appUuid));
      navigate(stepUrl('connect-payment-method', app) ?? '/apps');
    } catch (err) {
      const f = formFailure(err, FIELDS);
      setProblems(f.fields ?? {});
      setFailure(f.message ?? null);
    }
  };

  const look = draft ?? { logoUrl: null, coverUrl: null, brandColor: '#0A7577', welcomeText: '' };
  return (
    <SetupLayout
      app={app}
      current="customize-mini-app"
      title="Customize In-App Store"
      intro="How your store looks to customers in Messenger. You can change all of it later in In-App Store Settings."
    >
      {error && !app ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {!draft ? (
        <LinearProgress aria-label="Loading your store" />
      ) : (
        <Card component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField
              label="Store Name"
              required
              value={draft.name}
              onChange={(e) => set('name', e.target.value)}
              error={Boolean(problems.name)}
              helperText={problems.name}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <ImageField
              appUuid={appUuid}
              label="Logo"
              shape="logo"
              value={draft.logoUrl}
              onChange={(v) => set('logoUrl', v)}
              error={problems.logoUrl}
            />
            <ImageField
              appUuid={appUuid}
              label="Cover Photo"
              shape="cover"
              value={draft.coverUrl}
              onChange={(v) => set('coverUrl', v)}
              error={problems.coverUrl}
            />
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Box
                component="input"
                type="color"
                aria-label="Colour picker"
                value={/^#[0-9a-fA-F]{6}$/.test(draft.brandColor) ? draft.brandColor : '#0A7577'}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                  set('brandColor', e.target.value.toUpperCase())
                }
                sx={{
                  width: 56,
                  height: 56,
                  p: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'background.paper',
                }}
              />
              <TextField
                label="Brand Colour"
                value={draft.brandColor}
                onChange={(e) => set('brandColor', e.target.value.trim())}
                error={Boolean(problems.brandColor)}
                helperText={problems.brandColor ?? 'Buttons and the store’s bar use it, with white text.'}
                sx={{ flex: 1 }}
              />
            </Stack>
            <TextField
              label="Welcome Text"
              multiline
              minRows={3}
              value={draft.welcomeText}
              onChange={(e) => set('welcomeText', e.target.value)}
              error={Boolean(problems.welcomeText)}
              helperText={problems.welcomeText ?? `${draft.welcomeText.length}/${WELCOME_TEXT_MAX}`}
            />
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'flex-end' }}
            >
              <Button
                variant="outlined"
                startIcon={<VisibilityOutlined />}
                onClick={() => setPreviewing(true)}
              >
                Preview
              </Button>
              <SubmitButton submitting={saving}>Save and continue</SubmitButton>
            </Stack>
          </Stack>
        </Card>
      )}
      <StorePreviewDrawer
        open={previewing}
        onClose={() => setPreviewing(false)}
        appUuid={appUuid}
        name={draft?.name ?? ''}
        look={look}
      />
    </SetupLayout>
  );
}
