import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The styling rules of DESIGN.md, checked on every stylesheet of the runtime, the UI kit and the
// blocks. slot.css files are left out: they are the host stylesheet, keyed by [data-block].
const root = join(import.meta.dirname, '../../..');
const dir = join(root, 'src/ui');
const sheets = ['src', 'blocks']
  .flatMap((top) => readdirSync(join(root, top), { recursive: true }).map((name) => join(top, String(name))))
  .filter((name) => name.endsWith('.css') && !name.endsWith('slot.css'))
  .map((name) => ({ name, css: readFileSync(join(root, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

/** name -> fallback, from the token list at the top of tokens.css. */
function tokenFallbacks(): Map<string, string> {
  const head = /\/\*[\s\S]*?\*\//.exec(readFileSync(join(dir, 'tokens.css'), 'utf8'))?.[0] ?? '';
  return new Map([...head.matchAll(/(--cmsb-[\w-]+)\s+(\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

describe('stylesheets', () => {
  it('exist', () => {
    expect(sheets.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'src/ui/tokens.css',
        'src/runtime/island-boundary.css',
        'blocks/site/return-to-top/return-to-top.css',
      ]),
    );
  });

  it.each(sheets)('$name keeps every rule inside @layer cms-blocks', ({ css }) => {
    const body = css.trim();
    expect(body.startsWith('@layer cms-blocks {')).toBe(true);
    expect(body.endsWith('}')).toBe(true);
    expect(body.match(/@layer/g)).toHaveLength(1);
  });

  it.each(sheets)('$name prefixes every class and animation with cmsb-', ({ css }) => {
    const classes = [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
    expect(classes.filter((c) => !c?.startsWith('cmsb-') && !/^\d/.test(c ?? ''))).toEqual([]);
    const keyframes = [...css.matchAll(/@keyframes\s+([\w-]+)/g)].map((m) => m[1]);
    expect(keyframes.filter((k) => !k?.startsWith('cmsb-'))).toEqual([]);
  });

  it.each(sheets)('$name uses no global element selectors', ({ css }) => {
    const selectors = [...css.matchAll(/(?:^|[{}])\s*([^{}@]+?)\s*\{/g)].map((m) => m[1]!.trim());
    for (const list of selectors.filter((s) => !/^(from|to|\d+%)$/.test(s))) {
      for (const selector of list.split(',')) {
        // A rule for the whole page starts at a cmsb- class on <html>, which only a block sets
        // (the badge print hides the rest of the page while it prints).
        expect(selector.trim(), `${selector} must start at a cmsb- class`).toMatch(/^(html)?\.cmsb-/);
      }
    }
  });

  it.each(sheets)('$name gives each token its one documented fallback', ({ css }) => {
    const fallbacks = tokenFallbacks();
    expect(fallbacks.get('--cmsb-color-primary')).toBe('#1a56db');
    for (const [, name, fallback] of css.matchAll(/var\((--cmsb-[\w-]+)(?:,\s*([^()]+?|var\(.*?\)))?\)/g)) {
      if (name === '--cmsb-alert-color') continue;
      expect(fallbacks.has(name!), `${name} is not a documented token`).toBe(true);
      expect(fallback?.trim(), `${name} fallback`).toBe(fallbacks.get(name!));
    }
  });
});
