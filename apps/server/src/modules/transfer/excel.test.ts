import { describe, expect, it } from 'vitest';
import { neutralise, unneutralise } from './excel.ts';

describe('formula neutralisation', () => {
  it('should prefix text that starts with =, +, -, @, tab or carriage return with an apostrophe', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd']) expect(neutralise(text)).toBe(`'${text}`);
  });

  it('should leave ordinary text alone', () => {
    for (const text of ['教务处', 'a=b', "'quoted", '']) expect(neutralise(text)).toBe(text);
  });

  it('should give back the original text when an exported value is imported again', () => {
    for (const text of ['=1+1', '-2', '教务处', "'plain"]) expect(unneutralise(neutralise(text))).toBe(text);
  });
});
