import { useLazyQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { CommentReplyTryQuery } from '../graphql/commentReplies';

const bubble = { px: 1.5, py: 1, borderRadius: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The dry run: a comment a customer might write (on a post, or any post) and what the saved rules
 * answer, as it would appear. Nothing is sent.
 */
export function ReplyTester({ appUuid, postId }: { appUuid: string; postId: string }) {
  const [message, setMessage] = useState('');
  const [post, setPost] = useState(postId);
  const [problem, setProblem] = useState<string | null>(null);
  const [tryComment, { data, loading, error }] = useLazyQuery(CommentReplyTryQuery, {
    fetchPolicy: 'network-only',
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) {
      setProblem('Write a comment to try');
      return;
    }
    setProblem(null);
    await tryComment({ variables: { appUuid, postId: post.trim() || null, message } }).catch(() => undefined);
  };
  const result = data?.commentReplyTry;
  const fields = error ? fieldErrors(error) : {};
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tester-title" sx={{ p: 2 }}>
      <Typography id="tester-title" variant="h2" sx={{ mb: 0.5 }}>
        Try a comment
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Your saved rules answer it here; nothing is sent. Save your changes to try them.
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Try a comment">
        <TextField
          label="A customer comments: …"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? 'e.g. Magkano po ito?'}
          multiline
          minRows={2}
        />
        <TextField
          label="On post (optional)"
          value={post}
          onChange={(e) => setPost(e.target.value)}
          error={Boolean(fields.postId)}
          helperText={fields.postId ?? 'Empty: a post no rule names'}
        />
        <Box>
          <Button type="submit" variant="outlined" loading={loading}>
            Try
          </Button>
        </Box>
      </Stack>
      {error && !fields.postId && (
        <Typography color="error" role="alert" sx={{ mt: 2 }}>
          {errorMessage(error)}
        </Typography>
      )}
      {result && (
        <Box role="status" aria-label="Answer" sx={{ mt: 2 }}>
          {result.rule ? (
            <Stack spacing={1.5}>
              <Typography>
                <strong>{result.rule.name}</strong> answers:
              </Typography>
              {result.publicReply && (
                <div>
                  <Typography variant="caption" color="text.secondary">
                    Public reply, under the comment
                  </Typography>
                  <Box sx={{ ...bubble, bgcolor: 'action.hover' }}>{result.publicReply}</Box>
                </div>
              )}
              {result.privateReply && (
                <div>
                  <Typography variant="caption" color="text.secondary">
                    Private message, in Messenger
                  </Typography>
                  <Box sx={{ ...bubble, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                    {result.privateReply}
                  </Box>
                  {result.button && (
                    <Button
                      variant="outlined"
                      size="small"
                      href={result.button.url}
                      target="_blank"
                      rel="noopener"
                      sx={{ mt: 0.5 }}
                    >
                      {result.button.title}
                    </Button>
                  )}
                </div>
              )}
            </Stack>
          ) : (
            <Typography>No rule answers this comment: it gets no reply.</Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
