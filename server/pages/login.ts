import type { DemoPage } from './demo-page.ts';

// TODO(issue 9): the demo pages of this part of the accounts area.
export const loginPages: DemoPage[] = [];
