import type { ImpersonationStatus, UserProfile } from '../../../../src/contracts/impersonation.ts';
import type { FakeAnswer, FakeHandler } from '../../../support/fake-fetch.ts';

/** Impersonation statuses, search results and fake server routes for the two blocks' tests and stories. */
export const STATUS_PATH = '/api/rpc/switch-user';
export const SWITCH_PATH = '/api/rpc/switch-user';
export const SWITCH_BACK_PATH = '/api/rpc/switch-user-back';
export const SEARCH_PATH = '/api/resource/user-profile';

export const notImpersonating: ImpersonationStatus = { isSu: true, impersonatedUser: null, switchBackMethod: 'auth' };
export const impersonatingCustomer: ImpersonationStatus = {
  isSu: true,
  impersonatedUser: { id: '1003', username: 'customer' },
  switchBackMethod: 'auth',
};
export const notSuperUser: ImpersonationStatus = { isSu: false, impersonatedUser: null, switchBackMethod: 'auth' };

export const morgans: UserProfile[] = [
  { name: 'Casey Morgan', email: 'customer@example.com', rcn: '5000003' },
  { name: 'Pat Morgan', email: 'pat@example.com', rcn: '5000042' },
];

export const ok =
  (data: unknown): FakeHandler =>
  () => ({ data });

export const refusal = (status: number, value: string): FakeAnswer => ({
  status,
  messages: [{ type: 'error', source: 'switchUser', code: 'refused', value, level: 'error' }],
});

export const refused =
  (status: number, value: string): FakeHandler =>
  () =>
    refusal(status, value);

/** A fake session: switching and switching back change the status the next GET answers. */
export function fakeImpersonationServer(start: ImpersonationStatus, { password = 'admin_123' } = {}) {
  let status = start;
  const routes: Record<string, FakeHandler> = {
    [`GET ${STATUS_PATH}`]: () => ({ data: status }),
    [`GET ${SEARCH_PATH}`]: ({ search }) => {
      const lastName = new URLSearchParams(search).get('filter[where][lastName]') ?? '';
      return { data: morgans.filter((user) => user.name.toLowerCase().includes(lastName.toLowerCase())) };
    },
    [`POST ${SWITCH_PATH}`]: ({ body }) => {
      const target = (body as { switchToUsername: string }).switchToUsername;
      if (status.impersonatedUser) return refusal(422, 'Switch back first.');
      const found = morgans.find((user) => user.rcn === target || target === 'customer');
      if (!found) return refusal(422, `No user was found with the RCN or username "${target}".`);
      status = { ...status, impersonatedUser: { id: found.rcn, username: found.name } };
      return { data: status };
    },
    [`POST ${SWITCH_BACK_PATH}`]: ({ body }) => {
      if ((body as { password?: string }).password !== password) return refusal(422, 'The password was incorrect.');
      status = { ...status, impersonatedUser: null };
      return { data: status };
    },
  };
  return routes;
}
