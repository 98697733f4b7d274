import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { CommentReplyRuleFieldsFragment, CommentReplyRuleInput } from '../../../generated/graphql';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { FormAlert } from '../../../lib/forms/FormAlert';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { ProductChoice, type ProductChoiceValue } from '../../announcements/components/ProductChoice';
import { BUTTON_TITLE_MAX, keywordList, NAME_MAX, PRIVATE_REPLY_MAX, PUBLIC_REPLY_MAX } from '../ruleText';

export interface RuleFormProps {
  appUuid: string;
  rule: CommentReplyRuleFieldsFragment | null;
  submitLabel: string;
  onSubmit: (input: CommentReplyRuleInput) => Promise<void>;
  onCancel: () => void;
}

const count = (text: string, max: number) => `${text.trim().length} / ${max} characters`;

/** A rule: its name, the post (or every post), keywords, the public and private replies, on/off. */
export function RuleForm({ appUuid, rule, submitLabel, onSubmit, onCancel }: RuleFormProps) {
  const [name, setName] = useState(rule?.name ?? '');
  const [post, setPost] = useState(rule?.postId ?? '');
  const [keywords, setKeywords] = useState(rule?.keywords.join(', ') ?? '');
  const [publicReply, setPublicReply] = useState(rule?.publicReply ?? '');
  const [privateReply, setPrivateReply] = useState(rule?.privateReply ?? '');
  const [buttonTitle, setButtonTitle] = useState(rule?.buttonTitle ?? '');
  const [target, setTarget] = useState<'STORE' | 'PRODUCT'>(rule?.buttonTarget ?? 'STORE');
  const [product, setProduct] = useState<ProductChoiceValue | null>(rule?.buttonProduct ?? null);
  const [active, setActive] = useState(rule?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = (key: string, set: (v: string) => void) => ({
    onChange: (e: { target: { value: string } }) => {
      set(e.target.value);
      setErrors(({ [key]: _gone, ...rest }) => rest);
    },
    error: Boolean(errors[key]),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = 'Name is required';
    if (!publicReply.trim() && !privateReply.trim())
      problems.publicReply = 'Write a public reply, a private reply, or both';
    setErrors(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      await onSubmit({
        name,
        post: post.trim() || null,
        keywords: keywordList(keywords),
        publicReply: publicReply.trim() || null,
        privateReply: privateReply.trim() || null,
        buttonTitle: buttonTitle.trim() || null,
        buttonTarget: buttonTitle.trim() ? target : null,
        buttonProductUuid: buttonTitle.trim() && target === 'PRODUCT' ? (product?.uuid ?? null) : null,
        active,
      });
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      setAlert(Object.keys(fields).length > 0 ? null : errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Rule">
      <FormAlert message={alert} />
      <TextField
        label="Name"
        required
        value={name}
        {...field('name', setName)}
        helperText={errors.name ?? 'Only you see it, e.g. Price questions'}
        slotProps={{ htmlInput: { maxLength: NAME_MAX + 20 } }}
      />
      <TextField
        label="Post (optional)"
        value={post}
        {...field('post', setPost)}
        helperText={errors.post ?? "Paste the post's link or id; empty: every post of your page"}
      />
      <TextField
        label="Keywords (optional)"
        value={keywords}
        {...field('keywords', setKeywords)}
        helperText={
          errors.keywords ??
          'Separated by commas, e.g. magkano, how much, hm. Whole words; capitals and accents do not matter. Empty: every comment'
        }
      />
      <TextField
        label="Public reply"
        multiline
        minRows={2}
        value={publicReply}
        {...field('publicReply', setPublicReply)}
        helperText={
          errors.publicReply ?? `Under the comment, for everyone · ${count(publicReply, PUBLIC_REPLY_MAX)}`
        }
      />
      <TextField
        label="Private reply"
        multiline
        minRows={2}
        value={privateReply}
        {...field('privateReply', setPrivateReply)}
        helperText={
          errors.privateReply ??
          `In Messenger, once per comment within 7 days · ${count(privateReply, PRIVATE_REPLY_MAX)}`
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Button label (optional)"
          fullWidth
          value={buttonTitle}
          {...field('buttonTitle', setButtonTitle)}
          helperText={errors.buttonTitle ?? `Under the private reply · up to ${BUTTON_TITLE_MAX} characters`}
        />
        <TextField
          select
          label="Button opens"
          fullWidth
          value={target}
          onChange={(e) => setTarget(e.target.value as 'STORE' | 'PRODUCT')}
          disabled={!buttonTitle.trim()}
        >
          <MenuItem value="STORE">Your store</MenuItem>
          <MenuItem value="PRODUCT">A product</MenuItem>
        </TextField>
      </Stack>
      {buttonTitle.trim() && target === 'PRODUCT' && (
        <ProductChoice
          appUuid={appUuid}
          label="Product the button opens"
          value={product}
          onChange={(next) => {
            setProduct(next);
            setErrors(({ buttonProductUuid: _gone, ...rest }) => rest);
          }}
          error={errors.buttonProductUuid}
        />
      )}
      <FormControlLabel
        control={<Switch checked={active} onChange={(_e, on) => setActive(on)} />}
        label={active ? 'On: answers new comments' : 'Off: answers nothing'}
      />
      <Stack direction="row" spacing={1}>
        <SubmitButton submitting={sending}>{submitLabel}</SubmitButton>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Stack>
  );
}
