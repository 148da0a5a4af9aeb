import type { JsonSchema } from '#contracts/json-schema.ts';
import type { ReferenceMetadata } from '#contracts/references.ts';

interface FieldBase {
  /** The prop's name: its key in the props object. */
  name: string;
  label: string;
  /** The schema's description, shown under the label. */
  hint: string | undefined;
  required: boolean;
}

/** A string: a text box, checked for its length and pattern. `optionalEmpty`: '' is a valid value of its own. */
export interface TextField extends FieldBase {
  kind: 'text';
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  optionalEmpty: boolean;
  defaultValue?: string;
  /** What it references: the form shows a picker instead of a text box. */
  reference?: ReferenceMetadata;
}

export interface NumberField extends FieldBase {
  kind: 'number';
  integer: boolean;
  minimum?: number;
  maximum?: number;
  defaultValue?: number;
}

/** An enum: a select of its values. */
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: string[];
  defaultValue?: string;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  defaultValue: boolean;
}

/** An array of strings: one item per line. */
export interface LinesField extends FieldBase {
  kind: 'lines';
  item: TextField;
  minItems?: number;
  maxItems?: number;
}

/** An array of objects: a repeatable group of fields. */
export interface GroupsField extends FieldBase {
  kind: 'groups';
  fields: PropField[];
  minItems?: number;
  maxItems?: number;
}

/** An object with known properties: a fieldset of its own fields. */
export interface ObjectField extends FieldBase {
  kind: 'object';
  fields: PropField[];
}

/** Any other shape: its JSON, edited as text, so no prop is out of an editor's reach. */
export interface JsonField extends FieldBase {
  kind: 'json';
  schema: JsonSchema;
}

export type PropField = TextField | NumberField | ChoiceField | BooleanField | LinesField | GroupsField | ObjectField | JsonField;

/** Words shown in capitals in labels made from prop names. */
const ACRONYMS = new Set(['id', 'ids', 'url', 'bv', 'pv', 'sku']);

/**
 * `productIds` → 'Product IDs', `showBvPv` → 'Show BV PV': the label of a prop whose schema has
 * no `title` (blocks.json gives every block prop one; this is the fallback for any other schema).
 */
export function labelFor(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .split(' ')
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase().replace(/S$/, 's') : word));
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** `anyOf: [{const: ''}, {type: 'string', …}]`: a string that may also be left empty on purpose. */
function emptyOrString(schema: JsonSchema): JsonSchema | null {
  if (schema.anyOf?.length !== 2) return null;
  const [first, second] = schema.anyOf;
  if (first?.const === '' && second?.type === 'string') return second;
  if (second?.const === '' && first?.type === 'string') return first;
  return null;
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

/** The reference a string schema declares, on itself or (for an empty-or-string) on its outer schema. */
function referenceOf(schema: JsonSchema, outer?: JsonSchema): ReferenceMetadata | undefined {
  const kind = schema.reference ?? outer?.reference;
  if (kind === undefined) return undefined;
  const alt = schema.alt ?? outer?.alt;
  return { reference: kind, ...((schema.freeText ?? outer?.freeText) ? { freeText: true } : {}), ...(alt ? { alt } : {}) };
}

function textField(base: FieldBase, schema: JsonSchema, optionalEmpty: boolean, outer?: JsonSchema): TextField {
  return defined({
    ...base,
    kind: 'text',
    minLength: schema.minLength,
    maxLength: schema.maxLength,
    pattern: schema.pattern,
    optionalEmpty,
    defaultValue: typeof schema.default === 'string' ? schema.default : undefined,
    reference: referenceOf(schema, outer),
  });
}

/** The form field that edits one prop, chosen from its schema's shape. */
export function fieldFor(name: string, schema: JsonSchema, required: boolean): PropField {
  const nullable = emptyOrString(schema);
  const base: FieldBase = {
    name,
    label: schema.title ?? nullable?.title ?? labelFor(name),
    hint: schema.description ?? nullable?.description,
    required,
  };
  if (nullable) return textField(base, nullable, true, schema);
  if (schema.enum?.every((value) => typeof value === 'string')) {
    const options = schema.enum as string[];
    return defined({ ...base, kind: 'choice', options, defaultValue: options.find((option) => option === schema.default) });
  }
  switch (schema.type) {
    case 'string':
      return textField(base, schema, false);
    case 'integer':
    case 'number':
      return defined({
        ...base,
        kind: 'number',
        integer: schema.type === 'integer',
        minimum: schema.minimum,
        maximum: schema.maximum,
        defaultValue: typeof schema.default === 'number' ? schema.default : undefined,
      });
    case 'boolean':
      return { ...base, kind: 'boolean', defaultValue: schema.default === true };
    case 'array': {
      const items = schema.items ?? {};
      const counts = defined({ minItems: schema.minItems, maxItems: schema.maxItems });
      if (items.type === 'string' && !items.enum) {
        const item = textField({ ...base, label: items.title ?? base.label, hint: items.description }, items, false);
        return { ...base, kind: 'lines', item, ...counts };
      }
      if (items.type === 'object' && items.properties) return { ...base, kind: 'groups', fields: fieldsFor(items), ...counts };
      return { ...base, kind: 'json', schema };
    }
    case 'object':
      // note: one that also takes other keys, by an additionalProperties schema, stays JSON so those keys stay editable
      if (schema.properties && typeof schema.additionalProperties !== 'object') {
        return { ...base, kind: 'object', fields: fieldsFor(schema) };
      }
      return { ...base, kind: 'json', schema };
    default:
      return { ...base, kind: 'json', schema };
  }
}

/** The fields of an object schema (a block's props), in the schema's order. */
export function fieldsFor(schema: JsonSchema): PropField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => fieldFor(name, property, required.has(name)));
}
