import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

/** A stand-in for the browser's service worker container, enough to play an update. */
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeContainer(controlled: boolean) {
  const registration = Object.assign(new EventTarget(), { waiting: null as FakeWorker | null, installing: null as FakeWorker | null });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.stubEnv('PROD', true));
afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole origin', async () => {
    const { container } = fakeContainer(false);
    registerServiceWorker(vi.fn());
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers an update when a new worker is installed under a controlled page, and applies it on demand', async () => {
    const { container, registration } = fakeContainer(true);
    const onUpdate = vi.fn();
    registerServiceWorker(onUpdate);
    await settle();
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    expect(onUpdate).toHaveBeenCalledTimes(1);

    const apply = onUpdate.mock.calls[0]?.[0] as () => void;
    apply();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a worker already waiting when the page loads', async () => {
    const { registration } = fakeContainer(true);
    registration.waiting = new FakeWorker();
    const onUpdate = vi.fn();
    registerServiceWorker(onUpdate);
    await settle();
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('offers nothing on the first install, when no worker controls the page yet', async () => {
    const { registration } = fakeContainer(false);
    const onUpdate = vi.fn();
    registerServiceWorker(onUpdate);
    await settle();
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
