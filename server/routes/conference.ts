import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ALREADY_CHECKED_IN_CODE,
  NO_ACTIVE_CONFERENCES_FOUND,
  PROFILE_NAME_FILTER,
  TICKET_UPDATED,
  USER_NOT_FOUND,
  updateTicketEndpoint,
  type ConferenceAccess,
  type ConferenceTicket,
} from '#contracts/conference.ts';
import { allow, hasRole } from '../auth/guards.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';
import { findConference, listConferences, toApiConference } from '../conference/conference-store.ts';
import { lookUpProfile, searchProfiles } from '../conference/profile-lookup-store.ts';
import { conferenceReport } from '../conference/report-store.ts';
import { ribbonLegend } from '../conference/ribbons.ts';
import {
  conferenceExists,
  deleteTicket,
  findTicket,
  listTickets,
  ownerRibbons,
  updateTicket,
} from '../conference/ticket-store.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorMessage, fieldMessage, respond, type ApiMessage } from '../http/envelope.ts';
import { readEndpointBody, readParams, readQuery, tokenSchema } from '../http/validate.ts';

const ConferenceParamsSchema = v.object({ conferenceId: tokenSchema('conferenceId') });
const TicketParamsSchema = v.object({ uid: tokenSchema('uid') });
const OwnerParamsSchema = v.object({ ownerRcn: tokenSchema('ownerRcn') });
const RcnParamsSchema = v.object({ rcn: tokenSchema('rcn') });
const ConferenceListQuerySchema = v.object({ all: v.optional(v.string()) });
const TicketListQuerySchema = v.object({ conferenceId: tokenSchema('conferenceId') });
const ProfileSearchQuerySchema = v.object({
  [PROFILE_NAME_FILTER]: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'The name must be at most 100 characters.')),
    '',
  ),
});

/** Checking out an inactive ticket stays allowed, so a desk can correct a mistaken check-in. */
const TICKET_INACTIVE = 'This ticket is not active and cannot be checked in.';

const notFound = (what: string) => [errorMessage(what, 'notFound', `No such ${what}.`)];

/** 'This ticket was already checked in at 2027-05-12 14:03 UTC.', or for an undo, that it is not checked in. */
function checkInConflict(ticket: ConferenceTicket): ApiMessage {
  const at = ticket.checkedInAt;
  const text = at
    ? `This ticket was already checked in at ${at.slice(0, 16).replace('T', ' ')} UTC.`
    : 'This ticket is not checked in.';
  return { ...errorMessage('ticket', ALREADY_CHECKED_IN_CODE, text), ...(at ? { params: { checkedInAt: at } } : {}) };
}

/**
 * The conference desk's calls (src/contracts/conference.ts), mounted at /api. Reading the
 * conferences is open to anyone (ticket buyers need them); the ticket tools and the report are
 * for conference staff, the profile lookup for staff with lookup access.
 */
