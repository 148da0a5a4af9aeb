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

/** Under the conflict message: reloading replaces the form with the other save, so say what is lost. */
export const CONFLICT_EXPLANATION =
  'Someone saved this page after you opened it. Reloading shows their version and discards your changes here: copy anything you want to keep first.';
