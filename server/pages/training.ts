import { CERTIFICATION_TRAINING_PATH } from '#contracts/certification-training.ts';
import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

const title = 'Distributor certification training';
const body = () => slot('certification-training');

/**
 * The certification training (accounts spec 2) for signed-in users; a visitor is sent to log in
 * and come back. The block's steps are routes below the page (`/step/{stepIndex}`): each is the
 * same page, so a reload or a shared link opens the block, which decides the step.
 */
export const trainingPages: DemoPage[] = [
  { guard: 'signedIn', path: CERTIFICATION_TRAINING_PATH, title, body },
  { guard: 'signedIn', path: `${CERTIFICATION_TRAINING_PATH}/step/:stepIndex`, title, body },
];
