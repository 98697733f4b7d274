import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../../lib/forms/FormAlert';
import type { FormFailure } from '../../../../lib/forms/formFailure';
import { SubmitButton } from '../../../../lib/forms/SubmitButton';
import { useFieldFeedback } from '../../../../lib/forms/useFieldFeedback';
import { TONE_LABELS, TONES } from '../../labels';
import {
  type ChatbotSettingsField,
  type ChatbotSettingsValues,
  chatbotSettingsSchema,
  creditsLabel,
  HAND_OFF_RULES_LABEL,
  HAND_OFF_RULES_LIMIT,
  STORE_POLICIES_LABEL,
  STORE_POLICIES_LIMIT,
} from '../../settingsForm';
import { EngineNote, type EngineNoteProps } from './EngineNote';

export interface ChatbotSettingsFormProps {
  initialValues: ChatbotSettingsValues;
  /** Suggested replies left (read-only). */
  responseCredits: number;
  /** Where the credits can be topped up (Add Credits), for those who may buy them. */
  creditsAction?: ReactNode;
  /** Saves; resolves with the server's refusal (its field messages show here), or nothing when saved. */
  onSubmit: (values: ChatbotSettingsValues) => Promise<FormFailure<ChatbotSettingsField> | undefined>;
  /** Shown but not changeable (members who may not change the settings). */
  readOnly?: boolean;
  /** Which engine writes the suggestions (read-only). */
  engine?: EngineNoteProps;
}

function Section({ title, caption, children }: { title: string; caption: string; children: ReactNode }) {
  const id = `chatbot-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {caption}
      </Typography>
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Card>
  );
}

/** The helper line of a limited text field: its message (or hint) and a "12/2000" counter. */
function Counted({ text, count, limit }: { text: ReactNode; count: number; limit: number }) {
  return (
    <Stack component="span" direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <span>{text}</span>
      <Typography
        component="span"
        variant="caption"
        color={count > limit ? 'error' : 'text.secondary'}
        aria-label={`${count} of ${limit} characters`}
        sx={{ flexShrink: 0 }}
      >
        {count}/{limit}
      </Typography>
    </Stack>
  );
}

/** Chatbot Settings: the assistant switch, tone, store policies, hand-off rules and sentiment analysis. */
export function ChatbotSettingsForm({
  initialValues,
  responseCredits,
  creditsAction,
  onSubmit,
  readOnly = false,
  engine,
}: ChatbotSettingsFormProps) {
  const form = useForm<ChatbotSettingsValues>({
    resolver: zodResolver(chatbotSettingsSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { control, register, formState, reset } = form;
  const { shownError, formError, withServerFailure } = useFieldFeedback(form);
  const submit = form.handleSubmit(
    withServerFailure(async (values: ChatbotSettingsValues) => {
      const failure = await onSubmit(values);
      // Saved: what was sent is the new starting point; refused: everything typed stays.
      if (!failure) reset(values);
      return failure;
    }),
  );
  const locked = formState.isSubmitting || readOnly;
  const { isSubmitting } = formState;
  const policies = useWatch({ control, name: 'storePolicies' }) ?? '';
  const handOff = useWatch({ control, name: 'handOffRules' }) ?? '';
  const policiesError = shownError('storePolicies');
  const handOffError = shownError('handOffRules');
  const toneError = shownError('tone');

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Chatbot Settings">
      <FormAlert message={formError} />
      <Section
        title="Assistant"
        caption="When on, the assistant drafts a suggested reply to each customer message in your inbox."
      >
        <Controller
          name="assistantEnabled"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label="Suggest replies with the AI assistant"
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  disabled={locked}
                />
              }
            />
          )}
        />
        {engine ? <EngineNote {...engine} /> : null}
        <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            Response credits
          </Typography>
          <Typography sx={{ fontWeight: 600 }} aria-label="Response credits">
            {creditsLabel(responseCredits)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Once your plan's AI replies for the month are used, each suggested reply uses one credit.
            Suggestions pause when both run out.
          </Typography>
          {creditsAction}
        </Box>
      </Section>
      <Section title="Tone" caption="How the assistant sounds when it talks to your customers.">
        <Controller
          name="tone"
          control={control}
          render={({ field }) => (
            <RadioGroup
              aria-label="Tone"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              {TONES.map((tone) => (
                <FormControlLabel
                  key={tone}
                  value={tone}
                  disabled={locked}
                  control={<Radio />}
                  label={
                    <span>
                      {TONE_LABELS[tone].label}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {` · ${TONE_LABELS[tone].hint}`}
                      </Typography>
                    </span>
                  }
                  slotProps={{ typography: { sx: { py: 0.5 } } }}
                  sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.75 } }}
                />
              ))}
            </RadioGroup>
          )}
        />
        {toneError ? (
          <Typography variant="caption" color="error">
            {toneError}
          </Typography>
        ) : null}
      </Section>
      <Section
        title="What the assistant knows"
        caption="Plain words the assistant answers from. Keep them short and current."
      >
        <Stack spacing={3}>
          <TextField
            label={STORE_POLICIES_LABEL}
            multiline
            minRows={5}
            maxRows={14}
            disabled={locked}
            placeholder={
              'Shipping: nationwide via J&T, 2-5 days.\nPayment: GCash, bank transfer or COD in Metro Manila.\nReturns: within 7 days if unopened.\nHours: Mon-Sat, 9 am to 6 pm.'
            }
            error={Boolean(policiesError)}
            helperText={
              <Counted
                text={policiesError ?? 'Shipping, payment, returns and store hours.'}
                count={policies.length}
                limit={STORE_POLICIES_LIMIT}
              />
            }
            slotProps={{ formHelperText: { component: 'div' } }}
            {...register('storePolicies')}
          />
          <TextField
            label={HAND_OFF_RULES_LABEL}
            multiline
            minRows={3}
            maxRows={10}
            disabled={locked}
            placeholder="Hand over to a person for refunds, damaged items and bulk orders."
            error={Boolean(handOffError)}
            helperText={
              <Counted
                text={handOffError ?? 'When the assistant should leave the conversation to you.'}
                count={handOff.length}
                limit={HAND_OFF_RULES_LIMIT}
              />
            }
            slotProps={{ formHelperText: { component: 'div' } }}
            {...register('handOffRules')}
          />
        </Stack>
      </Section>
      <Section
        title="Sentiment analysis"
        caption="Marks each customer message as positive, neutral or negative, and reminds you of unhappy customers."
      >
        <Controller
          name="sentimentAnalysisEnabled"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label="Analyse customer sentiment"
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  disabled={locked}
                />
              }
            />
          )}
        />
      </Section>
      {readOnly ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton
            submitting={isSubmitting}
            submittingLabel="Saving…"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Save settings
          </SubmitButton>
        </Box>
      )}
    </Stack>
  );
}
