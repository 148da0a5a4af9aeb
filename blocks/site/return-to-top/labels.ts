import { defineLabels } from '../../../src/host/labels.ts';

export const returnToTopLabels = defineLabels('returnToTop', { button: 'Return to top' });
