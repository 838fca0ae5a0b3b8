/**
 * The one script a page's head asks for. Nothing the visitor came for waits on code: the page is
 * prerendered HTML, so its text, pictures and links work as soon as they arrive. Once the page
 * has loaded (its pictures and fonts have had the connection to themselves), the code that makes
 * it interactive is fetched, every file the page needs at once (the prerenderer lists them on
 * #root), and hydrates it.
 */
/**
 * After a release, a page opened before it may ask for a file of the previous build that is gone.
 * The page is then reloaded, once: it comes back from the new build. Another failure soon after
 * is left to the page's error message, so a broken build never reloads in a loop.
 */
const RELOADED_AT = 'clinic:reloaded-for-release';
const RELOAD_AGAIN_AFTER_MS = 60_000;

function reloadOnce(): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    // Without storage a reload could not tell it was tried already.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * A tap on a booking button or the menu button (`data-tap-after-start`) before the app has started
 * is held, not lost: the app answers it once it runs (it says so with `clinic:app-started`). A
 * booking button is a link to the booking page, so should the app never start, the held tap
 * follows that link. Without any script at all, the link just works.
 */
let held: { element: Element; kind: string } | null = null;
let started = false;
document.addEventListener(
  'click',
  (event) => {
    if (started) return;
    const element = event.target instanceof Element ? event.target.closest('[data-tap-after-start]') : null;
    if (!element) return;
    event.preventDefault();
    held = { element, kind: element.getAttribute('data-tap-after-start') ?? '' };
  },
  true,
);
window.addEventListener(
  'clinic:app-started',
  () => {
    started = true;
    if (!held) return;
    const { element, kind } = held;
    held = null;
    // Hydration adopts the page's elements; should one have been drawn anew, its like stands in.
    const target = element.isConnected ? element : document.querySelector(`[data-tap-after-start="${kind}"]`);
    if (target instanceof HTMLElement) target.click();
  },
  { once: true },
);

/** The app could not start: a held booking tap goes to the booking page its link names. */
function followHeldLink(): void {
  if (held?.element instanceof HTMLAnchorElement) window.location.assign(held.element.href);
}

// Vite's loader says so when a page's or a dialog's code fails to download.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

function hydrateWhenLoaded(): void {
  // The page's CSS came inside it: a disabled link (never fetched) tells the app's loader, which
  // adds a stylesheet for each page it opens, that these are on the page already.
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = style.dataset.href!;
    link.disabled = true;
    document.head.append(link);
  }
  // The app's entry first, then what it and the page import.
  const [app, ...imports] = document.getElementById('root')?.dataset.modules?.split(' ').filter(Boolean) ?? [];
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // The development server serves the source itself.
  if (import.meta.env.DEV) void import('./main');
  else if (app)
    import(/* @vite-ignore */ app).catch(() => {
      if (!reloadOnce()) followHeldLink();
    });
}

// After the frame that shows the loaded page, so its largest picture is painted first.
const afterPaint = () => requestAnimationFrame(() => setTimeout(hydrateWhenLoaded, 0));
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
