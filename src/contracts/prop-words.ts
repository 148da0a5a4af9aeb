import { SITE_PATH, WEB_URL } from '#validation/content-url.ts';
import { REFERENCE_NOUNS } from './reference-nouns.ts';

/**
 * The words content administrators read about a prop that a block refuses: one place for every
 * check (the runtime's valibot issues in edit mode and the editor's previews, the JSON Schema
 * check of the editor's form and of the server's save). Each names the prop by its title and says
 * what to do; the technical detail (the prop's name, the rule, the value received) is the
 * developers' and stays in the `cms-blocks:error` event.
 */

/** The prop a problem is about: its title (its name when it has none) and what it references. */
export interface PropSubject {
  title: string;
  /** The prop's reference kind (`product`, `page`, …): "Choose a product" rather than "Fill in". */
  reference?: string;
  /** Its position in a list, from 1, when the prop is an item of a list prop. */
  item?: number;
  /** The list item holding the prop, "Category 2", when the prop is a field of one. */
  within?: string;
}

/** One step of the path to a prop (its name, or its index in a list), with what its schema says there. */
export interface PropStep {
  key: string | number;
  title?: string;
  reference?: string;
}

/** The subject of a problem at the end of `steps`: "Name" in "Category 2", or "Products" (item 3). */
export function propSubject(steps: readonly PropStep[]): PropSubject {
  const last = steps.at(-1);
  const listAt = steps.findLastIndex((step) => typeof step.key === 'number');
  const name = String(steps.findLast((step) => typeof step.key !== 'number')?.key ?? '');
  const reference = last?.reference ?? (listAt === steps.length - 1 ? steps[listAt - 1]?.reference : undefined);
  const subject = { title: propTitle(last?.title, name), ...(reference ? { reference } : {}) };
  if (listAt < 0) return subject;
  const list = steps[listAt - 1];
  const item = Number(steps[listAt]?.key) + 1;
  if (listAt === steps.length - 1) return { ...subject, title: propTitle(last?.title ?? list?.title, name), item };
  return { ...subject, within: `${steps[listAt]?.title ?? propTitle(list?.title, String(list?.key ?? 'item'))} ${item}` };
}

/** What the prop's value broke, from valibot's issue types and JSON Schema's keywords alike. */
export type PropRule =
  | { kind: 'missing' }
  | { kind: 'type'; expected: string }
  | { kind: 'minLength' | 'maxLength' | 'minItems' | 'maxItems' | 'minimum' | 'maximum'; limit: number }
  /** `message`: the words the schema itself gives for the pattern, when it gives some. */
  | { kind: 'pattern'; source: string; message?: string }
  | { kind: 'choice' }
  | { kind: 'unknownProp'; key: string }
  | { kind: 'other'; message?: string };

/** Said of a link a block refuses (a picture, a video, a page, a download). */
export const LINK_WORDS = 'Links must start with https:// or /.';
/** Said of a path of this site a block refuses. */
export const SITE_PATH_WORDS = 'Links must start with a single / (a page of this site).';

/** The patterns whose words are known: a JSON Schema `pattern` lost valibot's message, and still says what to do. */
const PATTERN_WORDS = new Map([
  [WEB_URL.source, LINK_WORDS],
  [SITE_PATH.source, SITE_PATH_WORDS],
]);

/** A reference kind as people read it ("SKU", "distributor"); a kind this build does not know as it is. */
const kindNoun = (kind: string) => (REFERENCE_NOUNS as Readonly<Record<string, string>>)[kind] ?? kind;
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);
const quoted = (subject: PropSubject) => `"${subject.title}"${subject.item === undefined ? '' : ` (item ${subject.item})`}`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const TYPE_WORDS: Readonly<Record<string, string>> = {
  number: 'a number',
  integer: 'a whole number',
  boolean: 'on or off',
  string: 'text',
};

/** One sentence that names the prop and says what to do: 'Category 2: Fill in "Name".' */
export function propProblemWords(subject: PropSubject, rule: PropRule): string {
  const words = sentence(subject, rule);
  return subject.within ? `${capital(subject.within)}: ${words}` : words;
}

function sentence(subject: PropSubject, rule: PropRule): string {
  const name = quoted(subject);
  const fill = subject.reference ? `Choose ${article(kindNoun(subject.reference))} for ${name}.` : `Fill in ${name}.`;
  switch (rule.kind) {
    case 'missing':
      return fill;
    case 'type':
      return TYPE_WORDS[rule.expected]
        ? `${name} must be ${TYPE_WORDS[rule.expected]}.`
        : `${name} cannot be read: edit the block and set it again.`;
    case 'minLength':
      return rule.limit <= 1 ? fill : `${name} needs at least ${plural(rule.limit, 'character')}.`;
    case 'maxLength':
      return `Shorten ${name} to at most ${plural(rule.limit, 'character')}.`;
    case 'minItems':
      return `Add at least ${rule.limit} to ${name}.`;
    case 'maxItems':
      return `${name} takes at most ${rule.limit}: remove some.`;
    case 'minimum':
      return `${name} must be at least ${rule.limit}.`;
    case 'maximum':
      return `${name} must be at most ${rule.limit}.`;
    case 'pattern': {
      // note: a reference the picker writes is always in form: choosing again mends it
      const words = PATTERN_WORDS.get(rule.source) ?? (subject.reference ? undefined : rule.message);
      if (words) return `${name}: ${words}`;
      return subject.reference ? fill : `${name} is not in the form this block expects: check it.`;
    }
    case 'choice':
      return `Choose one of the options for ${name}.`;
    case 'unknownProp':
      return `This block has no setting "${rule.key}": edit the block and save it again.`;
    case 'other':
      if (subject.reference) return fill;
      return rule.message ? `${name}: ${rule.message}` : `Check ${name}: this block cannot use it as it is.`;
  }
}

/** A prop's title when its schema gives one; else its name, as words ("productIds" → "product ids"). */
export const propTitle = (title: string | undefined, name: string): string =>
  title ?? name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
