import CloseOutlined from '@mui/icons-material/CloseOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import type { OrderStatus, PaymentStatus } from '../../../../generated/graphql';
import { RetryAlert } from '../../../../lib/feedback/RetryAlert';
import { useTestConversation } from '../../hooks/useTestConversation';
import {
  DEFAULT_ORDER_STATUS,
  DEFAULT_PAYMENT_STATUS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '../../labels';
import { TestConversation } from '../TestConversation/TestConversation';

export interface ChatbotTestToolProps {
  appUuid: string;
  /** Shows a close button (the tool sits in a drawer or dialog). */
  onClose?: () => void;
}

/**
 * The chatbot test tool (document 2 §2.4): chat with the store's assistant as a simulated Messenger
 * customer whose order and payment status you choose. Mount it when it is shown: it fetches its
 * simulated customer afresh on every mount.
 */
export function ChatbotTestTool({ appUuid, onClose }: ChatbotTestToolProps) {
  const conversation = useTestConversation(appUuid);
  const [draft, setDraft] = useState('');
  const [orderStatus, setOrderStatus] = useState<OrderStatus>(DEFAULT_ORDER_STATUS);
  const [paymentStatus, setPaymentStatus] = useState<PaymentStatus>(DEFAULT_PAYMENT_STATUS);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  const ready = !conversation.loading && conversation.loadError === null;
  const canSend = ready && draft.trim() !== '';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const text = draft;
    setDraft('');
    const sent = await conversation.send({ message: text, orderStatus, paymentStatus });
    // A refused message comes back to the field unless something new was typed meanwhile.
    if (!sent && draftRef.current === '') setDraft(text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  let body = <TestConversation messages={conversation.messages} />;
  if (conversation.loadError !== null) {
    body = (
      <Box sx={{ flex: 1, p: 2 }}>
        <RetryAlert message={conversation.loadError} onRetry={conversation.retry} />
      </Box>
    );
  } else if (conversation.loading) {
    body = (
      <Stack spacing={1.5} sx={{ flex: 1, p: 2 }} aria-busy="true" aria-label="Loading test conversation">
        <Skeleton variant="rounded" height={40} width="60%" sx={{ alignSelf: 'flex-end' }} />
        <Skeleton variant="rounded" height={56} width="70%" />
      </Stack>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby="chatbot-test-tool-title"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box sx={{ px: 2, pt: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="chatbot-test-tool-title" variant="h3" component="h2">
              Test your chatbot
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Chat as a customer of your store. Nothing is sent to real customers.
            </Typography>
          </Box>
          {onClose ? (
            <IconButton aria-label="Close test tool" onClick={onClose} edge="end">
              <CloseOutlined />
            </IconButton>
          ) : null}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => void conversation.refresh()}
            disabled={conversation.refreshing || conversation.loading}
            startIcon={
              conversation.refreshing ? (
                <CircularProgress size={16} color="inherit" aria-label="Refreshing" />
              ) : (
                <RefreshOutlined />
              )
            }
          >
            Refresh Data
          </Button>
          <Button
            size="small"
            color="warning"
            onClick={() => void conversation.reset()}
            disabled={conversation.resetting || !ready}
            startIcon={<RestartAltOutlined />}
          >
            {conversation.resetting ? 'Resetting…' : 'Reset conversation'}
          </Button>
        </Stack>
      </Box>
      {body}
      <Box
        component="form"
        noValidate
        aria-label="Test message"
        onSubmit={(event) => void submit(event)}
        sx={{ px: 2, pt: 1.5, pb: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Stack direction="row" spacing={1.5}>
          <TextField
            select
            size="small"
            label="Order status"
            value={orderStatus}
            onChange={(event) => setOrderStatus(event.target.value as OrderStatus)}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {ORDER_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Payment status"
            value={paymentStatus}
            onChange={(event) => setPaymentStatus(event.target.value as PaymentStatus)}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {PAYMENT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {PAYMENT_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          label="Message"
          placeholder="e.g. Magkano po ang shipping to Cebu?"
          multiline
          maxRows={4}
          fullWidth
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          sx={{ mt: 1.5 }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
          <Button onClick={() => setDraft('')} disabled={draft === ''}>
            Clear
          </Button>
          <Button type="submit" variant="contained" endIcon={<SendOutlined />} disabled={!canSend}>
            Send
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
