import { vi } from 'vitest';

/** Makes matchMedia answer as a browser this wide would, optionally asking for reduced motion. */
export function setViewport(width: number, { reducedMotion = false } = {}) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const minWidth = /min-width:\s*(\d+)px/.exec(query);
      const maxWidth = /max-width:\s*(\d+)px/.exec(query);
      const matches = minWidth
        ? width >= Number(minWidth[1])
        : maxWidth
          ? width <= Number(maxWidth[1])
          : query.includes('prefers-reduced-motion')
            ? reducedMotion
            : false;
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      };
    }),
  );
}
