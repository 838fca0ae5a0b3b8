import { Suspense, use, type ComponentType } from 'react';

/** How close to the screen a section comes before its code is fetched. */
const AHEAD_OF_VIEW = '400px 0px';

const everySection: Array<() => Promise<void>> = [];

/** Loads the code of every section, for the prerenderer (which renders them all, in full). */
export function preloadSections(): Promise<void[]> {
  return Promise.all(everySection.map((preload) => preload()));
}

/** Resolves once the element with this id is near the screen, or at once when the page does not have it yet. */
function nearView(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const anchor = document.getElementById(anchorId);
    if (!anchor || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD_OF_VIEW },
    );
    observer.observe(anchor);
  });
}

/**
 * A section further down a page, prerendered in full with it, whose code a phone fetches only when
 * the visitor scrolls near it. Until then React leaves the prerendered HTML as it is (readable,
 * links working); a tap on it first hydrates it and is then handled. `anchorId` is an element of
 * the section (its heading), watched to know when it comes near; a page the visitor reached
 * inside the site, which has no prerendered section yet, loads it at once.
 */
export function sectionOnView<Props extends object>(anchorId: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  everySection.push(preload);
  let shown: Promise<void> | undefined;

  function Code(props: Props) {
    if (!Loaded) use((shown ??= nearView(anchorId).then(preload)));
    const Section = Loaded!;
    return <Section {...props} />;
  }
  function SectionOnView(props: Props) {
    return (
      <Suspense fallback={null}>
        <Code {...props} />
      </Suspense>
    );
  }
  return SectionOnView;
}
