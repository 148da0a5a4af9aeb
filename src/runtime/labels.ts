import { defineLabels } from '#host/labels.ts';

export const runtimeLabels = defineLabels('runtime', {
  errorBoundary: 'Oops! Something went wrong. Please refresh the page or contact support if the error persists.',
});
