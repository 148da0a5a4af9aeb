import type { ReferenceItem } from '#contracts/references.ts';
import { REQUIRED_MESSAGE } from '#validation/messages.ts';
import type { NumberField, PropField, TextField } from './schema-fields.ts';

/** What a form holds for one prop: text, a checkbox, the values of repeated groups or of an object's fields. */
export type FormValue = string | boolean | FormValues[] | FormValues;
export interface FormValues {
  [name: string]: FormValue;
}
export type Props = Record<string, unknown>;
/** Messages by dot path (`sections.0.title`). */
export type FormErrors = Record<string, string>;

const isObject = (value: unknown): value is Props => typeof value === 'object' && value !== null && !Array.isArray(value);
const isGroup = (value: FormValue | undefined): value is FormValues => typeof value === 'object' && !Array.isArray(value);

/**
 * The values once `field` holds `value`, which the person picked as `item` (else typed): an image
 * picked while the prop beside it that describes it (its reference's `alt`) is empty gets the
 * media library's alt text there too, as a start the person may change. A description already
 * written is never replaced.
 */
export function withPicked(values: FormValues, field: PropField, value: FormValue, item?: ReferenceItem): FormValues {
  const next = { ...values, [field.name]: value };
  const description = field.kind === 'text' ? field.reference?.alt : undefined;
  if (description === undefined || !item?.alt || !(description in values)) return next;
  const written = values[description];
  return typeof written === 'string' && written.trim() === '' ? { ...next, [description]: item.alt } : next;
}

/** The form's starting values: the slot's props where it has them, else each field's default. */
export function valuesFor(fields: readonly PropField[], props: Props = {}): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, valueFor(field, props[field.name])]));
}

function valueFor(field: PropField, prop: unknown): FormValue {
  switch (field.kind) {
    case 'text':
    case 'choice':
      return typeof prop === 'string' ? prop : (field.defaultValue ?? '');
    case 'number':
      return typeof prop === 'number' ? String(prop) : field.defaultValue === undefined ? '' : String(field.defaultValue);
    case 'boolean':
      return typeof prop === 'boolean' ? prop : field.defaultValue;
    case 'lines':
      return Array.isArray(prop) ? prop.map(String).join('\n') : '';
    case 'groups': {
      const items = Array.isArray(prop) ? prop.filter(isObject) : [];
      const count = Math.max(items.length, field.required ? Math.max(field.minItems ?? 1, 1) : 0);
      return Array.from({ length: count }, (_, index) => valuesFor(field.fields, items[index]));
    }
    case 'object':
      return valuesFor(field.fields, isObject(prop) ? prop : {});
    case 'json':
      return prop === undefined ? '' : JSON.stringify(prop, null, 2);
  }
}

/** An empty group to append to a repeatable field. */
export const emptyGroup = (fields: readonly PropField[]): FormValues => valuesFor(fields);

export interface FormResult {
  props: Props;
  /** Messages by field path; `''` holds a problem with the props as a whole. */
  errors: FormErrors;
}

/**
 * The props the form's values stand for, with a message for each field that cannot be right.
 * A value left at its default (or empty) is left out, unless the slot already had that prop: an
 * edit changes only what the editor changed.
 */
export function propsFrom(fields: readonly PropField[], values: FormValues, original: Props = {}): FormResult {
  const props: Props = {};
  const errors: FormErrors = {};
  for (const field of fields) {
    const had = Object.hasOwn(original, field.name);
    const outcome = propFrom(field, values[field.name], had, original[field.name]);
    if ('error' in outcome) errors[field.name] = outcome.error;
    if ('nested' in outcome)
      for (const [path, message] of Object.entries(outcome.nested)) errors[`${field.name}.${path}`] = message;
    if ('value' in outcome) props[field.name] = outcome.value;
  }
  return { props, errors };
}

type Outcome = { value: unknown } | { error: string } | { nested: FormErrors; value: unknown } | Record<string, never>;

const OMIT: Outcome = {};

