import * as v from 'valibot';
import { MAX_TICKETS_PER_PURCHASE, TRANSLATION_LANG_CODES, validateTicket } from '#validation/conference-ticket.ts';
import { OrderItemUpdateSchema, updateOrderItemsEndpoint } from './commerce.ts';
import { defineEndpoint } from './endpoint.ts';
import { TOKEN_PATTERN } from './path-tokens.ts';

/**
 * The conference desk's calls (conference.md 7): every answer is `{ data, messages }`. Staff tools
 * need a login (401 otherwise) and conference staff (403 otherwise); buying tickets needs a login.
 */

/** The message-area namespace of the purchase screen (conference.md 5). */
export const CONFERENCE_TICKETS_NAMESPACE = 'conference tickets selector';
/** The ticket list shows this many tickets a page (conference.md 9: resultLimit). */
export const TICKET_RESULT_LIMIT = 20;
/** Where a 401 sends staff: the login page, back to the ticket list (conference.md 6). */
export const TICKET_LIST_PATH = '/conference/ticket';
/** The cart, where bought tickets and added features are paid for (conference.md 2). */
export const CART_PATH = '/checkout/cart';
/** The purchase screen: the staff menu is always shown there. */
export const PURCHASE_PATH = '/conf';
/** The query parameter that picks the conference of the staff tools (conference.md 4). */
export const SELECTED_CONFERENCE_PARAM = 'selectedConferenceId';
/** The profile search's query parameter (conference.md 7). */
export const PROFILE_NAME_FILTER = 'filter[where][name]';

/** Texts of the spec's error catalogue (conference.md 8), verbatim. */
export const NO_ACTIVE_CONFERENCES_FOUND = 'No active conferences found.';
export const NO_ACTIVE_CONFERENCES_AVAILABLE = 'No active conferences available.';
export const USER_NOT_FOUND = 'User not found';
export const SAVE_BEFORE_CHECK_IN = 'Please save changes before checking in.';
export const TICKET_UPDATED = 'The ticket was successfully updated!';
export const CONFERENCE_UNKNOWN_ERROR = 'An unknown error occured while making request.';
/** `{n}` is the page asked for. */
export const PAGE_OUT_OF_RANGE = 'Page {n} is out of range';

const id = v.pipe(v.string(), v.regex(TOKEN_PATTERN));

/** Ticket option lists (conference.md 3): key/value pairs for the selectors. */
export const KeyValueSchema = v.object({ key: v.string(), value: v.string() });
export type KeyValue = v.InferOutput<typeof KeyValueSchema>;

export const TICKET_OPTION_LISTS = {
  translationLangCode: [
    { key: 'eng', value: 'English' },
    { key: 'spa', value: 'Spanish' },
  ],
  hearingImpaired: [
    { key: '0', value: 'No' },
    { key: '1', value: 'Yes' },
  ],
  signLanguage: [
    { key: '0', value: 'No' },
    { key: '1', value: 'Yes' },
  ],
} as const satisfies Record<string, readonly KeyValue[]>;

// ---- Conferences -----------------------------------------------------------------------------

/** GET /api/conference-access: whether the signed-in user is conference staff and may look profiles up. */
export const ConferenceAccessSchema = v.object({
  /** Staff may list, check in, edit and delete tickets, print badges and read the report. */
  staff: v.boolean(),
  /** Shows the profile search and 'Auto Populate' on the purchase screen (conference.md 6). */
  lookupAccess: v.boolean(),
});
export type ConferenceAccess = v.InferOutput<typeof ConferenceAccessSchema>;

export const conferenceAccessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conference-access',
  data: ConferenceAccessSchema,
});

export const ConferenceSummarySchema = v.object({
  id: v.string(),
  title: v.string(),
  active: v.boolean(),
  /** ISO date (YYYY-MM-DD) of the first day. */
  startsOn: v.string(),
});
export type ConferenceSummary = v.InferOutput<typeof ConferenceSummarySchema>;

/**
 * GET /api/conference: active conferences for the pickers, soonest first; `all=1` adds the
 * inactive ones. None active: an empty list with the info message NO_ACTIVE_CONFERENCES_FOUND.
 */
export const conferencesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conference',
  data: v.array(ConferenceSummarySchema),
});

export const SkuSchema = v.object({
  number: v.string(),
  /** The first option's value names the ticket type or feature choice ('Full conference'). */
  options: v.array(v.object({ optionValue: v.string() })),
  formattedPrice: v.string(),
  price: v.number(),
});
export type Sku = v.InferOutput<typeof SkuSchema>;

