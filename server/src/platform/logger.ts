import pino from 'pino';

export type Logger = pino.Logger;

/** The server's logger: JSON lines to stdout, or to `destination` (tests capture lines there). */
export const createLogger = (level: string, destination?: pino.DestinationStream): Logger => {
  const options = {
    level,
    base: { service: 'suki' },
    redact: ['req.headers.authorization', '*.password', '*.token'],
  };
  return destination ? pino(options, destination) : pino(options);
};
