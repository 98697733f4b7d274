import { useMutation, useQuery } from '@apollo/client/react';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { type FormFailure, formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useCurrentApp } from '../../../shell/CurrentApp';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { useManagerAccess } from '../../apps/hooks/useManagerAccess';
import { AddCredits } from '../../billing';
import { ChatbotSettingsForm } from '../components/ChatbotSettingsForm/ChatbotSettingsForm';
import { ChatbotTestToolDrawer } from '../components/ChatbotTestTool/ChatbotTestToolDrawer';
import { ChatbotSettingsQuery, ChatbotSettingsUpdateMutation } from '../graphql/settings';
import { SETTINGS_SAVED } from '../messages';
import {
  CHATBOT_SETTINGS_FIELDS,
  type ChatbotSettingsField,
  type ChatbotSettingsValues,
  settingsInput,
  settingsValues,
} from '../settingsForm';

/** ai-settings (Chatbot Settings): how the store's assistant behaves, and the chatbot test tool. */
export default function ChatbotSettingsView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const alert = useAlert();
  const [testing, setTesting] = useState(false);
  const { readOnly } = useManagerAccess(appUuid);
  const appGlobalId = useCurrentApp()?.app?.baseGlobalId ?? null;
  const { data, loading, error, refetch } = useQuery(ChatbotSettingsQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(ChatbotSettingsUpdateMutation);
  const settings = data?.chatbotSettings;

  const save = async (
    values: ChatbotSettingsValues,
  ): Promise<FormFailure<ChatbotSettingsField> | undefined> => {
    try {
      await update({
        variables: { input: settingsInput(appUuid, values) },
        update: (cache, { data: answer }) => {
          const saved = answer?.chatbotSettingsUpdate;
          if (saved)
            cache.writeQuery({
              query: ChatbotSettingsQuery,
              variables: { appUuid },
              data: { chatbotSettings: saved },
            });
        },
      });
      alert.success(SETTINGS_SAVED);
      return undefined;
    } catch (err) {
      const failure = formFailure(err, CHATBOT_SETTINGS_FIELDS);
      // A refusal naming no field goes to the banner, like every save of the console.
      if (failure.message) alert.error(err);
      return failure.fields ? failure : {};
    }
  };

  let body: ReactNode;
  if (error && !settings) {
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (loading && !settings) {
    body = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading chatbot settings">
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={260} />
      </Stack>
    );
  } else if (settings) {
    body = (
      <ChatbotSettingsForm
        key={settings.appUuid}
        initialValues={settingsValues(settings)}
        responseCredits={settings.responseCredits}
        engine={{ engine: settings.engine, engineModel: settings.engineModel ?? null }}
        creditsAction={
          readOnly ? null : (
            <AddCredits appUuid={appUuid} appGlobalId={appGlobalId} onCreditsAdded={() => void refetch()} />
          )
        }
        onSubmit={save}
        readOnly={readOnly}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Box>
        <Typography variant="h1">{info?.title ?? 'Chatbot Settings'}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Teach the AI assistant about your store and choose how it talks to customers in Messenger.
        </Typography>
      </Box>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h3" component="h2">
              Test your chatbot
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Chat with the assistant as a customer with an order and payment status of your choice, and see
              the reply it suggests. Save your changes first to test them.
            </Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<ChatOutlined />}
            onClick={() => setTesting(true)}
            disabled={appUuid === ''}
            sx={{ flexShrink: 0 }}
          >
            Open test tool
          </Button>
        </Stack>
      </Card>
      {readOnly ? (
        <Alert severity="info">Only the store owner and admins can change the chatbot settings.</Alert>
      ) : null}
      {body}
      <ChatbotTestToolDrawer appUuid={appUuid} open={testing} onClose={() => setTesting(false)} />
    </Stack>
  );
}
