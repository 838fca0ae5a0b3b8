import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  (): React.ReactElement;
  /** Loads the page's code; after it resolves the page renders synchronously (needed to hydrate). */
  preload(): Promise<void>;
}

/**
 * A route's page in its own chunk. Before hydrating a prerendered page the client preloads the
 * matching chunk, so hydration renders exactly what the prerenderer rendered, with no fallback.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded ??= (await load()).default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  Page.preload = preload;
  return Page;
}
