import { describe, expect, it } from 'vitest';
import { ovalLabels } from './pixels.js';

describe('the labels of oval buttons', () => {
  it("reads an oval's sides as no part of its label, and a row of ovals as one label each", () => {
    expect(ovalLabels('(okay) (cancel)')).toEqual(['okay', 'cancel']);
    expect(ovalLabels('(Save as...)')).toEqual(['Save as...']);
  });

  it('keeps any other line as it is, brackets and all', () => {
    expect(ovalLabels('Disk almost full (3% left)')).toEqual(['Disk almost full (3% left)']);
    expect(ovalLabels('Manual Page')).toEqual(['Manual Page']);
  });
});
