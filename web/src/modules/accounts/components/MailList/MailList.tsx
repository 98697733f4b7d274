import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../../lib/format';
import { mailParts } from '../../mailLinks';

export interface OutboxMailItem {
  uuid: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

function MailText({ text, origin }: { text: string; origin: string }) {
  return (
    <Typography
      component="div"
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
    >
      {mailParts(text, origin).map((part, index) => {
        const key = `${index}:${part.kind}`;
        if (part.kind === 'internal') {
          return (
            <Link key={key} component={RouterLink} to={part.to}>
              {part.text}
            </Link>
          );
        }
        if (part.kind === 'external') {
          return (
            <Link key={key} href={part.href} target="_blank" rel="noopener noreferrer">
              {part.text}
            </Link>
          );
        }
        return <span key={key}>{part.text}</span>;
      })}
    </Typography>
  );
}

/** Mails as cards: subject, recipient, time (Manila) and the text with its links followable. */
export function MailList({ mails, origin }: { mails: readonly OutboxMailItem[]; origin: string }) {
  return (
    <Stack spacing={2} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Mails">
      {mails.map((mail) => (
        <Card component="li" key={mail.uuid} aria-label={mail.subject}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={1}>
              <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {mail.subject}
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0.25, sm: 2 }}
                sx={{ color: 'text.secondary' }}
              >
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  To: {mail.to}
                </Typography>
                <Typography variant="body2" component="time" dateTime={mail.createdAt}>
                  {formatDateTime(mail.createdAt)}
                </Typography>
              </Stack>
              <MailText text={mail.text} origin={origin} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
