import { useInsertionEffect } from 'react';
import { adoptStyles } from './adopt-styles.ts';

/** Applies a component's CSS (see adoptStyles) before its first paint. */
export function useStyles(css: string): void {
  useInsertionEffect(() => adoptStyles(css), [css]);
}