export const ConferenceProductSchema = v.object({
  productId: v.string(),
  name: v.string(),
  /** The first group names what the SKUs choose between ('Ticket type', 'Seating'). */
  optionGroups: v.array(v.object({ name: v.string() })),
  skus: v.array(SkuSchema),
  /** SKU numbers that can still be bought. */
  availableSkus: v.array(v.string()),
});
export type ConferenceProduct = v.InferOutput<typeof ConferenceProductSchema>;

/** GET /api/conference/{conferenceId}: one conference with its ticket and feature products. */
export const ConferenceSchema = v.object({
  id: v.string(),
  title: v.string(),
  active: v.boolean(),
  startsOn: v.string(),
  ticketProduct: ConferenceProductSchema,
  featureProducts: v.array(ConferenceProductSchema),
});
export type Conference = v.InferOutput<typeof ConferenceSchema>;

export const conferenceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conference/{conferenceId}',
  data: ConferenceSchema,
});

// ---- Tickets ---------------------------------------------------------------------------------

export const RibbonSchema = v.object({
  name: v.string(),
  /** A CSS colour (#rrggbb). */
  color: v.string(),
  has: v.boolean(),
});
export type Ribbon = v.InferOutput<typeof RibbonSchema>;

export const ConferenceFeatureSchema = v.object({
  uid: v.string(),
  ticketUid: v.string(),
  skuNumber: v.string(),
  /** The feature SKU's first option value, for people to read. */
  name: v.string(),
  orderNumber: v.string(),
  ownerRcn: v.string(),
  conferenceId: v.string(),
  type: v.literal('conferenceFeature'),
});
export type ConferenceFeature = v.InferOutput<typeof ConferenceFeatureSchema>;

const flag = v.picklist([0, 1]);

export const ConferenceTicketSchema = v.object({
  uid: v.string(),
  conferenceId: v.string(),
  productId: v.string(),
  skuNumber: v.string(),
  /** The ticket SKU's first option value ('Full conference'). */
  ticketName: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  /** Name on badge. */
  displayName: v.string(),
  /** RCN on badge; blank on employee badges. */
  displayRcn: v.string(),
  city: v.string(),
  stateCountry: v.string(),
  hearingImpaired: flag,
  signLanguage: flag,
  translationLangCode: v.picklist(TRANSLATION_LANG_CODES),
  orderNumber: v.string(),
  ownerRcn: v.string(),
  ownerFirstName: v.string(),
  ownerLastName: v.string(),
  ownerRank: v.string(),
  ownerStatus: v.string(),
  /** Inactive tickets (cancelled, or not paid yet) stay listed but are left out of the CSV. */
  active: v.boolean(),
  checkedIn: v.boolean(),
  /** ISO instant of the check-in, null when not checked in. */
  checkedInAt: v.nullable(v.string()),
  dateCreatedString: v.string(),
  features: v.array(ConferenceFeatureSchema),
  /** Only the ribbons the ticket earned (all `has: true`); the legend comes from ribbonsEndpoint. */
  ribbons: v.array(RibbonSchema),
  type: v.literal('conferenceTicket'),
});
export type ConferenceTicket = v.InferOutput<typeof ConferenceTicketSchema>;

/** GET /api/conference-tickets?conferenceId=: every ticket of a conference (staff only), newest first. */
export const conferenceTicketsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conference-tickets',
  data: v.array(ConferenceTicketSchema),
});

export const conferenceTicketEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conference-tickets/{uid}',
  data: ConferenceTicketSchema,
});

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/**
 * PUT /api/conference-tickets/{uid}: the ticket's editable fields (other fields of a whole ticket
 * are ignored). `wasCheckedIn` is the checkedIn the desk saw: a check-in or undo is applied only
 * if the stored ticket still has it (an atomic conditional update), else the answer is a 409 with
 * the stored ticket, so of two desks checking in one ticket at once one wins and the other is told.
 */
export const TicketUpdateSchema = v.pipe(
  v.object({
    skuNumber: text(40),
    firstName: text(200),
    lastName: text(200),
    displayName: text(200),
    displayRcn: text(200),
    city: text(200),
    stateCountry: text(200),
    hearingImpaired: flag,
    signLanguage: flag,
    translationLangCode: v.string(),
    checkedIn: v.boolean(),
    wasCheckedIn: v.optional(v.boolean()),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const errors = validateTicket({ ...input, conferenceId: 'given' });
    for (const [key, message] of Object.entries(errors)) {
      addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value: input[key as keyof typeof input] }] });
    }
  }),
);
export type TicketUpdate = v.InferInput<typeof TicketUpdateSchema>;

/** 409 code of a check-in that another desk made first; the answer's data is the stored ticket. */
export const ALREADY_CHECKED_IN_CODE = 'alreadyCheckedIn';

export const updateTicketEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/conference-tickets/{uid}',
  data: ConferenceTicketSchema,
  body: TicketUpdateSchema,
});

export const deleteTicketEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/conference-tickets/{uid}',
  data: v.null(),
});

