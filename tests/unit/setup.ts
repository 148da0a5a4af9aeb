import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { abortUnansweredRequests } from '../support/fake-fetch.ts';
import { removePageSlots } from '../support/page-slots.ts';

// findBy and waitFor wait for a settled state up to 5 s, as the stories do (.storybook/preview.tsx),
// not Testing Library's 1 s, which a fake server's answer and a render outlasted on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

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
