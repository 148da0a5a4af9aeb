import { checkPropsSchema } from '#contracts/props-schema-check.ts';
import type { BlockEntry } from './block-manifest.ts';
import { fieldsFor } from './schema-fields.ts';
import { propsFrom, type FormErrors, type FormResult, type FormValues, type Props } from './schema-values.ts';

/**
 * The form's props for `block`, checked twice: by the form's own rules (clear messages at each
 * field), then by the block's JSON Schema with the validator the server uses, so whatever the
 * editor inserts the server accepts. A schema problem is shown at the field it concerns.
 */
export function checkBlockProps(block: BlockEntry, values: FormValues, original: Props = {}): FormResult {
  const { props, errors } = propsFrom(fieldsFor(block.props), values, original);
  if (Object.keys(errors).length > 0) return { props, errors };
  const fieldPaths = new Set(Object.keys(values));
  const schemaErrors: FormErrors = {};
  for (const problem of checkPropsSchema(block.props, props)) {
    const top = problem.path.split('.')[0] ?? '';
    const at = fieldPaths.has(top) ? top : '';
    schemaErrors[at] ??= problem.message;
  }
  return { props, errors: schemaErrors };
}
