import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks (the member shell, route pages) load on a busy CI machine too: wait up to 15 s for what a test finds (a
// test that finds it waits no longer than it needs).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
