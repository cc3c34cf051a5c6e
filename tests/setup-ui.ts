import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks (the member shell, route pages) load on a busy CI machine too: wait up to 5 s for what a test finds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
