// The accessibility bus: one dbus-next connection, raw messages, typed replies, timeouts and events.
import dbus from 'dbus-next';
import { DriverError } from '../../core/driver.js';
import { asArray, asString, unvariant, type Ref } from './narrow.js';

const A = 'org.a11y.atspi.';
const PROPS = 'org.freedesktop.DBus.Properties';
const CALL_TIMEOUT_MS = 3000;
/** The registry's desktop root: its children are the applications. */
export const REGISTRY_ROOT: Ref = { bus: 'org.a11y.atspi.Registry', path: '/org/a11y/atspi/accessible/root' };
// Events the driver waits on. Registering any listener also makes GTK3's bridge build its Cache.
const EVENTS = [
  'object:text-changed',
  'object:state-changed',
  'object:children-changed',
  'object:property-change',
];

/** One AT-SPI object event (`object:text-changed` and friends), as received. */
export interface AtspiEvent {
  sender: string;
  path: string;
  member: string;
  detail: string;
  at: number;
}

/** Why a bus call failed, by the D-Bus error name. */
export function dbusErrorName(error: unknown): string {
  return error instanceof dbus.DBusError ? error.type : '';
}

/** True when a call failed because the object or its application is gone (NoReply: it quit before answering). */
export function isGone(error: unknown): boolean {
  return /\.(?:UnknownObject|ServiceUnknown|NameHasNoOwner|UnknownMethod|Disconnected|NoReply)$/u.test(
    dbusErrorName(error),
  );
}

/** True when a call got no reply within the call timeout (the app is frozen or busy). */
export function isTimeout(error: unknown): boolean {
  return error instanceof DriverError && error.code === 'driver_timeout';
}

/** True when an object answered that it does not support the call (GTK 4 lists interfaces it does not serve). */
export function isUnsupported(error: unknown): boolean {
  return /\.(?:NotSupported|UnknownMethod|UnknownInterface|UnknownProperty)$/u.test(dbusErrorName(error));
}

/** A connection to the accessibility bus. */
export class AtspiBus {
  private readonly listeners = new Set<(event: AtspiEvent) => void>();
  private closed = false;

  private constructor(private readonly bus: dbus.MessageBus) {
    bus.on('error', () => this.close());
    bus.on('message', (msg) => this.dispatch(msg));
  }

  /** Finds the accessibility bus through the session bus of `env` and connects to it. */
  static async connect(env: NodeJS.ProcessEnv, signal: AbortSignal): Promise<AtspiBus> {
    const sessionAddress = env.DBUS_SESSION_BUS_ADDRESS;
    if (!sessionAddress)
      throw new DriverError('driver_unavailable', 'DBUS_SESSION_BUS_ADDRESS is not set: no desktop session');
    const session = dbus.sessionBus({ busAddress: sessionAddress });
    session.on('error', () => undefined);
    let address: string;
    try {
      const reply = await withTimeout(
        session.call(
          new dbus.Message({
            destination: 'org.a11y.Bus',
            path: '/org/a11y/bus',
            interface: 'org.a11y.Bus',
            member: 'GetAddress',
          }),
        ),
        signal,
        'org.a11y.Bus.GetAddress',
      );
      address = asString(reply?.body[0]);
    } catch (error: unknown) {
      if (error instanceof DriverError) throw error;
      throw new DriverError('driver_unavailable', `no accessibility bus: ${(error as Error).message}`);
    } finally {
      session.disconnect();
    }
    const bus = new AtspiBus(dbus.sessionBus({ busAddress: address }));
    await bus.subscribe(signal);
    return bus;
  }

  /** Calls `org.a11y.atspi.<iface>.<member>` on an object and returns the reply body. */
  async call(
    ref: Ref,
    iface: string,
    member: string,
    signature = '',
    body: unknown[] = [],
    signal?: AbortSignal,
  ): Promise<unknown[]> {
    return this.raw(ref.bus, ref.path, A + iface, member, signature, body, signal);
  }

  /** Reads one property of an AT-SPI interface. */
  async prop(ref: Ref, iface: string, name: string, signal?: AbortSignal): Promise<unknown> {
    const [value] = await this.raw(ref.bus, ref.path, PROPS, 'Get', 'ss', [A + iface, name], signal);
    return unvariant(value);
  }

