import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/*
 * The parts of the sign-in card that the console's SignInPage and the lean sign-in page (app/signin)
 * both draw. No router here: each page says how its links go (`ModeLink`): a router link in the
 * console, a link that hands the page over to the console on the lean page.
 */

/** Draws a link of the card to `to`. */
export type ModeLink = (to: string, children: ReactNode) => ReactNode;

/** Signing in inside Messenger's or Facebook's in-app browser may not stick: the way out. */
export function InAppBrowserAlert({ href }: { href: string }) {
  return (
    <Alert severity="warning">
      You are in an in-app browser, where signing in may not stick.{' '}
      <Link href={href} sx={{ fontWeight: 600 }}>
        Open in your browser
      </Link>
    </Alert>
  );
}

/** The sales partner whose link the visitor followed (their code is sent with sign-in and sign-up). */
export function ReferralChip({ code }: { code: string }) {
  return (
    <Chip
      color="secondary"
      variant="outlined"
      label={`Referred by sales partner ${code}`}
      sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
    />
  );
}

/** Under the sign-in form: Forgot password? and, where this login may sign up, Create an account. */
export function SignInLinks({
  link,
  brand,
  forgot,
  signup,
}: {
  link: ModeLink;
  brand: string;
  forgot: string;
  /** Where Create an account goes; null where this login cannot sign up. */
  signup: string | null;
}) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {link(forgot, 'Forgot password?')}
      {signup !== null ? (
        <Typography variant="body2">
          New to {brand}? {link(signup, 'Create an account')}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** On the embedded default (no mail server): where sign-up and reset links wait. */
export function MailboxNote({ link, to }: { link: ModeLink; to: string }) {
  return (
    <>
      <Divider />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        No mail server here: sign-up and reset links wait in the mailbox.{' '}
        {link(to, 'Open the developer mailbox')}
      </Typography>
    </>
  );
}
