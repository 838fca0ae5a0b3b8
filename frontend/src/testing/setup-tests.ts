import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A part loaded on demand (the appointment dialog) can take over a second to arrive on a busy
// two-core machine; findBy… waits up to 5 s for it rather than 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
