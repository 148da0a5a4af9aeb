import tokensCss from './tokens.css?inline';
import { useStyles } from './use-styles.ts';

/** Adopts the shared utility classes (`cmsb-visually-hidden`) every UI component relies on. */
export function useBaseStyles(): void {
  useStyles(tokensCss);
}
