import { createRoot } from 'react-dom/client';
import type { Editor as TinyEditor } from 'tinymce';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.tsx';

export type MountEditorOptions = Omit<RichTextEditorProps, 'initialValue' | 'onChange' | 'onReady' | 'label'> & {
  /** The editing area's accessible name; by default the text of the textarea's label. */
  label?: string;
};

export interface MountedEditor {
  /** Resolves once TinyMCE is ready. */
  ready: Promise<TinyEditor>;
  /** Removes the editor and shows the textarea again, holding the last content. */
  destroy(): void;
}

function labelOf(textarea: HTMLTextAreaElement): string {
  return textarea.labels[0]?.textContent.trim() || textarea.getAttribute('aria-label') || 'Rich text';
}

/**
 * For hosts without React: turns a `<textarea>` into the rich-text editor. The textarea stays in
 * its form, hidden, and always holds the current HTML, so a plain form post saves it; each change
 * also fires an `input` event on it, for hosts that track unsaved changes.
 */
export function mountEditor(textarea: HTMLTextAreaElement, options: MountEditorOptions): MountedEditor {
  const host = textarea.ownerDocument.createElement('div');
  textarea.after(host);
  textarea.hidden = true;
  const root = createRoot(host);
  let resolveReady!: (editor: TinyEditor) => void;
  const ready = new Promise<TinyEditor>((resolve) => {
    resolveReady = resolve;
  });
  root.render(
    <RichTextEditor
      {...options}
      label={options.label ?? labelOf(textarea)}
      initialValue={textarea.value}
      onReady={resolveReady}
      onChange={(html) => {
        if (html === textarea.value) return;
        textarea.value = html;
        textarea.dispatchEvent(new Event('input', { bubbles: true }));
      }}
    />,
  );
  return {
    ready,
    destroy() {
      root.unmount();
      host.remove();
      textarea.hidden = false;
    },
  };
}
