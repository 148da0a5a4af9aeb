/**
 * A slot's props from its `data-props` text, as the runtime reads them (no text or an empty one
 * means no props); null when the text is not JSON or not a JSON object.
 */
export function readSlotProps(text: string | null): Record<string, unknown> | null {
  if (text === null || text.trim() === '') return {};
  try {
    const props: unknown = JSON.parse(text);
    return typeof props === 'object' && props !== null && !Array.isArray(props) ? (props as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