function propFrom(field: PropField, raw: FormValue | undefined, had: boolean, original: unknown): Outcome {
  const text = typeof raw === 'string' ? raw : '';
  switch (field.kind) {
    case 'text': {
      if (text === '') return field.required ? { error: REQUIRED_MESSAGE } : field.optionalEmpty && had ? { value: '' } : OMIT;
      const error = textError(field, text);
      if (error) return { error };
      return text === field.defaultValue && !had ? OMIT : { value: text };
    }
    case 'choice':
      if (text === '') return field.required ? { error: REQUIRED_MESSAGE } : OMIT;
      return text === field.defaultValue && !had ? OMIT : { value: text };
    case 'number': {
      if (text.trim() === '') return field.required ? { error: REQUIRED_MESSAGE } : OMIT;
      const number = Number(text);
      const error = numberError(field, number);
      if (error) return { error };
      return number === field.defaultValue && !had ? OMIT : { value: number };
    }
    case 'boolean': {
      const checked = raw === true;
      return checked === field.defaultValue && !had ? OMIT : { value: checked };
    }
    case 'lines': {
      const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      if (lines.length === 0 && !field.required) return OMIT;
      const countError = lines.length === 0 ? REQUIRED_MESSAGE : countProblem(field, lines.length, 'line');
      if (countError) return { error: countError };
      const lineError = lines.map((line, index) => [index, textError(field.item, line)] as const).find(([, error]) => error);
      if (lineError) return { error: `Line ${lineError[0] + 1}: ${lineError[1]}` };
      return { value: lines };
    }
    case 'groups': {
      const groups = Array.isArray(raw) ? raw : [];
      if (groups.length === 0 && !field.required && !had) return OMIT;
      const countError = groups.length === 0 && field.required ? REQUIRED_MESSAGE : countProblem(field, groups.length, 'item');
      if (countError) return { error: countError };
      const originals = Array.isArray(original) ? original : [];
      const nested: FormErrors = {};
      const value = groups.map((group, index) => {
        const result = propsFrom(field.fields, group, isObject(originals[index]) ? originals[index] : {});
        for (const [path, message] of Object.entries(result.errors)) nested[`${index}.${path}`] = message;
        return result.props;
      });
      return { nested, value };
    }
    case 'object': {
      const group = isGroup(raw) ? raw : {};
      if (!field.required && isUntouched(field.fields, group)) return OMIT;
      const result = propsFrom(field.fields, group, isObject(original) ? original : {});
      return { nested: result.errors, value: result.props };
    }
    case 'json': {
      if (text.trim() === '') return field.required ? { error: REQUIRED_MESSAGE } : OMIT;
      try {
        return { value: JSON.parse(text) as unknown };
      } catch {
        return { error: 'Enter valid JSON.' };
      }
    }
  }
}

/**
 * Whether every field is empty or as a new object starts: an optional object left so is left out
 * (so clearing its fields removes it) rather than asking for its required fields.
 */
function isUntouched(fields: readonly PropField[], values: FormValues): boolean {
  const start = emptyGroup(fields);
  return fields.every((field) => {
    const value = values[field.name];
    if (value === undefined || value === start[field.name]) return true;
    if (typeof value === 'string') return value.trim() === '';
    if (field.kind === 'object' && isGroup(value)) return isUntouched(field.fields, value);
    if (field.kind === 'groups' && Array.isArray(value)) return value.every((item) => isUntouched(field.fields, item));
    return false;
  });
}

function textError(field: TextField, text: string): string | null {
  // note: JSON Schema counts code points, as Array.from does
  const length = Array.from(text).length;
  if (field.minLength !== undefined && length < field.minLength) return `Enter at least ${field.minLength} characters.`;
  if (field.maxLength !== undefined && length > field.maxLength) return `Enter at most ${field.maxLength} characters.`;
  if (field.pattern !== undefined && !new RegExp(field.pattern, 'u').test(text)) return 'The value has the wrong format.';
  return null;
}

function numberError(field: NumberField, number: number): string | null {
  if (!Number.isFinite(number)) return 'Enter a number.';
  if (field.integer && !Number.isInteger(number)) return 'Enter a whole number.';
  const { minimum: min, maximum: max } = field;
  if ((min !== undefined && number < min) || (max !== undefined && number > max)) {
    if (min !== undefined && max !== undefined) return `Enter a number from ${min} to ${max}.`;
    return min !== undefined ? `Enter a number of at least ${min}.` : `Enter a number of at most ${max}.`;
  }
  return null;
}

function countProblem(field: { minItems?: number; maxItems?: number }, count: number, noun: string): string | null {
  if (field.minItems !== undefined && count < field.minItems)
    return `Add at least ${field.minItems} ${noun}${field.minItems === 1 ? '' : 's'}.`;
  if (field.maxItems !== undefined && count > field.maxItems)
    return `Use at most ${field.maxItems} ${noun}${field.maxItems === 1 ? '' : 's'}.`;
  return null;
}
