import { useQuery } from '@apollo/client/react';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { BroadcastFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { FormAlert } from '../../../lib/forms/FormAlert';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import {
  type BroadcastDraft,
  type BroadcastPlan,
  characterCount,
  draftOf,
  EVERYONE,
  isTooLong,
  MESSAGE_MAX,
  NAME_MAX,
  reachable,
  sendQuestion,
} from '../broadcastRules';
import type { BroadcastStart } from '../broadcastStart';
import { BroadcastPlanQuery } from '../graphql/broadcasts';
import { useBroadcastSave } from '../hooks/useBroadcastSave';
import { AudienceField } from './AudienceField';
import { ButtonRows } from './ButtonRows';
import { PhonePreview } from './PhonePreview';
import { PlanCard } from './PlanCard';

export interface BroadcastComposerProps {
  appUuid: string;
  /** null: a new broadcast. */
  broadcast: BroadcastFieldsFragment | null;
  /** Saved the first time: the draft now has a uuid. */
  onCreated: (broadcast: BroadcastFieldsFragment) => void;
  onSent: (broadcast: BroadcastFieldsFragment) => void;
  onCancel: () => void;
  connectHref: string | null;
  /** A new broadcast's start from another screen (an announcement). */
  start?: BroadcastStart | null;
}

/**
 * A broadcast's message, image, buttons and audience, with the message as Messenger shows it and who
 * it reaches now; saved as a draft, or sent after saying to how many and who will not get it.
 */
export function BroadcastComposer({
  appUuid,
  broadcast,
  onCreated,
  onSent,
  onCancel,
  connectHref,
  start = null,
}: BroadcastComposerProps) {
  const [draft, setDraft] = useState<BroadcastDraft>(() => draftOf(broadcast, start));
  const [confirm, setConfirm] = useState<BroadcastPlan | null>(null);
  const [preparing, setPreparing] = useState(false);
  const alert = useAlert();
  const saver = useBroadcastSave(appUuid, broadcast);
  const { fields: errors, alert: formAlert } = saver.refusal;
  const plan = useQuery(BroadcastPlanQuery, {
    variables: { appUuid, segmentUuid: draft.segment?.uuid ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const currentPlan = plan.data?.broadcastPlan ?? null;
  const cannotSend = currentPlan !== null && (!currentPlan.pageConnected || reachable(currentPlan) === 0);

  const set = <K extends keyof BroadcastDraft>(
    field: K,
    value: BroadcastDraft[K],
    serverField: string = field,
  ) => {
    setDraft((d) => ({ ...d, [field]: value }));
    saver.edited(serverField);
  };
  const saved = (b: BroadcastFieldsFragment) => {
    if (!saver.uuid) onCreated(b);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const b = await saver.save(draft);
    if (!b) return;
    saved(b);
    alert.success('Draft saved');
  };
  const prepareSend = async () => {
    setPreparing(true);
    try {
      const b = await saver.save(draft);
      if (!b) return;
      saved(b);
      // Counted again now: the window moves while the merchant writes.
      const fresh = await plan.refetch();
      const now = fresh.data?.broadcastPlan;
      // Nobody to send to now: the plan card says why, and the draft is saved.
      if (now?.pageConnected && reachable(now) > 0) setConfirm(now);
    } catch (err) {
      alert.error(errorMessage(err));
    } finally {
      setPreparing(false);
    }
  };
  const question = confirm ? sendQuestion(confirm) : null;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={broadcast ? `Edit ${broadcast.name}` : 'New broadcast'}
        spacing={2}
        sx={{ flex: 3, minWidth: 0 }}
      >
        <Typography variant="h6" component="h2">
          {broadcast ? `Edit ${broadcast.name}` : 'New broadcast'}
        </Typography>
        <FormAlert message={formAlert} />
        <TextField
          label="Broadcast name"
          required
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name ?? 'For you only, e.g. Payday sale: customers do not see it'}
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        />
        <TextField
          label="Message"
          required
          multiline
          minRows={4}
          value={draft.message}
          onChange={(e) => set('message', e.target.value)}
          error={Boolean(errors.message) || isTooLong(draft.message, MESSAGE_MAX)}
          helperText={errors.message ?? characterCount(draft.message, MESSAGE_MAX)}
        />
        <TextField
          label="Image URL (optional)"
          type="url"
          value={draft.imageUrl}
          onChange={(e) => set('imageUrl', e.target.value)}
          error={Boolean(errors.imageUrl)}
          helperText={errors.imageUrl ?? 'An https:// address of a picture, shown above the message'}
        />
        <ButtonRows
          appUuid={appUuid}
          buttons={draft.buttons}
          errors={errors}
          onChange={(buttons) => {
            setDraft((d) => ({ ...d, buttons }));
            saver.edited('buttons');
            buttons.forEach((_b, i) => {
              saver.edited(`buttons.${i}`);
            });
          }}
        />
        <AudienceField
          appUuid={appUuid}
          segment={draft.segment}
          onChange={(segment) => set('segment', segment, 'segmentUuid')}
          error={errors.segmentUuid}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <SubmitButton variant="outlined" submitting={saver.saving && !preparing}>
            Save draft
          </SubmitButton>
          <Button
            variant="contained"
            startIcon={<SendOutlined />}
            onClick={() => void prepareSend()}
            disabled={cannotSend || preparing}
          >
            Send…
          </Button>
          <Button onClick={onCancel}>Back to broadcasts</Button>
        </Stack>
        {cannotSend && (
          <Typography variant="body2" color="text.secondary">
            {currentPlan?.pageConnected
              ? 'Nobody in this audience messaged your page in the last 24 hours: you can save it and send it later.'
              : 'Connect your Facebook page to send it; you can save it as a draft now.'}
          </Typography>
        )}
      </Stack>
      <Stack spacing={2} sx={{ flex: 2, minWidth: 0 }}>
        <PlanCard
          audience={draft.segment?.name ?? EVERYONE}
          plan={currentPlan}
          loading={plan.loading}
          error={plan.error ? errorMessage(plan.error) : null}
          onRetry={() => void plan.refetch()}
          connectHref={connectHref}
        />
        <PhonePreview
          id="broadcast-preview-title"
          title="Preview on Messenger"
          message={draft.message}
          imageUrl={draft.imageUrl}
          buttons={draft.buttons}
        />
      </Stack>
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        {...(question?.detail ? { detail: question.detail } : {})}
        confirmLabel="Send now"
        busyLabel="Sending…"
        tone="primary"
        busy={saver.sending}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          const sent = await saver.send();
          setConfirm(null);
          if (sent) onSent(sent);
        }}
      />
    </Stack>
  );
}
