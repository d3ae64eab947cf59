import { describe, expect, it } from 'vitest';
import { isEmpty } from './is-empty.ts';

describe('isEmpty', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['the empty string', ''],
    ['an empty array', []],
    ['an empty object', {}],
    ['an object without a prototype and without keys', Object.create(null)],
  ])('should treat %s as empty', (_label, value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([
    ['zero', 0],
    ['negative zero', -0],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a positive number', 42],
    ['false', false],
    ['true', true],
    ['a bigint zero', 0n],
  ])('should never treat %s as empty', (_label, value) => {
    expect(isEmpty(value)).toBe(false);
  });

  it.each([
    ['a non-empty string', 'a'],
    ['a string of spaces', '   '],
    ['the string "0"', '0'],
    ['an array holding undefined', [undefined]],
    ['an array holding an empty string', ['']],
    ['an object with a key', { a: 1 }],
    ['an object whose only value is undefined', { a: undefined }],
  ])('should not treat %s as empty', (_label, value) => {
    expect(isEmpty(value)).toBe(false);
  });

  it.each([
    ['a Date', new Date(0)],
    ['an empty Map', new Map()],
    ['an empty Set', new Set()],
    ['a function', () => undefined],
    ['a symbol', Symbol('s')],
  ])('should not treat %s as empty because only plain objects are inspected', (_label, value) => {
    expect(isEmpty(value)).toBe(false);
  });
});
