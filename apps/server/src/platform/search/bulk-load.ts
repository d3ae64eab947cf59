import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';

/** A document as the distinct terms of each of its fields, in the index's field order (undefined: no such field). */
export interface TermsDoc {
  id: string;
  terms: (string[] | undefined)[];
}

/**
 * Gathers many documents for a new MiniSearch index, then loads it at once
 * from the plain object `toJSON` would give (what `loadJSON` reads).
 * `addAll` walks the radix tree once per term of every document, scanning
 * each node's children in turn (at the root, one per first character:
 * thousands for Chinese), and was most of the build; here each distinct term
 * enters the tree once. The object is what `add` would have made, document
 * by document: terms in order of first appearance (so the tree, and the order
 * of equal scores, is the same) and the same running average of field
 * lengths (so every score is the same to the bit).
 */
export class BulkLoad {
  private readonly index = new Map<string, Record<number, Record<number, number>>>();
  private readonly documentIds: Record<number, string> = {};
  private readonly fieldLength: Record<number, number[]> = {};
  private readonly averageFieldLength: number[] = [];
  private count = 0;

  constructor(private readonly fields: string[]) {}

  add(doc: TermsDoc): void {
    const shortId = this.count++;
    this.documentIds[shortId] = doc.id;
    const lengths: number[] = [];
    this.fieldLength[shortId] = lengths;
    const average = this.averageFieldLength;
    doc.terms.forEach((terms, fieldId) => {
      if (terms === undefined) return;
      lengths[fieldId] = terms.length;
      average[fieldId] = ((average[fieldId] || 0) * shortId + terms.length) / (shortId + 1);
      for (const term of terms) {
        let byField = this.index.get(term);
        if (!byField) {
          byField = {};
          this.index.set(term, byField);
        }
        byField[fieldId] ??= {};
        byField[fieldId][shortId] = 1;
      }
    });
  }

  load<T>(options: Options<T>): MiniSearch<T> {
    return MiniSearch.loadJS(this.plain(), options);
  }

  private plain(): AsPlainObject {
    return {
      documentCount: this.count,
      nextId: this.count,
      documentIds: this.documentIds,
      fieldIds: Object.fromEntries(this.fields.map((field, fieldId) => [field, fieldId])),
      fieldLength: this.fieldLength,
      averageFieldLength: this.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: [...this.index],
      serializationVersion: 2,
    };
  }
}
