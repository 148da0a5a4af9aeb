import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { abortUnansweredRequests } from '../support/fake-fetch.ts';
import { removePageSlots } from '../support/page-slots.ts';

// The unit project shares one jsdom between the files of a worker: each file starts with empty
// storage, an empty page and the address `/`, as it would in a fresh environment.
// (A file that runs in the node environment has neither.)
beforeAll(() => {
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  abortUnansweredRequests();
  if (typeof document !== 'undefined') removePageSlots();
});