  /** Reads every property of an AT-SPI interface. */
  async props(ref: Ref, iface: string, signal?: AbortSignal): Promise<unknown> {
    const [value] = await this.raw(ref.bus, ref.path, PROPS, 'GetAll', 's', [A + iface], signal);
    return value;
  }

  /** Writes one property of an AT-SPI interface. */
  async setProp(
    ref: Ref,
    iface: string,
    name: string,
    type: string,
    value: unknown,
    signal?: AbortSignal,
  ): Promise<void> {
    await this.raw(
      ref.bus,
      ref.path,
      PROPS,
      'Set',
      'ssv',
      [A + iface, name, new dbus.Variant(type, value)],
      signal,
    );
  }

  /** Asks the bus daemon for the process id behind a unique bus name. */
  async pidOf(busName: string, signal?: AbortSignal): Promise<number> {
    const [pid] = await this.raw(
      'org.freedesktop.DBus',
      '/org/freedesktop/DBus',
      'org.freedesktop.DBus',
      'GetConnectionUnixProcessID',
      's',
      [busName],
      signal,
    );
    return Number(pid);
  }

  /**
   * Resolves once the application behind `ref` answers a call again, whatever it answers; no timeout of ours (the
   * bus daemon's own reply timeout ends a call to an app that stays frozen: then it asks again). Rejects when the
   * app is gone or the connection closed.
   */
  async answered(ref: Ref): Promise<void> {
    const message = (): dbus.Message =>
      new dbus.Message({
        destination: ref.bus,
        path: ref.path,
        interface: `${A}Accessible`,
        member: 'GetRole',
      });
    for (;;) {
      if (this.closed)
        throw new DriverError('driver_unavailable', 'the accessibility bus connection is closed');
      try {
        await this.bus.call(message());
        return;
      } catch (error: unknown) {
        const name = dbusErrorName(error);
        if (name.endsWith('.NoReply')) continue;
        if (name === '' || /\.(?:ServiceUnknown|NameHasNoOwner|Disconnected)$/u.test(name)) throw error;
        return;
      }
    }
  }

  /** Listens to object events; returns the function that stops listening. */
  onEvent(listener: (event: AtspiEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** True until the connection is closed or lost. */
  get open(): boolean {
    return !this.closed;
  }

  /** Closes the connection; the registry drops our event listeners with it. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    this.bus.disconnect();
  }

  private async raw(
    destination: string,
    path: string,
    iface: string,
    member: string,
    signature: string,
    body: unknown[],
    signal?: AbortSignal,
  ): Promise<unknown[]> {
    if (this.closed)
      throw new DriverError('driver_unavailable', 'the accessibility bus connection is closed');
    const message = new dbus.Message({ destination, path, interface: iface, member, signature, body });
    const reply = await withTimeout(this.bus.call(message), signal, `${iface}.${member}`);
    return reply ? asArray(reply.body) : [];
  }

  private async subscribe(signal: AbortSignal): Promise<void> {
    const registry: Ref = { bus: 'org.a11y.atspi.Registry', path: '/org/a11y/atspi/registry' };
    await Promise.all(
      EVENTS.map((event) => this.call(registry, 'Registry', 'RegisterEvent', 's', [event], signal)),
    );
    const rule = `type='signal',interface='${A}Event.Object'`;
    await this.raw(
      'org.freedesktop.DBus',
      '/org/freedesktop/DBus',
      'org.freedesktop.DBus',
      'AddMatch',
      's',
      [rule],
      signal,
    );
  }

  private dispatch(msg: dbus.Message): void {
    if (
      msg.type !== dbus.MessageType.SIGNAL ||
      msg.interface !== `${A}Event.Object` ||
      this.listeners.size === 0
    )
      return;
    const detail: unknown = msg.body[0];
    const event: AtspiEvent = {
      sender: msg.sender,
      path: msg.path,
      member: msg.member,
      detail: typeof detail === 'string' ? detail : '',
      at: Date.now(),
    };
    for (const listener of this.listeners) listener(event);
  }
}

// Calls are short, so an abort is honoured before the call and when its reply arrives (no listener per call).
function withTimeout<T>(promise: Promise<T>, signal: AbortSignal | undefined, what: string): Promise<T> {
  signal?.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new DriverError('driver_timeout', `${what} got no reply in ${CALL_TIMEOUT_MS} ms`)),
      CALL_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        if (signal?.aborted) reject(signal.reason);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
