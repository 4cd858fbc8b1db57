// A control named by a state word: mdui's "Hide photo location data" switch. "Hide location data on shared photos"
// says the switch by its name and asks to turn it on; reading "hide" as "turn it off" answered "already off;
// nothing needed doing" and left it off (a false done of the held-out goal h-md-hide-location). "Turn off" said
// beside the same name still turns it off. Judged by mdui's own state.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const act = (windowId: string, instruction: string): Promise<Record<string, unknown>> =>
  callTool(bed().client, 'act', { windowId, instruction });

it('mdui: "Hide location data on shared photos" turns the Hide photo location data switch on', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/mdui.html?state-words');
  expect((await bed().judge.read(page, 'mdui')).hideLocation).toBe(false);
  const tab = await act(windowId, 'Open the Sharing tab');
  expect(tab.status, String(tab.message)).toBe('done');
  const hide = await act(windowId, 'Hide location data on shared photos');
  expect(hide.status, String(hide.message)).toBe('done');
  expect((await bed().judge.read(page, 'mdui')).hideLocation).toBe(true);
  const off = await act(windowId, 'turn off Hide photo location data');
  expect(off.status, String(off.message)).toBe('done');
  expect((await bed().judge.read(page, 'mdui')).hideLocation).toBe(false);
}, 60_000);
