import { useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useFocusFirstError } from '../ui/use-focus-first-error.ts';
import { useStyles } from '../ui/use-styles.ts';
import editorCss from './editor.css?inline';
import { findBlocks, type BlockEntry } from './block-manifest.ts';
import { checkBlockProps } from './block-props-check.ts';
import { fieldsFor } from './schema-fields.ts';
import { SchemaForm } from './schema-form.tsx';
import { valuesFor, type FormErrors, type Props } from './schema-values.ts';

/** The slot being edited; absent when a new block is being inserted. */
export interface EditedSlot {
  block: BlockEntry;
  props: Props;
}

export interface BlockDialogProps {
  open: boolean;
  blocks: readonly BlockEntry[];
  editing: EditedSlot | null;
  onSubmit: (block: BlockEntry, props: Props) => void;
  onClose: () => void;
}

/**
 * "Insert block": pick a block from blocks.json (searchable, deprecated ones marked and last),
 * then fill in its props in a form built from its JSON Schema. Editing a slot opens the form
 * directly with the slot's props.
 */
export function BlockDialog({ open, blocks, editing, onSubmit, onClose }: BlockDialogProps) {
  useStyles(editorCss);
  const [chosen, setChosen] = useState<BlockEntry | null>(null);
  const block = editing?.block ?? chosen;
  const close = () => {
    setChosen(null);
    onClose();
  };
  const title = editing ? `Edit block: ${editing.block.title}` : block ? `Insert block: ${block.title}` : 'Insert block';
  return (
    <Modal open={open} title={title} onClose={close} className="cmsb-editor-dialog">
      {block ? (
        <PropsForm
          key={block.name}
          block={block}
          original={editing?.props ?? {}}
          submitLabel={editing ? 'Save block' : 'Insert block'}
          onBack={editing ? null : () => setChosen(null)}
          onSubmit={(props) => {
            setChosen(null);
            onSubmit(block, props);
          }}
        />
      ) : (
        <BlockPicker blocks={blocks} onChoose={setChosen} />
      )}
    </Modal>
  );
}

function BlockPicker({ blocks, onChoose }: { blocks: readonly BlockEntry[]; onChoose: (block: BlockEntry) => void }) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => findBlocks(blocks, query), [blocks, query]);
  const statusId = useId();
  return (
    <div className="cmsb-editor-picker">
      <TextField
        label="Search blocks"
        type="search"
        value={query}
        aria-describedby={statusId}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={statusId} className="cmsb-editor-picker__status" role="status">
        {found.length === 0 ? 'No blocks match your search.' : `${found.length} block${found.length === 1 ? '' : 's'}`}
      </p>
      <ul className="cmsb-editor-picker__list">
        {found.map((block) => (
          <li key={block.name}>
            <button
              type="button"
              className="cmsb-editor-picker__choice"
              aria-describedby={`${statusId}-${block.name}`}
              onClick={() => onChoose(block)}
            >
              <span className="cmsb-editor-picker__title">
                {block.title}
                {block.deprecated !== null && <span className="cmsb-editor-picker__badge"> (deprecated)</span>}
              </span>
              {/* note: a description, not part of the button's name, so the name is the block's title */}
              <span id={`${statusId}-${block.name}`} className="cmsb-editor-picker__description" aria-hidden="true">
                {block.deprecated ?? block.description}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface PropsFormProps {
  block: BlockEntry;
  original: Props;
  submitLabel: string;
  onBack: (() => void) | null;
  onSubmit: (props: Props) => void;
}

function PropsForm({ block, original, submitLabel, onBack, onSubmit }: PropsFormProps) {
  const fields = useMemo(() => fieldsFor(block.props), [block]);
  const [values, setValues] = useState(() => valuesFor(fields, original));
  const [errors, setErrors] = useState<FormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const idPrefix = useId();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = checkBlockProps(block, values, original);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) focusFirstError();
    else onSubmit(checked.props);
  };

  return (
    <form ref={formRef} className="cmsb-editor-form" noValidate onSubmit={submit}>
      <p className="cmsb-editor-form__description">{block.description}</p>
      {block.deprecated !== null && <Alert type="warning">{block.deprecated}</Alert>}
      {errors[''] && <Alert type="error">{errors['']}</Alert>}
      {fields.length === 0 ? (
        <p>This block has no settings.</p>
      ) : (
        <SchemaForm fields={fields} values={values} errors={errors} onChange={setValues} idPrefix={idPrefix} />
      )}
      <div className="cmsb-editor-form__actions">
        {onBack && (
          <Button type="button" variant="secondary" onClick={onBack}>
            Choose another block
          </Button>
        )}
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
