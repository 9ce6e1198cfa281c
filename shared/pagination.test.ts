import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('pageWindow (docs/SPEC.md section 9)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    for (let page = 1; page <= 5; page++) expect(pageWindow(page, 5)).toEqual(range(1, 5));
  });

  it('shows 1 to 5 while the current page is 3 or less', () => {
    for (const page of [1, 2, 3]) expect(pageWindow(page, 8)).toEqual(range(1, 5));
  });

  it('shows the last five within 2 of the end', () => {
    expect(pageWindow(6, 8)).toEqual(range(4, 8));
    expect(pageWindow(7, 8)).toEqual(range(4, 8));
    expect(pageWindow(8, 8)).toEqual(range(4, 8));
  });

  it('otherwise centres the current page', () => {
    expect(pageWindow(4, 8)).toEqual(range(2, 6));
    expect(pageWindow(5, 8)).toEqual(range(3, 7));
    expect(pageWindow(50, 100)).toEqual(range(48, 52));
  });

  it('on 6 pages, moves from the start to the end window without a gap', () => {
    expect(pageWindow(3, 6)).toEqual(range(1, 5));
    expect(pageWindow(4, 6)).toEqual(range(2, 6));
  });

  it('brings a page outside the range back inside', () => {
    expect(pageWindow(0, 8)).toEqual(range(1, 5));
    expect(pageWindow(99, 8)).toEqual(range(4, 8));
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});
