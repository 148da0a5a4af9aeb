export type CopyResult = 'copied' | 'refused';

/**
 * Copies `text` with the Clipboard API. Refused when the API is missing (an insecure page, an old
 * browser) or the browser says no (permission, focus): the caller then offers copying by hand.
 */
export async function copyText(
  text: string,
  // note: the DOM types claim every navigator has one; insecure pages and old browsers do not.
  clipboard: Partial<Pick<Clipboard, 'writeText'>> | undefined,
): Promise<CopyResult> {
  if (!clipboard?.writeText) return 'refused';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'refused';
  }
}
