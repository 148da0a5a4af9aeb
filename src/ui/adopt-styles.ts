const adopted = new Set<string>();

/**
 * Applies CSS as a constructable stylesheet, once per text. Constructable stylesheets pass a
 * strict `style-src 'self'` policy, where injected `<style>` elements would be blocked.
 */
export function adoptStyles(css: string, doc: Document = document): void {
  if (adopted.has(css)) return;
  adopted.add(css);
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
