import type { ReferenceKind } from './reference-metadata.ts';

/** The JSON Schema (draft 7) subset that blocks.json uses for props, as @valibot/to-json-schema writes it. */
export interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  default?: unknown;
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: readonly JsonSchema[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** What the prop references (src/contracts/references.ts): the editor's picker, the server's check on save. */
  reference?: ReferenceKind;
  /** With `reference`: values the picker does not offer are allowed too. */
  freeText?: boolean;
  /** With `reference: 'image'`: the sibling prop describing the image, filled with its alt text when empty. */
  alt?: string;
}

/** A schema as a short type for people: `string`, `"a" | "b"`, `integer[]`, `string | null`; nested objects are `object`. */
export function schemaTypeText(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(schemaTypeText).join(' | ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === 'array') return `${schema.items ? schemaTypeText(schema.items) : 'any'}[]`;
  return schema.type ?? 'any';
}
