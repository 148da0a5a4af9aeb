/**
 * The editor's HTML in the form browsers and the server's sanitiser write HTML (the HTML
 * standard's serialisation), so that a saved page comes back byte for byte: a non-breaking space
 * as `&nbsp;` (TinyMCE's raw encoding writes the character itself, in the empty paragraphs it
 * pads too) and a backtick in an attribute as itself (TinyMCE writes `&#96;`). Either can only be
 * text or an attribute's value there: `&` itself is written `&amp;`.
 */
export const asSerialised = (html: string): string => html.replace(/\u00a0/g, '&nbsp;').replace(/&#96;/g, '`');
