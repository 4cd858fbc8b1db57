// One server's state: configuration, the decider, the drivers (started when first needed) and the call queue.
import { DEFAULT_TIMING, type ActContext } from '../core/act/context.js';
import { DEFAULT_GATE } from '../core/decision/gate.js';
import { DriverError } from '../core/driver.js';
import { orAfter } from '../core/limits.js';
import type { Config } from '../config/schema.js';
import type { Decider } from '../core/decision/systemone.js';
import type { Driver, WindowFilter } from '../core/driver.js';
import type { WindowInfo } from '../core/snapshot.js';
import type { Log } from '../log.js';
import { PrefixedDriver } from './drivers.js';
import { CallQueue } from './queue.js';
import type { Platform } from './platform.js';

/** How long closing may wait for the started platforms (browsers, desktop sessions) to stop. */
const CLOSE_LIMIT_MS = 5_000;

/** How a session gets one kind of driver. */
export interface DriverFactory {
  name: string;
  /** Starting it launches nothing (attaching to a bus or an endpoint); listing windows may start it. */
  passive: boolean;
  /** Why the driver cannot run here, or null when it can. */
  unavailable(): Promise<string | null>;
  create(signal: AbortSignal): Promise<Platform>;
  /** Loads the driver's code ahead of first use, starting nothing (no process, no window, no bus). */
  preload?(): Promise<unknown>;
}

/** A started platform whose window ids carry the driver's name. */
export interface Started extends Omit<Platform, 'driver'> {
  driver: PrefixedDriver;
}

/** What a session is made of. */
export interface SessionOptions {
  config: Config;
  decider: () => Decider;
  factories: DriverFactory[];
  log: Log;
}

/** The state behind every tool call. */
export class Session {
  readonly queue = new CallQueue();
  readonly config: Config;
  readonly log: Log;
  private deciderInstance: Decider | undefined;
  private readonly drivers = new Map<string, Promise<Started>>();
  private readonly closers: (() => Promise<void>)[] = [];

  constructor(private readonly options: SessionOptions) {
    this.config = options.config;
    this.log = options.log;
  }

  /** The configured decider (built on first use). */
  decider(): Decider {
    this.deciderInstance ??= this.options.decider();
    return this.deciderInstance;
  }

  /** The names of the drivers this session may use. */
  driverNames(): string[] {
    return this.options.factories.map((f) => f.name);
  }

  /** Loads the code of every driver that can run here, so the first call does not wait for it. Never fails. */
  async preload(): Promise<void> {
    await Promise.allSettled(
      this.options.factories.map(async (f) => {
        if ((await f.unavailable()) === null) await f.preload?.();
      }),
    );
  }

  /** The platform with this name, started on first use. */
  platform(name: string, signal: AbortSignal): Promise<Started> {
    const factory = this.options.factories.find((f) => f.name === name);
    if (!factory)
      return Promise.reject(new DriverError('driver_unavailable', `no ${name} driver is enabled here`));
    const known = this.drivers.get(name);
    if (known) return known;
    const started = (async (): Promise<Started> => {
      const why = await factory.unavailable();
      if (why) throw new DriverError('driver_unavailable', why);
      const platform = await factory.create(signal);
      return { ...platform, driver: new PrefixedDriver(platform.driver) };
    })();
    started.catch(() => this.drivers.delete(name));
    this.drivers.set(name, started);
    return started;
  }

  /** The driver with this name, started on first use. */
  async driver(name: string, signal: AbortSignal): Promise<PrefixedDriver> {
    return (await this.platform(name, signal)).driver;
  }

  /** The platforms already started. */
  async started(): Promise<Started[]> {
    const settled = await Promise.allSettled(this.drivers.values());
    return settled
      .filter((s): s is PromiseFulfilledResult<Started> => s.status === 'fulfilled')
      .map((s) => s.value);
  }

  /** The platform that owns a window id, and the driver-local id. */
  async platformForWindow(
    windowId: string,
    signal: AbortSignal,
  ): Promise<{ platform: Started; localId: string }> {
    const driver = await this.driverForWindow(windowId, signal);
    const platform = await this.platform(driver.name, signal);
    return { platform, localId: driver.local(windowId) ?? windowId };
  }

  /** The driver that owns a window id ("sim:w-form" belongs to sim). */
  async driverForWindow(windowId: string, signal: AbortSignal): Promise<PrefixedDriver> {
    const name = windowId.slice(0, Math.max(0, windowId.indexOf(':')));
    if (!this.driverNames().includes(name))
      throw new DriverError(
        'window_not_found',
        'that window id belongs to no driver; call windows to list them',
      );
    return this.driver(name, signal);
  }

  /** Windows of every started or passive driver that can run (drivers that cannot are skipped). */
  async windows(filter: WindowFilter, signal: AbortSignal): Promise<WindowInfo[]> {
    const all: WindowInfo[] = [];
    for (const factory of this.options.factories) {
      if (!factory.passive && !this.drivers.has(factory.name)) continue;
      const driver = await this.driver(factory.name, signal).catch(() => null);
      if (driver) all.push(...(await driver.windows(filter, { signal })));
    }
    return all;
  }

  /** The driver for a target: by window id, else the driver holding a matching window. */
  async driverFor(
    target: { windowId?: string | undefined; app?: string | undefined; pid?: number | undefined },
    signal: AbortSignal,
  ): Promise<PrefixedDriver> {
    if (target.windowId !== undefined) return this.driverForWindow(target.windowId, signal);
    const filter = {
      ...(target.app !== undefined ? { app: target.app } : {}),
      ...(target.pid !== undefined ? { pid: target.pid } : {}),
    };
    const found = (await this.windows(filter, signal))[0];
    if (!found)
      throw new DriverError(
        target.app || target.pid ? 'window_not_found' : 'bad_target',
        'give a windowId from windows, or an app or pid that has a window',
      );
    return this.driverForWindow(found.id, signal);
  }

  /** An act context for one call. */
  actContext(driver: Driver, signal: AbortSignal): ActContext {
    const c = this.config;
    const retakes = c.BEANS_PICKER_EFFECT_RETAKES;
    return {
      driver,
      decider: this.decider(),
      model: c.BEANS_PICKER_MODEL,
      thresholds: {
        ...DEFAULT_GATE,
        strict: c.BEANS_PICKER_GATE_STRICT,
        agree: c.BEANS_PICKER_GATE_AGREE,
        maxNone: c.BEANS_PICKER_GATE_MAX_NONE,
      },
      timing: {
        ...DEFAULT_TIMING,
        driverMs: c.BEANS_PICKER_DRIVER_TIMEOUT,
        retakeDelaysMs: Array.from({ length: retakes }, (_, i) => DEFAULT_TIMING.retakeDelaysMs[i] ?? 320),
      },
      pixelCheck: c.BEANS_PICKER_PIXEL_CHECK,
      signal,
    };
  }

  /** Runs `closer` when the session closes (before its drivers close). */
  onClose(closer: () => Promise<void>): void {
    this.closers.push(closer);
  }

  /** Closes every started platform (within 5 s each). */
  async close(): Promise<void> {
    await Promise.allSettled(this.closers.splice(0).map((c) => c()));
    const started = await this.started();
    this.drivers.clear();
    const closing = started.map(async (p) => {
      await p.desktop?.close();
      await p.driver.close();
    });
    // The platforms close side by side within 5 s (a timer left running would keep the process alive).
    await orAfter(Promise.allSettled(closing), CLOSE_LIMIT_MS, []);
  }
}
