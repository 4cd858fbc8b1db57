// Screen-lock state from the screen savers that publish it on the session bus; "unavailable" when none does.
import dbus from 'dbus-next';
import { asBoolean } from './narrow.js';

/** Whether the screen is locked, or that no locker answers. */
export type LockState = 'unlocked' | 'locked' | 'unavailable';

// Lockers that implement GetActive on the session bus.
const LOCKERS = [
  { name: 'org.gnome.ScreenSaver', path: '/org/gnome/ScreenSaver' },
  { name: 'org.freedesktop.ScreenSaver', path: '/org/freedesktop/ScreenSaver' },
  { name: 'org.mate.ScreenSaver', path: '/org/mate/ScreenSaver' },
  { name: 'org.cinnamon.ScreenSaver', path: '/org/cinnamon/ScreenSaver' },
];
const ASK_TIMEOUT_MS = 1500;

/** Asks each known locker; the first that answers decides. */
export async function screenLockState(env: NodeJS.ProcessEnv): Promise<LockState> {
  const address = env.DBUS_SESSION_BUS_ADDRESS;
  if (!address) return 'unavailable';
  const bus = dbus.sessionBus({ busAddress: address });
  bus.on('error', () => undefined);
  try {
    for (const locker of LOCKERS) {
      // NO_AUTO_START: asking must not start a locker through D-Bus activation.
      const message = new dbus.Message({
        destination: locker.name,
        path: locker.path,
        interface: locker.name,
        member: 'GetActive',
        flags: dbus.MessageFlag.NO_AUTO_START,
      });
      const reply = await Promise.race([
        bus.call(message).catch(() => null),
        new Promise<null>((r) => setTimeout(() => r(null), ASK_TIMEOUT_MS)),
      ]);
      if (reply) return asBoolean(reply.body[0]) ? 'locked' : 'unlocked';
    }
    return 'unavailable';
  } finally {
    bus.disconnect();
  }
}
