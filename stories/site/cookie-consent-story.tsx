import type { Decorator } from '@storybook/react-vite';
import type { ConsentDecision } from '#host/consent.ts';
import { storageKeys } from '#host/storage-keys.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const MESSAGE = 'GET /api/cookie-notice-message';

/** The server's notice setting. */
export const noticeSetting = (enabled: boolean, revision = 1) =>
  withServer({ [MESSAGE]: () => ({ data: { enabled, revision } }) });

export const decided = (categories: ConsentDecision['categories'], revision = 1): ConsentDecision => ({
  revision,
  categories,
  decidedAt: '2026-11-01T10:30:00.000Z',
});

/** The device's stored decision as the story starts (none: a visitor who has not decided). */
export const storedDecision =
  (decision: ConsentDecision | null): Decorator =>
  (Story) => {
    const { key } = storageKeys.cookieConsent;
    if (decision) localStorage.setItem(key, JSON.stringify(decision));
    else localStorage.removeItem(key);
    return <Story />;
  };

/**
 * A story's `beforeEach` putting an empty slot of `block` in the document, as the page's HTML
 * holds it before any block mounts (the notice looks for the settings' slot, the popup for the
 * notice's); it is removed after the story.
 */
export const withPageSlot = (block: string) => () => {
  const slot = document.createElement('div');
  slot.setAttribute('data-block', block);
  document.body.append(slot);
  return () => slot.remove();
};