/** GET: every ribbon there is, `has` false (the legend). */
export const ribbonsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conference-tickets-ribbons',
  data: v.array(RibbonSchema),
});

/** GET: the ribbons of one ticket owner, `has` saying which they earned. */
export const ownerRibbonsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conference-tickets-ribbons/{ownerRcn}',
  data: v.array(RibbonSchema),
});

// ---- Report ----------------------------------------------------------------------------------

const counts = v.record(v.string(), v.number());

/** GET /api/conference-report/{id}: the figures of one conference, active tickets only. */
export const ConferenceReportSchema = v.object({
  ticketCount: v.number(),
  checkedInCount: v.number(),
  /** Active tickets that carry a party feature. */
  partyTickets: v.number(),
  /** Tickets asking for translation (a language other than English). */
  translationLangCodeCount: v.number(),
  hearingImpairedCount: v.number(),
  signLanguageCount: v.number(),
  /** Tickets by ticket SKU (keys are free-form: the SKU and its name). */
  subConferenceSkus: counts,
  /** Features by feature SKU. */
  subItems: counts,
  /** Tickets by translation language. */
  languageCounts: counts,
});
export type ConferenceReport = v.InferOutput<typeof ConferenceReportSchema>;

export const conferenceReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conference-report/{conferenceId}',
  data: ConferenceReportSchema,
});

// ---- Profile lookup (staff with lookupAccess) ------------------------------------------------

export const ProfileResultSchema = v.object({ name: v.string(), email: v.string(), rcn: v.string() });
export type ProfileResult = v.InferOutput<typeof ProfileResultSchema>;

/** GET /api/conference-profiles?filter[where][name]=: up to 20 profiles whose name contains the text. */
export const profileSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conference-profiles',
  data: v.array(ProfileResultSchema),
});

/** What 'Auto Populate' fills a ticket with. */
export const ProfileLookupSchema = v.object({
  rcn: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  city: v.string(),
  stateCountry: v.string(),
});
export type ProfileLookup = v.InferOutput<typeof ProfileLookupSchema>;

/** GET /api/conference-profiles/{rcn}: 404 with USER_NOT_FOUND when no profile has the RCN. */
export const profileLookupEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/conference-profiles/{rcn}',
  data: ProfileLookupSchema,
});

// ---- Ticket submission (through the order's items call) --------------------------------------

export const FeatureDataSchema = v.object({ productId: id, skuNumber: text(40) });
export type FeatureData = v.InferOutput<typeof FeatureDataSchema>;

/**
 * A ticket as the purchase screen submits it, on an order item (`conferenceTicket`). `uid` is the
 * draft's own id: the server names problems as `{uid}.{field}` (the highlight key) and stores the
 * ticket, inactive, on the current order with its features; placing the order activates them.
 */
export const TicketDraftSchema = v.object({
  uid: id,
  conferenceId: v.string(),
  productId: v.string(),
  skuNumber: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  displayName: v.string(),
  displayRcn: v.string(),
  city: v.string(),
  stateCountry: v.string(),
  translationLangCode: v.string(),
  hearingImpaired: v.number(),
  signLanguage: v.number(),
  featureData: v.pipe(v.array(FeatureDataSchema), v.maxLength(10)),
});
export type TicketDraft = v.InferOutput<typeof TicketDraftSchema>;

/** A feature added later to a ticket of the current user (ticket details, as the ticket owner). */
export const FeatureAdditionSchema = v.object({ ticketUid: id });

/**
 * POST /api/cart/order/current/items (the order's add-items call, commerce contract) with the
 * conference parts: an item may carry a ticket draft (its SKU is the ticket type; the server adds
 * the lines of its features too) or a feature for a ticket. The cart's own calls never send
 * these, so the cart's code does not carry this schema; the server reads every items call with it.
 * A ticket or feature item always adds one of its SKU ('add', qty 1, whatever the item says); the
 * ticket's SKU is its draft's skuNumber.
 */
export const ConferenceOrderItemSchema = v.object({
  ...OrderItemUpdateSchema.entries,
  conferenceTicket: v.optional(TicketDraftSchema),
  conferenceFeature: v.optional(FeatureAdditionSchema),
});
export type ConferenceOrderItem = v.InferInput<typeof ConferenceOrderItemSchema>;

export const conferenceOrderItemsEndpoint = defineEndpoint({
  method: updateOrderItemsEndpoint.method,
  path: updateOrderItemsEndpoint.path,
  data: updateOrderItemsEndpoint.data,
  body: v.object({
    items: v.pipe(v.array(ConferenceOrderItemSchema), v.minLength(1), v.maxLength(MAX_TICKETS_PER_PURCHASE * 3)),
  }),
  creates: updateOrderItemsEndpoint.creates,
});
