import type { PageRevisionSummary } from '#contracts/cms-pages.ts';

/**
 * Words the page form's view (cms-views.ts) writes and its script (server/browser/cms-client.ts)
 * rewrites after a save, kept in one place so the two never disagree.
 */

/** The heading of a stored page's form (and, with the demo's suffix, the document's title). */
export const editPageHeading = (title: string) => `Edit: ${title}`;

const SLUG_RULE =
  'The page is published at /pages/ followed by this: lowercase letters, digits and single hyphens, e.g. about-us.';

/** A new page's address is filled in from its title (server/browser/cms-client.ts) until the administrator types one. */
export const NEW_PAGE_SLUG_HINT = `${SLUG_RULE} It follows the title until you change it.`;

/** A saved page's address no longer follows the title: links to the published page use it. */
export const SAVED_PAGE_SLUG_HINT = `${SLUG_RULE} Changing it breaks links to the page's current address.`;

/** The conflict box's heading: what happened, and that nothing typed here is lost. */
export const CONFLICT_HEADING = 'Someone else saved this page after you opened it. Your changes are still here.';

/** Under the conflict heading: what each way out does with the changes typed here. */
export const CONFLICT_EXPLANATION =
  'Save them as a draft (both versions are kept in the revisions), look at the latest version beside yours, or load the latest and discard your changes.';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A time (ISO 8601) as the CMS shows it: "Dec 7, 2026, 9:05 AM UTC". */
export const utcTimeText = (iso: string) => `${dateFormat.format(new Date(iso))} UTC`;

/** Above the form while it shows a draft: what visitors see instead. */
export const draftNotice = (published: { updatedAt: string; author: string }) =>
  `This is a draft. Visitors see the version published ${utcTimeText(published.updatedAt)} by ${published.author} until you publish.`;

/** One save in the list of revisions, and the heading of its read-only view. */
export const revisionText = ({ revision, savedAt, author, draft }: PageRevisionSummary) =>
  `Revision ${revision}, ${utcTimeText(savedAt)} by ${author} (${draft ? 'Draft' : 'Published'})`;
