// extract on the simulated desktop: the datum next to or under its label, from text and from table cells.
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/core/act/extract.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import type { SimControl, SimWindow } from '../../src/drivers/sim/world.js';
import { testContext } from '../support/context.js';
import { scriptedDecider } from '../support/scripted.js';

const text = (id: string, label: string): SimControl => ({ id, role: 'statictext', label });
const cell = (id: string, label: string, role: 'cell' | 'columnheader' = 'cell'): SimControl => ({
  id,
  role,
  label,
});

/** An order window: a summary of label and value lines, a response line and a contacts table of cells. */
function orderWindow(): SimWindow {
  return {
    id: 'w-order',
    app: 'Orders',
    pid: 4201,
    title: 'Order 1182',
    root: {
      id: 'root',
      role: 'window',
      label: 'Order 1182',
      children: [
        { id: 'h1', role: 'heading', label: 'Order 1182', level: 1 },
        { id: 'h-sum', role: 'heading', label: 'Summary', level: 2 },
        text('t1', 'Subtotal'),
        text('t2', '$10.00'),
        text('t3', 'Total'),
        text('t4', '$12.50'),
        { id: 'h-resp', role: 'heading', label: 'Server response', level: 2 },
        text('t5', 'Status: 404 Not Found'),
        { id: 'toast', role: 'status', label: 'Order saved 2 minutes ago' },
        {
          id: 'contacts',
          role: 'table',
          label: 'Contacts',
          children: [
            {
              id: 'r0',
              role: 'row',
              children: [cell('c00', 'Name', 'columnheader'), cell('c01', 'Email', 'columnheader')],
            },
            {
              id: 'r1',
              role: 'row',
              children: [cell('c10', 'Ada Lovelace'), cell('c11', 'ada@example.com')],
            },
            {
              id: 'r2',
              role: 'row',
              children: [cell('c20', 'Grace Hopper'), cell('c21', 'grace@example.com')],
            },
          ],
        },
      ],
    },
  };
}

// The model is never asked for a datum: a decider that would pick the first option proves it.
const eager = scriptedDecider((options) => ({ [options[0]?.label ?? 'none']: 0.99, none: 0.01 }));
const read = (instruction: string) =>
  extract(
    testContext(new SimDriver({ windows: [orderWindow()] }), eager),
    { windowId: 'w-order' },
    instruction,
  );

describe('extract on the simulated desktop', () => {
  it('"the total" is the value after the Total label, not the Summary heading or the subtotal', async () => {
    const result = await read('the total');
    expect(result.status).toBe('done');
    expect(result.element).toMatchObject({
      label: 'Total',
      source: 'pair',
      context: ['Order 1182', 'Summary'],
    });
    expect(result.element?.value).toBe('$12.50');
  });

  it('"the response status" is the text after "Status:" under the Server response heading', async () => {
    const result = await read('the response status');
    expect(result.status).toBe('done');
    expect(result.element?.value).toBe('404 Not Found');
  });

  it('"the email of Grace" is a cell of a table given as nodes', async () => {
    const result = await read('the email of Grace');
    expect(result.status).toBe('done');
    expect(result.element).toMatchObject({ label: 'Email', source: 'cell', row: ['Grace Hopper'] });
    expect(result.element?.value).toBe('grace@example.com');
  });

  it('"the status message" is the status line, "the response status" still the Status pair', async () => {
    const result = await read('the status message');
    expect(result.status).toBe('done');
    expect(result.element).toMatchObject({ source: 'message', label: 'status message' });
    expect(result.element?.value).toBe('Order saved 2 minutes ago');
  });

  it('"the discount" is not_found with the nearest values and never a heading', async () => {
    const result = await read('the discount');
    expect(result.status).toBe('not_found');
    expect(result.candidates?.map((c) => [c.key, c.value])).toEqual([
      ['status message', 'Order saved 2 minutes ago'],
      ['Name', 'Ada Lovelace'],
      ['Email', 'ada@example.com'],
      ['Subtotal', '$10.00'],
      ['Total', '$12.50'],
      ['Status', '404 Not Found'],
      ['Server response', 'Status: 404 Not Found'],
    ]);
  });
});
