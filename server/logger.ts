import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * The server's one logger: a JSON line per event on stdout (pino), at `LOG_LEVEL` (default info).
 * Under Vitest it is silent unless `LOG_LEVEL` says otherwise, so test output shows only the tests;
 * a test that reads log lines gives the app a logger of its own (createApp's `logger`).
 */
export const logger: Logger = pino({ level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info') });
