import type { BlockEntry } from '#contracts/block-manifest.ts';
import { useDebouncedValue } from '#ui/use-debounced-value.ts';
import { BlockPreviewFrame } from '../preview/block-preview-frame.tsx';

/** How long a block stays highlighted before its preview loads: arrow keys held down load none. */
export const PREVIEW_DELAY_MS = 400;

export interface InserterPreviewProps {
  /** The highlighted block, or null. */
  block: BlockEntry | null;
  apiBaseUrl: string;
  assetsUrl?: string;
}

/** The highlighted block as visitors see it, with its example settings; nothing for a block without an example. */
export function InserterPreview({ block, apiBaseUrl, assetsUrl }: InserterPreviewProps) {
  const shown = useDebouncedValue(block, PREVIEW_DELAY_MS);
  if (!shown || shown !== block) return <div className="cmsb-inserter__preview" aria-hidden="true" />;
  return (
    <div className="cmsb-inserter__preview">
      {shown.example === null ? (
        <p className="cmsb-inserter__no-preview">No preview for this block.</p>
      ) : (
        <BlockPreviewFrame
          key={shown.name}
          block={shown.name}
          props={shown.example}
          title={`Preview: ${shown.title}`}
          apiBaseUrl={apiBaseUrl}
          // note: the frame resolves its files against this, so it must be absolute
          {...(assetsUrl === undefined ? {} : { assetsUrl: new URL(assetsUrl, document.baseURI).href })}
        />
      )}
    </div>
  );
}
