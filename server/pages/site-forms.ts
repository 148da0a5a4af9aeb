import type { DemoPage } from './demo-page.ts';

// Skeleton: replaced by the pages' own code.
export const siteFormPages: DemoPage[] = [];
