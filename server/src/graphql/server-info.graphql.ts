import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo.ts';
import { builder } from './builder.ts';

export const VERSION = '0.1.0';

interface ServerInfoShape {
  demoMode: boolean;
  demoEmail: string | null;
  demoPassword: string | null;
  version: string;
}

const ServerInfo = builder.objectRef<ServerInfoShape>('ServerInfo').implement({
  description: 'What the sign-in page needs to know about this server.',
  fields: (t) => ({
    demoMode: t.exposeBoolean('demoMode'),
    demoEmail: t.exposeString('demoEmail', { nullable: true }),
    demoPassword: t.exposeString('demoPassword', { nullable: true }),
    version: t.exposeString('version'),
  }),
});

builder.queryField('serverInfo', (t) =>
  t.field({
    type: ServerInfo,
    resolve: (_root, _args, ctx) => ({
      demoMode: ctx.demoMode,
      // The demo credentials are public by design, and only ever shown in demo mode.
      demoEmail: ctx.demoMode ? DEMO_EMAIL : null,
      demoPassword: ctx.demoMode ? DEMO_PASSWORD : null,
      version: VERSION,
    }),
  }),
);
