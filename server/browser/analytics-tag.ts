/**
 * The stand-in for a third-party analytics tag (runs in the browser): the demo may call no outside
 * service, so it marks the page as tracked, with the tracking ID from its own address (`?id=`),
 * and keeps the hits it would send (every entry of the page's `dataLayer`, queued before it loaded
 * or pushed later, as gtag reads it) in `data-analytics-hits`, where tests and the curious can see them.
 */
declare global {
  interface Window {
    /** The tag's queue: the host pushes events into it whether or not the tag has loaded yet. */
    dataLayer?: unknown[];
  }
}

const source = (document.currentScript as HTMLScriptElement | null)?.src;
const trackingId = source ? new URL(source).searchParams.get('id') : null;

if (trackingId) {
  const root = document.documentElement;
  root.dataset.analyticsTag = trackingId;
  const hits: unknown[] = [];
  const send = (entry: unknown) => {
    hits.push({ trackingId, entry });
    root.dataset.analyticsHits = JSON.stringify(hits);
  };
  const layer = (window.dataLayer ??= []);
  layer.forEach(send);
  layer.push = (...entries: unknown[]) => {
    entries.forEach(send);
    return Array.prototype.push.apply(layer, entries);
  };
}

export {};
