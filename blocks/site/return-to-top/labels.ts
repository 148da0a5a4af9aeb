import { defineLabels } from '#host/labels.ts';

export const returnToTopLabels = defineLabels('returnToTop', { button: 'Return to top' });
