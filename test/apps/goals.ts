// The goal ladder on Debian apps: whole goals in plain words, as a user types them to `beans-picker run`, each made
// of two or three tasks of the real-app suite (apps.ts). A goal's end state is read by the judges of those tasks,
// all at once, once the run is over. Values are quoted, as the embedded default enters only quoted text. A refusal
// goal names a control the app does not have: its honest outcome is anything but done.
import { APPS } from './apps.js';
import type { AppSpec, Judge } from './suite.js';

/** One goal on one app. */
export interface AppGoal {
  id: string;
  goal: string;
  /**
   * The tasks of apps.ts whose judges read the goal's end state: its steps, less a step a later one overtakes
   * (the display reading '9' once '9×7' was entered).
   */
  end: string[];
  /** Why the honest outcome is not done (a step names a control the app does not have). */
  refuse?: string;
  /** Why the embedded default does not do this goal yet: it still runs, must not end falsely done, and is listed. */
  known?: string;
}

/** An app and its goals, in the order they run (later goals start where earlier ones left the app). */
export interface GoalApp {
  spec: AppSpec;
  /** Run on a private display, where keys and the pointer are delivered ("press Enter to evaluate it"). */
  private: boolean;
  goals: AppGoal[];
}

function app(name: string, privateDisplay: boolean, goals: AppGoal[]): GoalApp {
  const spec = APPS.find((a) => a.name === name);
  if (!spec) throw new Error(`no app ${name} in apps.ts`);
  return { spec, private: privateDisplay, goals };
}

/** The judge of a goal: every task judge of its end state, on the same reading of the app. */
export function endJudge(spec: AppSpec, goal: AppGoal): Judge {
  const judges = goal.end.map((id) => {
    const task = spec.tasks.find((t) => t.id === id);
    if (!task) throw new Error(`no ${spec.name} task ${id}`);
    return task.judge;
  });
  return (nodes, ctx) => {
    const wrong = judges.map((j) => j(nodes, ctx)).filter((r): r is string => r !== true);
    return wrong.length === 0 ? true : wrong.join('; ');
  };
}

/** Every app's goals, in run order. */
export const GOAL_APPS: readonly GoalApp[] = [
  app('FeatherPad', false, [
    {
      id: 'fp-letter',
      goal: "type 'Dear Grace,' into the editor, then turn on Line Numbers",
      end: ['fp-type', 'fp-line-numbers'],
    },
    {
      id: 'fp-noon',
      goal: "add ' see you at noon' at the end of the editor and make sure Wrap Lines is on",
      end: ['fp-append', 'fp-wrap-already'],
    },
    {
      id: 'fp-options',
      goal: 'enable Auto-Indentation, then switch Syntax Highlighting off',
      end: ['fp-auto-indent', 'fp-syntax-off'],
    },
    {
      id: 'fp-search-encoding',
      goal: "type 'noon' into the search field and set the encoding to Windows-1252",
      end: ['fp-search', 'fp-encoding'],
    },
    {
      id: 'fp-compile',
      goal: 'turn off Wrap Lines, then click the Compile button',
      end: ['fp-wrap-off'],
      refuse: 'FeatherPad has no Compile button',
    },
  ]),
  app('SpeedCrunch', true, [
    {
      // Return may press a focused button: the goal naming the key is the consent (on a private display only).
      id: 'sc-evaluate',
      goal: "enter '12*7' in the editor, then press Enter to evaluate it",
      end: ['sc-return'],
    },
    {
      id: 'sc-view',
      goal: 'show the status bar and switch the angle unit to degrees',
      end: ['sc-status-bar', 'sc-degrees'],
    },
    {
      id: 'sc-hex-keypad',
      goal: 'set the result format to Hexadecimal, then show the keypad',
      end: ['sc-hex', 'sc-keypad'],
    },
  ]),
  app('mousepad', false, [
    {
      id: 'mp-list',
      goal: "write 'Shopping list:' in the editor, then append ' milk, eggs' to the text",
      end: ['mp-append'],
    },
    {
      id: 'mp-find',
      goal: "set the tab width to 4, open Search > Find and type 'milk' into the search field",
      end: ['mp-tab-width', 'mp-find', 'mp-search'],
    },
  ]),
  app('gtk3-widget-factory', false, [
    {
      id: 'w3-spin-pages',
      goal: "type '120' into the spin button, switch to Page 2, then go back to Page 1",
      end: ['w3-spin', 'w3-page1'],
    },
    {
      id: 'w3-combo-text',
      goal: "choose Middle in the Left combo box and replace the text in the text area with 'Short text'",
      end: ['w3-combo', 'w3-text-area'],
    },
    {
      id: 'w3-check-radio',
      goal: 'tick the unchecked checkbutton, then select the second radiobutton',
      end: ['w3-check', 'w3-radio'],
    },
    {
      // Not with the horizontal slider: the vertical one and the first horizontal one share one adjustment, so
      // setting either moves both.
      id: 'w3-slider-spin',
      goal: 'set the vertical slider to 80, then increase the spin button by one',
      end: ['w3-slider', 'w3-spin-up'],
    },
  ]),
  app('gnome-calculator', false, [
    {
      id: 'gc-nine-times-seven',
      goal: 'press the 9 button, click × and tap 7',
      end: ['gc-seven'],
    },
    {
      // The history keeps the result (63) once the display is cleared.
      id: 'gc-equals-clear',
      goal: 'click the equals button, then clear the display',
      end: ['gc-equals', 'gc-clear'],
    },
  ]),
  app('gtk4-widget-factory', false, [
    {
      id: 'w4-spin-entry-page',
      goal: "set the spin button to '75' and type 'Hopper' into the empty text field, then go to Page 3",
      end: ['w4-spin', 'w4-entry', 'w4-page3'],
    },
  ]),
  app('Thunar', false, [
    {
      id: 'th-up-home',
      goal: 'go to the parent folder, then go back home',
      end: ['th-home'],
    },
    {
      id: 'th-tmp-search',
      goal: "type '/tmp' into the location bar, then start a file search",
      end: ['th-location', 'th-search'],
      known:
        "the location bar is an unnamed field and nothing in the tree says 'location': the typed path is verified, the words are not (unverified, words_unexplained), so the search is not run",
    },
    {
      id: 'th-burn',
      goal: 'go to the parent folder, then click the Burn Disc button',
      end: ['th-parent'],
      refuse: 'Thunar has no Burn Disc button',
    },
  ]),
];
