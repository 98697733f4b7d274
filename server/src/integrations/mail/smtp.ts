import nodemailer from 'nodemailer';
import type { Mailer } from './mail.port.ts';

/** Sends through an SMTP server: SMTP_URL such as smtp://user:pass@mail.example.ph:587 or smtps://… */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
