/*
 * The browser APIs jsdom lacks but Radix, sonner and our hooks use. Imported by the vitest
 * set-up of every package that renders @app/ui components (`@app/ui/test/jsdom-browser-apis`).
 */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// Tests that need a match replace it with their own stub.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Radix menus use pointer capture and scrollIntoView; jsdom only logs "Not implemented" for scrollTo.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};
