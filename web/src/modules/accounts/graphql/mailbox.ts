import { graphql } from '../../../generated';

/** Demo mode only: the embedded outbox, newest first (FORBIDDEN otherwise). */
export const MailOutboxQuery = graphql(`
  query MailOutbox($first: Int) {
    mailOutbox(first: $first) {
      uuid
      to
      subject
      text
      createdAt
    }
  }
`);
