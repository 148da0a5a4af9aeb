import { useId, useLayoutEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Modal } from '#ui/modal.tsx';
import { AUTOFOCUS_ATTRIBUTE, focusFirstField } from '#ui/initial-focus.ts';
import { focusFirstError } from '#ui/forms/focus-first-error.ts';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { useStyles } from '#ui/use-styles.ts';
import editorCss from './editor.css?inline';
import type { BlockEntry } from './block-manifest.ts';
import { checkBlockProps } from './block-props-check.ts';
import { fieldsFor } from './schema-fields.ts';
import { Inserter } from './inserter/inserter.tsx';
import { createReferenceApi } from './pickers/reference-api.ts';
import { ReferenceApiProvider } from './pickers/reference-api-context.tsx';
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
  /** A new block chosen before the dialog opened (the slash command): it opens at its form, whose Back shows every block. */
  start?: BlockEntry | null;
  onSubmit: (block: BlockEntry, props: Props) => void;
  onClose: () => void;
  /** The API's base URL: the pickers search and upload through it. */
  apiBaseUrl: string;
  /** Where the inserter's previews load the blocks' files from. */
  assetsUrl?: string;
  /** Answers the pickers' calls instead of the network: stories and tests. */
  fetch?: typeof fetch;
}

/**
 * "Insert block": pick a block in the inserter (search, categories, previews), then fill in its
 * props in a form built from its JSON Schema, with pickers for what props reference. Editing a
 * slot opens the form directly with the slot's props. Each step opens with focus on its first field.
 */
export function BlockDialog({
  open,
  blocks,
  editing,
  start = null,
  onSubmit,
  onClose,
  apiBaseUrl,
  assetsUrl,
  fetch,
}: BlockDialogProps) {
  useStyles(editorCss);
  const [chosen, setChosen] = useState<BlockEntry | null>(start);
  // each opening starts from the block chosen before it, if any
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosen(start);
  }
  const api = useMemo(() => createReferenceApi({ baseUrl: apiBaseUrl, ...(fetch ? { fetch } : {}) }), [apiBaseUrl, fetch]);
  const block = editing?.block ?? chosen;
  const close = () => {
    setChosen(null);
    onClose();
  };
  const title = editing ? `Edit block: ${editing.block.title}` : block ? `Insert block: ${block.title}` : 'Insert block';
  return (
    <Modal open={open} title={title} onClose={close} className="cmsb-editor-dialog">
      <ReferenceApiProvider value={api}>
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
          <Inserter
            blocks={blocks}
            onChoose={setChosen}
            apiBaseUrl={apiBaseUrl}
            {...(assetsUrl === undefined ? {} : { assetsUrl })}
          />
        )}
      </ReferenceApiProvider>
    </Modal>
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
  const focusAfterRender = useFocusAfterRender();
  const idPrefix = useId();

  // note: when the dialog opens on this form the Modal focuses the first field itself; this is for
  // the form shown after a block is picked, in a dialog already open
  useLayoutEffect(() => {
    if (formRef.current) focusFirstField(formRef.current);
  }, []);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = checkBlockProps(block, values, original);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) focusAfterRender(() => focusFirstError(formRef.current));
    else onSubmit(checked.props);
  };

  return (
    <form ref={formRef} className="cmsb-editor-form" noValidate onSubmit={submit}>
      <p className="cmsb-editor-form__description">{block.description}</p>
      {block.deprecated !== null && <Alert type="warning">{block.deprecated}</Alert>}
      {errors[''] && <ErrorBanner message={errors['']} onClose={() => setErrors(({ '': _whole, ...atFields }) => atFields)} />}
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
        {/* a block without settings: Enter inserts it at once */}
        <Button type="submit" {...(fields.length === 0 ? { [AUTOFOCUS_ATTRIBUTE]: true } : {})}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
