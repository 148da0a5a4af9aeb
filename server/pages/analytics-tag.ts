/**
 * The stand-in for a third-party analytics tag (runs in the browser): the demo may call no outside
 * service, so it only marks the page as tracked, with the tracking ID from its own address
 * (`?id=`), where tests and the curious can see it.
 */
const source = (document.currentScript as HTMLScriptElement | null)?.src;
const trackingId = source ? new URL(source).searchParams.get('id') : null;
if (trackingId) document.documentElement.dataset.analyticsTag = trackingId;
