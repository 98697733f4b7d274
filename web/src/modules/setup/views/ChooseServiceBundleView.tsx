import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { bundleForServiceBundle, SERVICE_BUNDLES, topUrl } from '../../../bundles';
import { errorMessage } from '../../../lib/errors';
import { startCase } from '../../../lib/format';
import { formFailure } from '../../../lib/forms/formFailure';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { AppCreateMutation } from '../../apps/graphql/apps';
import { SetupLayout } from '../components/SetupLayout';
import { useSetupApp } from '../hooks';
import { stepUrl } from '../progress';

const FIELDS = ['name', 'bundleKey'] as const;
type Field = (typeof FIELDS)[number];
const label = (serviceBundle: string) =>
  bundleForServiceBundle(serviceBundle)?.label ?? startCase(serviceBundle);

/**
 * Step 1 (/diy/choose-service-bundle): name the store and pick its service bundle; the store is created
 * and setup goes on to step 2. Opened again for a store (`?appUuid=`), it shows what was chosen: the
 * bundle decides the store's screens and cannot change afterwards.
 */
export default function ChooseServiceBundleView() {
  const [search] = useSearchParams();
  const existing = useSetupApp(search.get('appUuid') ?? '');
  const navigate = useNavigate();
  const [createApp, { loading: creating }] = useMutation(AppCreateMutation);
  const [name, setName] = useState('');
  const [bundleKey, setBundleKey] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const local: Partial<Record<Field, string>> = {};
    if (!name.trim()) local.name = 'Store Name is required';
    if (!bundleKey) local.bundleKey = 'Please select Service Bundle';
    setProblems(local);
    if (Object.keys(local).length) return;
    try {
      const result = await createApp({ variables: { input: { name: name.trim(), bundleKey } } });
      const app = result.data?.appCreate;
      if (app) navigate(topUrl('step-redirecter', { appUuid: app.uuid }));
    } catch (error) {
      const f = formFailure(error, FIELDS);
      setProblems(f.fields ?? {});
      setFailure(f.message ?? null);
    }
  };

  if (existing.appUuid !== '') {
    const app = existing.app;
    return (
      <SetupLayout
        app={app}
        current="choose-service-bundle"
        title="Choose Service Bundle"
        intro="What your store sells and how it works."
      >
        {app ? (
          <Card sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h3" component="h2">
              {app.name}
            </Typography>
            <Typography sx={{ mt: 1 }}>Service bundle: {label(app.bundleKey)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              A store keeps the bundle it was created with. To sell another way, create another store.
            </Typography>
            <Button
              component={RouterLink}
              to={stepUrl('connect-your-facebook', app) ?? '/apps'}
              variant="contained"
              sx={{ mt: 2 }}
            >
              Continue
            </Button>
          </Card>
        ) : existing.error ? (
          <Alert severity="error">{errorMessage(existing.error)}</Alert>
        ) : (
          <LinearProgress aria-label="Loading your store" />
        )}
      </SetupLayout>
    );
  }

  return (
    <SetupLayout
      app={null}
      current="choose-service-bundle"
      title="Choose Service Bundle"
      intro="Name your store and pick how you sell. You can change the name later."
    >
      <Card component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <TextField
            label="Store Name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(problems.name)}
            helperText={problems.name}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <Box
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0 }}
            aria-describedby={problems.bundleKey ? 'bundle-error' : undefined}
          >
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              Service Bundle
            </Typography>
            <RadioGroup
              value={bundleKey}
              onChange={(e) => setBundleKey(e.target.value)}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
              }}
            >
              {SERVICE_BUNDLES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={label(value)}
                  sx={{
                    m: 0,
                    pr: 1,
                    border: 1,
                    borderColor: bundleKey === value ? 'primary.main' : 'divider',
                    borderRadius: 2,
                  }}
                />
              ))}
            </RadioGroup>
            {problems.bundleKey ? (
              <FormHelperText id="bundle-error" error>
                {problems.bundleKey}
              </FormHelperText>
            ) : null}
          </Box>
          <Box>
            <SubmitButton submitting={creating}>Create store and continue</SubmitButton>
          </Box>
        </Stack>
      </Card>
    </SetupLayout>
  );
}
