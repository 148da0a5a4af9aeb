import { Hono } from 'hono';
import { hasRole } from '../../server/auth/guards.ts';
import { allowSiteChoosers, canManageSite } from '../../server/auth/site-access.ts';
import type { SessionAuthUser } from '../../server/auth/session-store.ts';
import type { AuthUser } from '../../server/auth/user-store.ts';
import type { Db } from '../../server/db/database.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import type { SiteOwnership } from '../../server/site/site-store.ts';

/*
 * The role helpers outside the guards' table (the conference desk's access, who manages a site,
 * who chooses what sites show) judge administrators by the table's `admin` role, so a super-user
 * impersonating someone is judged as that someone, as every guard judges them.
 */

const person = (id: string, traits: Partial<AuthUser> = {}): AuthUser => ({
  id,
  rcn: `R${id}`,
  username: `user${id}`,
  firstName: 'First',
  lastName: 'Last',
  email: `user${id}@example.com`,
  status: 'R',
  isSu: false,
  disabled: false,
  conferenceStaff: false,
  conferenceLookup: false,
  ...traits,
});

const customer = person('1');
const distributor = person('2', { status: 'D' });
const employee = person('3', { status: 'E' });
const superUser = person('4', { isSu: true });
const staff = person('5', { conferenceStaff: true });
/** The super-user while impersonating the customer: the session's user is the customer. */
const impersonatingSuperUser: SessionAuthUser = {
  ...customer,
  impersonator: { id: superUser.id, username: superUser.username, isSu: true },
};

const site: SiteOwnership = { id: 'demo', name: 'Demo', ownerUserId: distributor.id, hostname: null };

describe('conference staff (the conferenceStaff role)', () => {
  it('is conference staff and administrators, judged as the impersonated user', () => {
    expect(hasRole(staff, 'conferenceStaff')).toBe(true);
    expect(hasRole(superUser, 'conferenceStaff')).toBe(true);
    expect(hasRole(customer, 'conferenceStaff')).toBe(false);
    expect(hasRole(impersonatingSuperUser, 'conferenceStaff')).toBe(false);
    expect(hasRole(null, 'conferenceStaff')).toBe(false);
  });
});

describe('canManageSite', () => {
  it("is the site's owner, an employee or an administrator, judged as the impersonated user", () => {
    expect(canManageSite(distributor, site)).toBe(true);
    expect(canManageSite(employee, site)).toBe(true);
    expect(canManageSite(superUser, site)).toBe(true);
    expect(canManageSite(customer, site)).toBe(false);
    expect(canManageSite(person('6', { status: 'D' }), site)).toBe(false);
    expect(canManageSite(impersonatingSuperUser, site)).toBe(false);
  });
});

describe('allowSiteChoosers', () => {
  /** A database where only `site`'s owner owns a site. */
  const db: Db = {
    query: <T>(_sql: string, params?: unknown[]) => Promise.resolve((params?.[0] === site.ownerUserId ? [site] : []) as T[]),
    exec: () => Promise.reject(new Error('no scripts here')),
    transaction: () => Promise.reject(new Error('no transactions here')),
    close: () => Promise.resolve(),
  };

  /** The status the guard answers `user` with, in front of a route that answers 204. */
  async function statusFor(user: AuthUser | null): Promise<number> {
    const app = new Hono<AppEnv>();
    app.use((c, next) => {
      c.set('user', user);
      return next();
    });
    app.get('/choices', allowSiteChoosers(db), (c) => c.body(null, 204));
    return (await app.request('/choices')).status;
  }

  it('lets through site owners, employees and administrators, judged as the impersonated user', async () => {
    expect(await statusFor(distributor)).toBe(204);
    expect(await statusFor(employee)).toBe(204);
    expect(await statusFor(superUser)).toBe(204);
    expect(await statusFor(customer)).toBe(403);
    expect(await statusFor(impersonatingSuperUser)).toBe(403);
    expect(await statusFor(null)).toBe(401);
  });
});
