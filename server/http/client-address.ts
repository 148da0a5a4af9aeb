import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address of every request whose socket is unknown (app.request() in tests, a runtime other than Node). */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * One key per IPv4 address and per IPv6 /64: a single host is usually given a whole /64 and
 * could otherwise use a fresh address for every guess.
 */
export function addressKey(address: string): string {
  const ip = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
  if (mapped) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  const prefix = [...left, ...zeros, ...right].slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The client as the socket saw it, for per-client limits. X-Forwarded-For is not read: any
 * client can send it. Behind a reverse proxy every client shares the proxy's address.
 */
export function clientAddress(c: Context): string {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // getConnInfo reads Node's request from c.env and throws when there is none.
  }
  return address ? addressKey(address) : UNKNOWN_CLIENT;
}
