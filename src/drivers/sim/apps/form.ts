// The form fixture of reference/beans-picker.md section 8, simulated.
import type { FormState } from '../../../fixtures/formState.js';
import type { SimWindow } from '../world.js';

/** Initial values of the form. */
export interface FormSeed {
  name?: string;
  email?: string;
  search?: string;
  body?: string;
}

/** A form window whose state records its controls' actual values. */
export function formApp(seed: FormSeed = {}): SimWindow {
  const window: SimWindow = {
    id: 'w-form',
    app: 'Fixture',
    pid: 4101,
    title: 'Fixture',
    root: {
      id: 'root',
      role: 'window',
      label: 'Fixture',
      children: [
        { id: 'h', role: 'heading', label: 'Note', level: 1 },
        { id: 'name', role: 'textbox', label: 'Name', editable: true, value: seed.name ?? '' },
        {
          id: 'email',
          role: 'textbox',
          label: 'Email',
          editable: true,
          value: seed.email ?? '',
          placeholder: 'you@example.com',
        },
        { id: 'search', role: 'searchbox', label: 'Search', editable: true, value: seed.search ?? '' },
        {
          id: 'body',
          role: 'textbox',
          label: 'Body',
          editable: true,
          multiline: true,
          value: seed.body ?? '',
        },
        {
          id: 'size',
          role: 'combobox',
          label: 'Size',
          value: 'Small',
          options: ['Small', 'Medium', 'Large'],
        },
        { id: 'newsletter', role: 'checkbox', label: 'Newsletter', checked: false },
        { id: 'save', role: 'button', label: 'Save' },
        { id: 'delete', role: 'button', label: 'Delete note' },
        { id: 'status', role: 'statictext', label: 'Ready' },
      ],
    },
    state: { saves: 0, deletes: 0 },
    on: {
      'save:click': ({ window: w, find }) => {
        w.state = { ...w.state, saves: Number(w.state?.saves ?? 0) + 1 };
        find('status').label = `Saved ${String(w.state.saves)}`;
      },
      'delete:click': ({ window: w, find }) => {
        w.state = { ...w.state, deletes: Number(w.state?.deletes ?? 0) + 1 };
        find('status').label = 'Deleted';
      },
    },
  };
  return window;
}

/** The judge's view of the form: its controls' actual values. */
export function formState(window: SimWindow): FormState {
  const value = (id: string): string => {
    for (const c of window.root.children ?? []) if (c.id === id) return c.value ?? '';
    return '';
  };
  const newsletter = window.root.children?.find((c) => c.id === 'newsletter')?.checked === true;
  return {
    name: value('name'),
    email: value('email'),
    search: value('search'),
    body: value('body'),
    size: value('size'),
    newsletter,
    saves: Number(window.state?.saves ?? 0),
    deletes: Number(window.state?.deletes ?? 0),
  };
}
