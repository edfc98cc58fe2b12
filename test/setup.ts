import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs every project on two shared cores; a lazy part or a sandbox round trip that takes 0.2 s
// here can take well over the library's 1 s default there. Waiting longer only slows a failing test.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
