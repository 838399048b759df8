// The app's scripts for a prerendered page (server/plugins/spa-template.ts), asked for only once the page's first
// contentful paint is on screen and what its HTML asked for (the stylesheet, the pictures, a video's poster) has
// arrived: the page reads fine without them, and on a slow connection the scripts then neither hold the first
// screen's pictures back nor, on a slow phone, its first paint.
(function () {
  var loader = document.currentScript;
  var sources = loader ? (loader.getAttribute('data-scripts') || '').split(' ').filter(Boolean) : [];
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      // Dynamic scripts run as they arrive unless told otherwise; the app's chunks must run in this order.
      script.async = false;
      document.head.appendChild(script);
    });
  };
  var observable =
    document.visibilityState === 'visible' &&
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  // A hidden tab does not paint, and a browser that cannot say when it painted gets the app at once.
  if (!observable) return start();
  var painted = false;
  var loaded = document.readyState === 'complete';
  var startWhenReady = function () {
    if (painted && loaded) setTimeout(start, 0);
  };
  new PerformanceObserver(function (list, observer) {
    var contentful = list.getEntries().some(function (entry) {
      return entry.name === 'first-contentful-paint';
    });
    if (!contentful) return;
    observer.disconnect();
    painted = true;
    startWhenReady();
  }).observe({ type: 'paint', buffered: true });
  window.addEventListener(
    'load',
    function () {
      loaded = true;
      startWhenReady();
    },
    { once: true },
  );
  document.addEventListener('visibilitychange', start, { once: true });
  // Should the paint never be reported, or a picture never arrive, the page still comes alive.
  setTimeout(start, 3000);
})();
