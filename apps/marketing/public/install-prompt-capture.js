/* global window */
// Runs from <head>, before any module: keeps the browser's install offer (with its time) until the
// app's prompt takes it over (@app/ui install-offer.ts reads window.__installOffer).
window.addEventListener('beforeinstallprompt', function (event) {
  event.preventDefault();
  window.__installOffer = { event: event, at: Date.now() };
});
