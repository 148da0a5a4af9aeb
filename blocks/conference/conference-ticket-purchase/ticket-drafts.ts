import type { ConferenceOrderItem, ConferenceProduct, FeatureData, ProfileLookup, TicketDraft } from '#contracts/conference.ts';
import { MAX_TICKETS_PER_PURCHASE, type TicketField } from '#validation/conference-ticket.ts';

/**
 * The purchase screen's tickets as plain data (conference.md 4): add and remove a ticket, choose
 * its event and type, add and remove features, fill it from a profile, and the order items that
 * submit it. Every change returns a new list; nothing here touches React or the network.
 */

/** The most features one ticket carries (the contract's featureData limit). */
export const MAX_FEATURES_PER_TICKET = 10;

/** A fresh ticket id: letters and digits only, so it is a path token and a highlight-key prefix. */
export function newTicketUid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `t${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export function emptyDraft(uid: string = newTicketUid()): TicketDraft {
  return {
    uid,
    conferenceId: '',
    productId: '',
    skuNumber: '',
    firstName: '',
    lastName: '',
    displayName: '',
    displayRcn: '',
    city: '',
    stateCountry: '',
    translationLangCode: 'eng',
    hearingImpaired: 0,
    signLanguage: 0,
    featureData: [],
  };
}

/** A change to one ticket, with the fields it touched (their highlights go). */
export type TicketChange = (change: (draft: TicketDraft) => TicketDraft, fields: readonly TicketField[]) => void;

export const canAddTicket = (drafts: readonly TicketDraft[]) => drafts.length < MAX_TICKETS_PER_PURCHASE;

export function addTicket(drafts: readonly TicketDraft[], draft: TicketDraft = emptyDraft()): TicketDraft[] {
  return canAddTicket(drafts) ? [...drafts, draft] : [...drafts];
}

/** The last remaining ticket stays: the screen always has one to fill. */
export function removeTicket(drafts: readonly TicketDraft[], uid: string): TicketDraft[] {
  if (drafts.length <= 1) return [...drafts];
  return drafts.filter((draft) => draft.uid !== uid);
}

export function updateTicket(
  drafts: readonly TicketDraft[],
  uid: string,
  change: (draft: TicketDraft) => TicketDraft,
): TicketDraft[] {
  return drafts.map((draft) => (draft.uid === uid ? change(draft) : draft));
}

/** The attendee fields a person types; the rest are choices. */
export type TicketTextField = 'firstName' | 'lastName' | 'displayName' | 'displayRcn' | 'city' | 'stateCountry';

export const setText =
  (field: TicketTextField, value: string) =>
  (draft: TicketDraft): TicketDraft => ({ ...draft, [field]: value });

/** Another event: its ticket types and features differ, so those go; what was typed about the person stays. */
export const chooseConference =
  (conferenceId: string) =>
  (draft: TicketDraft): TicketDraft =>
    draft.conferenceId === conferenceId ? draft : { ...draft, conferenceId, productId: '', skuNumber: '', featureData: [] };

export const chooseTicketType =
  (ticketProduct: ConferenceProduct, skuNumber: string) =>
  (draft: TicketDraft): TicketDraft => ({
    ...draft,
    skuNumber,
    productId: skuNumber ? ticketProduct.productId : '',
  });

export const chooseOption =
  (field: 'translationLangCode' | 'hearingImpaired' | 'signLanguage', key: string) =>
  (draft: TicketDraft): TicketDraft => ({ ...draft, [field]: field === 'translationLangCode' ? key : Number(key) });

/** A feature SKU someone can buy, with the product it belongs to. */
export interface FeatureChoice extends FeatureData {
  available: boolean;
}

export function featureChoices(featureProducts: readonly ConferenceProduct[]): FeatureChoice[] {
  return featureProducts.flatMap((product) =>
    product.skus.map((sku) => ({
      productId: product.productId,
      skuNumber: sku.number,
      available: product.availableSkus.includes(sku.number),
    })),
  );
}

/** The choices still open to one feature row of `draft` (its own SKU, and any SKU no other row took). */
export function openChoices(choices: readonly FeatureChoice[], draft: TicketDraft, index: number | null): FeatureChoice[] {
  const taken = new Set(draft.featureData.filter((_, i) => i !== index).map((feature) => feature.skuNumber));
  return choices.filter((choice) => !taken.has(choice.skuNumber));
}

/** The choice 'Add feature' starts with, null when none is left to add. */
export function nextFeature(choices: readonly FeatureChoice[], draft: TicketDraft): FeatureData | null {
  if (draft.featureData.length >= MAX_FEATURES_PER_TICKET) return null;
  const choice = openChoices(choices, draft, null).find((item) => item.available);
  return choice ? { productId: choice.productId, skuNumber: choice.skuNumber } : null;
}

export const addFeature =
  (feature: FeatureData) =>
  (draft: TicketDraft): TicketDraft =>
    draft.featureData.length >= MAX_FEATURES_PER_TICKET ? draft : { ...draft, featureData: [...draft.featureData, feature] };

export const changeFeature =
  (index: number, feature: FeatureData) =>
  (draft: TicketDraft): TicketDraft => ({
    ...draft,
    featureData: draft.featureData.map((item, i) => (i === index ? feature : item)),
  });

export const removeFeature =
  (index: number) =>
  (draft: TicketDraft): TicketDraft => ({
    ...draft,
    featureData: draft.featureData.filter((_, i) => i !== index),
  });

/** The fields a found profile fills; the badge shows the person's full name. */
export const fillFromProfile =
  (profile: ProfileLookup) =>
  (draft: TicketDraft): TicketDraft => ({
    ...draft,
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: `${profile.firstName} ${profile.lastName}`.trim(),
    displayRcn: profile.rcn,
    city: profile.city,
    stateCountry: profile.stateCountry,
  });

export const PROFILE_FIELDS = ['firstName', 'lastName', 'displayName', 'displayRcn', 'city', 'stateCountry'] as const;

const TEXT_FIELDS: readonly TicketTextField[] = PROFILE_FIELDS;

/** What was typed, without the spaces around it (the rules check the trimmed text too). */
function trimmed(draft: TicketDraft): TicketDraft {
  const copy = { ...draft };
  for (const field of TEXT_FIELDS) copy[field] = draft[field].trim();
  return copy;
}

/** One order item per ticket: its type, once; the server adds the lines of its features itself. */
export function orderItems(drafts: readonly TicketDraft[]): ConferenceOrderItem[] {
  return drafts.map((draft) => ({ skuNumber: draft.skuNumber, qty: 1, updateMethod: 'add', conferenceTicket: trimmed(draft) }));
}

/** Whether anything would be bought: a ticket with its event chosen. */
export const hasTicketItems = (drafts: readonly TicketDraft[]) => drafts.some((draft) => draft.conferenceId !== '');
