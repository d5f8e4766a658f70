import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetPasskeyStatus } from '../../src/data/passkeyStatus';
import { forgetStepUp } from '../../src/data/stepUp';
import { setNavigate, setNotify } from '../../src/data/uiBridge';
import { contractViolations, server } from './msw';

// A busy CI machine (two cores, several test files at once) answers a stubbed call in more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// One msw server for every client test; a request no test stubbed, or a stub answering what the contract
// does not allow, fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  // vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  const violations = contractViolations.splice(0);
  if (violations.length > 0) throw new Error(violations.join('\n\n'));
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  setNavigate(null);
  setNotify(null);
  // Each test starts with the step-up window closed, as after signing in, and its passkeys unread.
  forgetStepUp();
  forgetPasskeyStatus();
});

afterAll(() => server.close());
