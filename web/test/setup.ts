import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after this: 1 s (the default) is too short for MUI renders on 2 busy cores
// in CI; a passing wait returns as soon as it passes, so only a real failure takes the full 5 s.
configure({ asyncUtilTimeout: 5_000 });

// Files share one jsdom window (isolate: false): each test leaves the DOM and storage as it found them.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
