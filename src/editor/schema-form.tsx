import type { ReferenceItem } from '#contracts/references.ts';
import { Button } from '#ui/forms/button.tsx';
import { CheckboxField } from '#ui/forms/checkbox-field.tsx';
import { describedBy, FieldError, FieldHint } from '#ui/forms/field.tsx';
import fieldCss from '#ui/forms/field.css?inline';
import { useStyles } from '#ui/use-styles.ts';
import { SelectField } from '#ui/forms/select-field.tsx';
import { TextAreaField } from '#ui/forms/text-area-field.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { ReferenceListPicker } from './pickers/reference-list-picker.tsx';
import { ReferencePicker } from './pickers/reference-picker.tsx';
import type { GroupsField, ObjectField, PropField } from './schema-fields.ts';
import { emptyGroup, withPicked, type FormErrors, type FormValue, type FormValues } from './schema-values.ts';

export interface SchemaFormProps {
  fields: readonly PropField[];
  values: FormValues;
  errors: FormErrors;
  onChange: (values: FormValues) => void;
  /** Prefixes the controls' ids, so two forms on a page never share one. */
  idPrefix: string;
  /** Dot path of these fields inside the whole form ('' at the top). */
  path?: string;
}

/** The form for a block's props, one control per prop, built from the schema's fields. */
export function SchemaForm({ fields, values, errors, onChange, idPrefix, path = '' }: SchemaFormProps) {
  return (
    <>
      {fields.map((field) => (
        <PropControl
          key={field.name}
          field={field}
          value={values[field.name]}
          errors={errors}
          path={`${path}${field.name}`}
          idPrefix={idPrefix}
          onChange={(value, item) => onChange(withPicked(values, field, value, item))}
        />
      ))}
    </>
  );
}

/** A control's id: the form's prefix and the prop's dot path. */
const controlId = (idPrefix: string, path: string) => `${idPrefix}-${path.replace(/\./g, '-')}`;

interface PropControlProps {
  field: PropField;
  value: FormValue | undefined;
  errors: FormErrors;
  path: string;
  idPrefix: string;
  /** `item`: what a picker's value was picked as (an image, with its alt text). */
  onChange: (value: FormValue, item?: ReferenceItem) => void;
}

function PropControl({ field, value, errors, path, idPrefix, onChange }: PropControlProps) {
  const common = {
    id: controlId(idPrefix, path),
    label: field.label,
    hint: field.hint,
    error: errors[path],
    required: field.required,
  };
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'text':
      if (field.reference) {
        return (
          <ReferencePicker
            {...common}
            required={field.required}
            kind={field.reference.reference}
            freeText={field.reference.freeText === true}
            value={text}
            onChange={onChange}
          />
        );
      }
      return <TextField {...common} value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          step={field.integer ? 1 : 'any'}
          min={field.minimum}
          max={field.maximum}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'choice':
      return (
        <SelectField
          {...common}
          options={field.options.map((option) => ({ value: option, label: option }))}
          {...(field.required || field.defaultValue !== undefined ? {} : { placeholder: '(not set)' })}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'boolean':
      return <CheckboxField {...common} checked={value === true} onChange={(event) => onChange(event.target.checked)} />;
    case 'lines':
      if (field.item.reference) {
        return (
          <ReferenceListPicker
            {...common}
            itemLabel={field.item.label}
            required={field.required}
            kind={field.item.reference.reference}
            value={text}
            onChange={onChange}
          />
        );
      }
      return (
        <TextAreaField
          {...common}
          hint={[field.hint, 'One per line.'].filter(Boolean).join(' ')}
          rows={4}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'json':
      return (
        <TextAreaField
          {...common}
          hint={[field.hint, 'As JSON.'].filter(Boolean).join(' ')}
          rows={6}
          spellCheck={false}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'groups':
      return (
        <GroupsControl
          field={field}
          groups={Array.isArray(value) ? value : []}
          errors={errors}
          path={path}
          idPrefix={idPrefix}
          onChange={onChange}
        />
      );
    case 'object':
      return (
        <ObjectControl
          field={field}
          values={typeof value === 'object' && !Array.isArray(value) ? value : {}}
          errors={errors}
          path={path}
          idPrefix={idPrefix}
          onChange={onChange}
        />
      );
  }
}

interface FieldsetHeadProps {
  field: PropField;
  hint: string | undefined;
  error: string | undefined;
  id: string;
}

/** A fieldset's legend (the prop's label, marked when required), hint and error. */
function FieldsetHead({ field, hint, error, id }: FieldsetHeadProps) {
  // the field kit's hint and error, here without a control of their own to bring their styles
  useStyles(fieldCss);
  return (
    <>
      <legend className="cmsb-editor-groups__legend">
        {field.label}
        {field.required && (
          <span className="cmsb-field__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </>
  );
}

interface ObjectControlProps {
  field: ObjectField;
  values: FormValues;
  errors: FormErrors;
  path: string;
  idPrefix: string;
  onChange: (values: FormValues) => void;
}

/** An object: a fieldset of its own fields. An optional one is left out while they are all empty. */
function ObjectControl({ field, values, errors, path, idPrefix, onChange }: ObjectControlProps) {
  const id = controlId(idPrefix, path);
  const error = errors[path];
  const hint = [field.hint, field.required ? '' : 'Leave every field empty for none.'].filter(Boolean).join(' ');
  return (
    <fieldset className="cmsb-editor-groups" aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}>
      <FieldsetHead field={field} hint={hint} error={error} id={id} />
      <SchemaForm
        fields={field.fields}
        values={values}
        errors={errors}
        path={`${path}.`}
        idPrefix={idPrefix}
        onChange={onChange}
      />
    </fieldset>
  );
}

interface GroupsControlProps {
  field: GroupsField;
  groups: FormValues[];
  errors: FormErrors;
  path: string;
  idPrefix: string;
  onChange: (groups: FormValues[]) => void;
}

/** A repeatable group (an array of objects): a fieldset per item, with add and remove. */
function GroupsControl({ field, groups, errors, path, idPrefix, onChange }: GroupsControlProps) {
  const id = controlId(idPrefix, path);
  const error = errors[path];
  const atMost = field.maxItems !== undefined && groups.length >= field.maxItems;
  return (
    <fieldset className="cmsb-editor-groups" aria-describedby={describedBy(error && `${id}-error`)}>
      <FieldsetHead field={field} hint={field.hint} error={error} id={id} />
      {groups.map((group, index) => (
        // note: items have no identity of their own; the index is what their errors are keyed by too
        <fieldset key={index} className="cmsb-editor-groups__item">
          <legend className="cmsb-editor-groups__item-legend">{`${field.label}: item ${index + 1}`}</legend>
          <SchemaForm
            fields={field.fields}
            values={group}
            errors={errors}
            path={`${path}.${index}.`}
            idPrefix={idPrefix}
            onChange={(next) => onChange(groups.map((item, at) => (at === index ? next : item)))}
          />
          <Button type="button" variant="secondary" onClick={() => onChange(groups.filter((_, at) => at !== index))}>
            {`Remove item ${index + 1}`}
          </Button>
        </fieldset>
      ))}
      <Button type="button" variant="secondary" disabled={atMost} onClick={() => onChange([...groups, emptyGroup(field.fields)])}>
        Add item
      </Button>
    </fieldset>
  );
}