export function conferenceRoutes(db: Db, { store }: { store: StoreSettings }) {
  return new Hono<AppEnv>()
    .get('/conference-access', allow('signedIn'), (c) => {
      const user = c.var.user;
      const access: ConferenceAccess = { staff: hasRole(user, 'conferenceStaff'), lookupAccess: hasRole(user, 'profileLookup') };
      return respond(c, 200, access);
    })
    .get('/conference', allow('public'), async (c) => {
      const all = readQuery(c, ConferenceListQuerySchema).all === '1' && hasRole(c.var.user, 'conferenceStaff');
      const conferences = await listConferences(db, all);
      const none = conferences.every((conference) => !conference.active);
      const info: ApiMessage = {
        type: 'info',
        source: 'conference',
        code: 'noActiveConferences',
        value: NO_ACTIVE_CONFERENCES_FOUND,
        level: 'info',
      };
      return respond(c, 200, conferences, none ? [info] : []);
    })
    .get('/conference/:conferenceId', allow('public'), async (c) => {
      const conference = await findConference(db, readParams(c, ConferenceParamsSchema).conferenceId);
      if (!conference) return respond(c, 404, null, notFound('conference'));
      return respond(c, 200, toApiConference(conference, store));
    })
    .get('/conference-tickets', allow('conferenceStaff'), async (c) => {
      const { conferenceId } = readQuery(c, TicketListQuerySchema);
      const tickets = await listTickets(db, conferenceId);
      // Only an empty list needs the second query that tells "no tickets" from "no conference".
      if (tickets.length === 0 && !(await conferenceExists(db, conferenceId)))
        return respond(c, 404, null, notFound('conference'));
      return respond(c, 200, tickets);
    })
    .get('/conference-tickets/:uid', allow('conferenceStaff'), async (c) => {
      const ticket = await findTicket(db, readParams(c, TicketParamsSchema).uid);
      return ticket ? respond(c, 200, ticket) : respond(c, 404, null, notFound('ticket'));
    })
    .put('/conference-tickets/:uid', allow('conferenceStaff'), async (c) => {
      const { uid } = readParams(c, TicketParamsSchema);
      const result = await updateTicket(db, uid, await readEndpointBody(c, updateTicketEndpoint));
      switch (result.outcome) {
        case 'notFound':
          return respond(c, 404, null, notFound('ticket'));
        case 'skuNotSold':
          return respond(c, 422, null, [
            fieldMessage('skuNumber', 'skuNotSold', 'This ticket type is not sold for this conference.'),
          ]);
        case 'checkInUnconfirmed':
          return respond(c, 422, null, [
            fieldMessage(
              'checkedIn',
              'wasCheckedInRequired',
              'A check-in or undo must send wasCheckedIn, the check-in the desk saw.',
            ),
          ]);
        case 'inactive':
          return respond(c, 422, null, [errorMessage('ticket', 'ticketInactive', TICKET_INACTIVE)]);
        case 'conflict':
          return respond(c, 409, result.ticket, [checkInConflict(result.ticket)]);
        case 'updated':
          return respond(c, 200, result.ticket, [
            { type: 'success', source: 'ticket', code: 'updated', value: TICKET_UPDATED, level: 'success' },
          ]);
      }
    })
    .delete('/conference-tickets/:uid', allow('conferenceStaff'), async (c) => {
      const deleted = await deleteTicket(db, readParams(c, TicketParamsSchema).uid);
      return deleted ? respond(c, 200, null) : respond(c, 404, null, notFound('ticket'));
    })
    .get('/conference-tickets-ribbons', allow('conferenceStaff'), (c) => respond(c, 200, ribbonLegend()))
    .get('/conference-tickets-ribbons/:ownerRcn', allow('conferenceStaff'), async (c) => {
      const ribbons = await ownerRibbons(db, readParams(c, OwnerParamsSchema).ownerRcn);
      return ribbons ? respond(c, 200, ribbons) : respond(c, 404, null, [errorMessage('owner', 'notFound', USER_NOT_FOUND)]);
    })
    .get('/conference-report/:conferenceId', allow('conferenceStaff'), async (c) => {
      const report = await conferenceReport(db, readParams(c, ConferenceParamsSchema).conferenceId);
      return report ? respond(c, 200, report) : respond(c, 404, null, notFound('conference'));
    })
    .get('/conference-profiles', allow('profileLookup'), async (c) => {
      const name = readQuery(c, ProfileSearchQuerySchema)[PROFILE_NAME_FILTER];
      return respond(c, 200, await searchProfiles(db, name));
    })
    .get('/conference-profiles/:rcn', allow('profileLookup'), async (c) => {
      const profile = await lookUpProfile(db, readParams(c, RcnParamsSchema).rcn, store.country);
      return profile ? respond(c, 200, profile) : respond(c, 404, null, [errorMessage('profile', 'notFound', USER_NOT_FOUND)]);
    });
}
