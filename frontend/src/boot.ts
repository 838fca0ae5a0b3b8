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
      // The page's inline tap holder (index.html) then sends a held booking tap to its link.
      if (!reloadOnce()) window.dispatchEvent(new Event('clinic:app-failed'));
    });
}

// After the frame that shows the loaded page, so its largest picture is painted first.
const afterPaint = () => requestAnimationFrame(() => setTimeout(hydrateWhenLoaded, 0));
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
