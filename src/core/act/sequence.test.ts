import { describe, expect, it } from 'vitest';
import { saidSteps } from './sequence.js';

const said = (instruction: string, extra: Record<string, unknown> = {}): (string | undefined)[] =>
  saidSteps({ instruction, ...extra }).map((s) => s.instruction);

describe('steps said in order', () => {
  it('splits at "then", ", then" and "and then", keeping the step\'s other fields', () => {
    expect(said("don't show tips on startup, then close")).toEqual(["don't show tips on startup", 'close']);
    expect(said('open Preferences and then tick Autosave; then press OK')).toEqual([
      'open Preferences',
      'tick Autosave',
      'press OK',
    ]);
    expect(
      saidSteps({ instruction: 'delete the draft then empty the trash', allowDestructive: true }),
    ).toEqual([
      { instruction: 'delete the draft', allowDestructive: true },
      { instruction: 'empty the trash', allowDestructive: true },
    ]);
  });

  it('leaves one step alone: a quoted "then", a text or an id to carry, and "then" at either end', () => {
    expect(said('type "and then some" into Notes')).toEqual(['type "and then some" into Notes']);
    expect(said('set Notes then Save', { text: 'x' })).toEqual(['set Notes then Save']);
    expect(said('then click Save')).toEqual(['then click Save']);
    expect(said('click Save then')).toEqual(['click Save then']);
    expect(said('click the Then button')).toEqual(['click the Then button']);
  });

  it('splits words that go somewhere and then do a thing there, joined by "and"', () => {
    // A new user's trial: each was done by its first half alone (Bootstrap's Filters, mdui's Sharing tab).
    expect(said('open the filters panel and include viewers')).toEqual([
      'open the filters panel',
      'include viewers',
    ]);
    expect(said('go to sharing and share everything')).toEqual(['go to sharing', 'share everything']);
    expect(said('open Preferences and choose Seat preference')).toEqual([
      'open Preferences',
      'choose Seat preference',
    ]);
    // Other words joined by "and" stay one step.
    expect(said('save and close')).toEqual(['save and close']);
    expect(said('click Save and Close')).toEqual(['click Save and Close']);
    expect(said('open the file and the folder')).toEqual(['open the file and the folder']);
    expect(said('open "Tips and Tricks"')).toEqual(['open "Tips and Tricks"']);
    expect(said('open the menu And Select')).toEqual(['open the menu And Select']);
  });

  it('splits "and go back" after going somewhere, and a press after text', () => {
    // A new user's trial: thunar opened the archive folder and stayed there; gnome-calculator's display got "2+2"
    // and no equals. Each was said done.
    expect(said('open the archive folder and go back')).toEqual(['open the archive folder', 'go back']);
    expect(said('enter 2+2 in the display and press equals')).toEqual([
      'enter 2+2 in the display',
      'press equals',
    ]);
    expect(said('type 12+30 and hit Return')).toEqual(['type 12+30', 'hit Return']);
    // Text joined to text stays one step.
    expect(said('type milk and eggs')).toEqual(['type milk and eggs']);
  });
});
