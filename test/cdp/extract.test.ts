// extract on real headless Chromium, over pages shaped like third-party output: the datum, never its label.
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/core/act/extract.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { testContext } from '../support/context.js';
import { openPage, useBrowser } from './helpers.js';

const fx = useBrowser();
const read = async (path: string, instruction: string) => {
  const windowId = await openPage(fx, path);
  return extract(testContext(fx.driver, createEmbeddedDecider()), { windowId }, instruction);
};

describe('extract returns the datum the words ask for, on real Chromium', () => {
  it('"the response code" on a Swagger UI response block is the code, not the "Server response" heading', async () => {
    // The page also documents codes 200, 400 and 404 under "Responses"; the words name the server's response.
    const result = await read('/swagger.html', 'the response code');
    expect(result.status).toBe('done');
    expect(result.element).toMatchObject({
      label: 'Code',
      source: 'cell',
      context: ['Swagger Petstore 1.0.7', 'Server response'],
    });
    expect(result.element?.value).toBe('200');
  });

  it('"the description of 404" is read from the documented responses table', async () => {
    const result = await read('/swagger.html', 'the description of 404');
    expect(result.status).toBe('done');
    expect(result.element?.value).toBe('Pet not found');
  });

  it('the text under a heading: "the request URL"', async () => {
    const result = await read('/swagger.html', 'the request URL');
    expect(result.status).toBe('done');
    expect(result.element?.value).toBe('https://petstore.swagger.io/v2/pet/1');
  });

  it('"the total" is the total, exactly, and "the tax" is the tax, not the total', async () => {
    const total = await read('/invoice.html', 'the total');
    expect(total.status).toBe('done');
    expect(total.element?.value).toBe('$1,339.20');
    const tax = await read('/invoice.html', 'the tax');
    expect(tax.status).toBe('done');
    expect(tax.element).toMatchObject({ label: 'Tax (8%)', source: 'pair' });
    expect(tax.element?.value).toBe('$99.20');
  });

  it('a definition list value: "the due date"', async () => {
    const result = await read('/invoice.html', 'the due date');
    expect(result.status).toBe('done');
    expect(result.element?.value).toBe('1 Jan 2027');
  });

  it('an absent datum ("the discount") is not_found with the nearest values, never done', async () => {
    const result = await read('/invoice.html', 'the discount');
    expect(result.status).toBe('not_found');
    expect(result.element).toBeUndefined();
    expect(result.message).toBe(
      'No label, column, term or heading here holds "discount"; candidates lists the nearest values.',
    );
    // One value per name, nearest first (Amount shares "ount" with "discount"), then in page order.
    expect(result.candidates?.map((c) => c.key)).toEqual([
      'Amount',
      'Unit price',
      'Invoice date',
      'Due date',
      'Billed to',
      'Item',
      'Qty',
      'Subtotal',
      'Tax (8%)',
      'Total',
    ]);
    expect(result.candidates?.find((c) => c.key === 'Total')?.value).toBe('$1,339.20');
  });

  it('"the email of Ada" is the cell in the Email column of her row', async () => {
    const result = await read('/people.html', 'the email of Ada');
    expect(result.status).toBe('done');
    expect(result.element).toMatchObject({ label: 'Email', row: ['Ada Lovelace', 'Owner'] });
    expect(result.element?.value).toBe('ada@analytical.example');
  });

  it('a value answers to its shape: "the contact email" is the address under the Contact heading', async () => {
    const result = await read('/lookalike.html', 'the contact email');
    expect(result.status).toBe('done');
    expect(result.element).toMatchObject({ label: 'Contact', source: 'heading' });
    expect(result.element?.value).toBe('ada@example.com');
  });

  it('"the email" with three rows is ambiguous, listing each row\'s email', async () => {
    const result = await read('/people.html', 'the email');
    expect(result.status).toBe('ambiguous');
    expect(result.candidates?.map((c) => c.value)).toEqual([
      'ada@analytical.example',
      'grace@cobol.example',
      'alan@bombe.example',
    ]);
  });

  it('words that ask for a whole table still read its rows', async () => {
    const result = await read('/people.html', 'the Active members table');
    expect(result.status).toBe('done');
    expect(result.element).toMatchObject({ role: 'Table', label: 'Active members' });
    expect(result.element?.rows).toEqual([['Name'], ['Ada Lovelace'], ['Grace Hopper'], ['Alan Turing']]);
  });

  it('a settings panel: key-value rows and a field, each read as its value', async () => {
    const zone = await read('/settings-panel.html', 'the time zone');
    expect(zone.element?.value).toBe('Europe/London (UTC+00:00)');
    const status = await read('/settings-panel.html', 'the status');
    expect(status.element?.value).toBe('Active');
    const plan = await read('/settings-panel.html', 'the plan');
    expect(plan.element?.value).toBe('Team (annual)');
    const email = await read('/settings-panel.html', 'the email');
    expect(email.status).toBe('done');
    expect(email.element).toMatchObject({ source: 'field', label: 'Email', exact: true });
    expect(email.element?.value).toBe('ada@analytical.example');
    expect([zone.status, status.status, plan.status]).toEqual(['done', 'done', 'done']);
  });

  it('a two-column table of row headers and values reads as pairs; a menu of links is not a list of pairs', async () => {
    const card = await read('/settings-panel.html', 'the card');
    expect(card.status).toBe('done');
    expect(card.element?.value).toBe('Visa ending 4242');
    const due = await read('/settings-panel.html', 'the amount due');
    expect(due.status).toBe('done');
    expect(due.element?.value).toBe('$180.00');
    // "Invoices", "Payment methods", "Tax details", "History" are links: no link names another.
    const invoices = await read('/settings-panel.html', 'the invoices');
    expect(invoices.status).toBe('not_found');
  });
});
