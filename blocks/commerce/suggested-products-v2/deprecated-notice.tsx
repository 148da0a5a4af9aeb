import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { useStyles } from '#ui/use-styles.ts';
import css from './deprecated-notice.css?inline';
import { suggestedProductsV2Labels } from './labels.ts';

/**
 * The retired version 2 strip: editors (edit mode) see the deprecation notice where the block sits,
 * so they replace it; visitors see nothing rather than a notice meant for editors.
 */
export function SuggestedProductsV2Notice() {
  useStyles(css);
  const { editMode } = useHostConfig();
  const labels = useLabels(suggestedProductsV2Labels);
  if (!editMode) return null;
  return (
    <p className="cmsb-deprecated-notice" role="note" data-state="deprecated">
      {labels.notice}
    </p>
  );
}
