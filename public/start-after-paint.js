// The app's scripts for a prerendered page (server/plugins/spa-template.ts), asked for only once the page's first
// contentful paint is on screen: the page reads fine without them, and a slow phone then shows it without first
// downloading and evaluating the whole app.
(function () {
  // Until then a tap on one of the page's buttons (the language menu, the site menu) finds no handler. The last one
  // is kept and tapped again when the app announces that React listens on the page (src/app/early-tap.ts); React
  // then hydrates what the tap needs and runs its handler. Links and form fields work without the app.
  var tapped = null;
  var noteTap = function (event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) tapped = { button: button, at: Date.now() };
  };
  document.addEventListener('click', noteTap, true);
  document.addEventListener(
    'app:started',
    function () {
      document.removeEventListener('click', noteTap, true);
      // A tap long before is no longer what the visitor is waiting for.
      if (tapped && tapped.button.isConnected && Date.now() - tapped.at < 10000) tapped.button.click();
    },
    { once: true },
  );

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
  new PerformanceObserver(function (list, observer) {
    var painted = list.getEntries().some(function (entry) {
      return entry.name === 'first-contentful-paint';
    });
    if (!painted) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  // Should the paint never be reported, the page still comes alive.
  setTimeout(start, 3000);
})();
