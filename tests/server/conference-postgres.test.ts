import { conferenceReportEndpoint, conferenceTicketsEndpoint } from '#contracts/conference.ts';
import { openPostgres } from '../../server/db/postgres-database.ts';
import { RETREAT_ID, SEEDED_TICKET_COUNTS, SUMMIT_ID } from '../../server/db/seed-conference.ts';
import { readData } from './support/cart.ts';
import { editable, expectedReport } from './support/conference.ts';
import { startPostgres, type PostgresServer } from './support/postgres.ts';
import { createTestApp, login, type TestApp, send } from './support/test-app.ts';

// The desk's own SQL (one-statement list and report, the conditional check-in) on a real PostgreSQL,
// whose pool runs concurrent requests on separate connections.
let postgres: PostgresServer | undefined;
let t: TestApp;
let staff: string;
beforeAll(async () => {
  postgres = await startPostgres();
  t = await createTestApp(await openPostgres(postgres.url));
  staff = await login(t.app, 'staff', 'staff_123');
}, 60_000);
afterAll(async () => {
  await t.close();
  await postgres?.stop();
});

it('reports the seeded figures', async () => {
  const response = await send(t.app, 'GET', `/api/conference-report/${SUMMIT_ID}`, staff);
  expect((await readData(response, conferenceReportEndpoint)).data).toEqual(expectedReport(SUMMIT_ID));
});

it('lists tickets and checks one in once when two desks race on separate connections', async () => {
  const list = await send(t.app, 'GET', `/api/conference-tickets?conferenceId=${RETREAT_ID}`, staff);
  const { data } = await readData(list, conferenceTicketsEndpoint);
  expect(data).toHaveLength(SEEDED_TICKET_COUNTS[RETREAT_ID]);
  const ticket = data.find((row) => row.active && !row.checkedIn);
  if (!ticket) throw new Error('The seed has no Retreat ticket to check in');
  const body = { ...editable(ticket), checkedIn: true, wasCheckedIn: false };
  const path = `/api/conference-tickets/${ticket.uid}`;
  const responses = await Promise.all([1, 2, 3].map(() => send(t.app, 'PUT', path, staff, body)));
  expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
});
