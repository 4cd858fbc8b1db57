// The drivers of a session, each behind a prefix on its window ids ("sim:w-form", "browser:…", "linux:…").
import { DriverError } from '../core/driver.js';
import type {
  CallOptions,
  Driver,
  DriverAction,
  ExactRead,
  PerformOutcome,
  WindowFilter,
} from '../core/driver.js';
import type { Glance } from '../core/glance.js';
import type { RawSnapshot, WindowInfo } from '../core/snapshot.js';

/** Wraps a driver so its window ids carry the driver's name. */
export class PrefixedDriver implements Driver {
  readonly name: string;
  readonly capabilities: Driver['capabilities'];
  readonly glance?: (windowId: string, options: CallOptions) => Promise<Glance>;

  constructor(readonly inner: Driver) {
    this.name = inner.name;
    this.capabilities = inner.capabilities;
    // Optional on the driver, so only where the inner driver has it.
    const glance = inner.glance?.bind(inner);
    if (glance) this.glance = (windowId, options) => glance(this.mustLocal(windowId), options);
  }

  /** The driver-local id of a prefixed window id, or null when it belongs to another driver. */
  local(windowId: string): string | null {
    return windowId.startsWith(`${this.name}:`) ? windowId.slice(this.name.length + 1) : null;
  }

  private mustLocal(windowId: string): string {
    const id = this.local(windowId);
    if (id === null)
      throw new DriverError('window_not_found', 'that window id belongs to no open driver; call windows');
    return id;
  }

  private outward(window: WindowInfo): WindowInfo {
    return { ...window, id: `${this.name}:${window.id}` };
  }

  async windows(filter: WindowFilter, options: CallOptions): Promise<WindowInfo[]> {
    return (await this.inner.windows(filter, options)).map((w) => this.outward(w));
  }

  async snapshot(windowId: string, options: CallOptions): Promise<RawSnapshot> {
    const raw = await this.inner.snapshot(this.mustLocal(windowId), options);
    return { ...raw, window: this.outward(raw.window) };
  }

  perform(windowId: string, action: DriverAction, options: CallOptions): Promise<PerformOutcome> {
    return this.inner.perform(this.mustLocal(windowId), action, options);
  }

  readText(windowId: string, handle: string, options: CallOptions): Promise<ExactRead | null> {
    return this.inner.readText(this.mustLocal(windowId), handle, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
