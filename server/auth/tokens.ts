import { createHash, randomBytes } from 'node:crypto';

/** A random bearer token for a cookie (session, guest cart). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this SHA-256 of a token is stored, so a leaked table grants nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
