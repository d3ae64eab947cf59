import type { Duty } from '@onehall/contract';
import { JsonText } from '../../platform/http/endpoints.ts';
import { itemJson, type ServiceRow } from '../services/by-department.ts';

/**
 * Answers carrying service list items, kept as JSON pieces (docs/design/three-lists.md, "Speed"): each item's JSON
 * is the services module's, made once per index row, and each duty's once per snapshot, so a department's first
 * relation or service page is joined from bytes instead of building ~350 objects and serialising 58 KB. An item
 * stays a placeholder (its row), filled with the `collected` variant the caller needs: without favourites among
 * them (always for a visitor) the answer is one kept buffer.
 */

/** A list item of `row`; `open`: without its closing brace, for fields appended after it. */
export type Piece = Buffer | { row: ServiceRow; open: boolean };

export interface JsonAnswer<T> {
  pieces: readonly Piece[];
  /** Ids of the items in it, for the caller's favourites. */
  serviceIds: readonly string[];
  /** The whole answer with no item collected. */
  plain: JsonText<T>;
}

const CLOSE_BRACE = 0x7d;

function fill(piece: Piece, collected: ReadonlySet<string>): Buffer {
  if (Buffer.isBuffer(piece)) return piece;
  const json = itemJson(piece.row, collected.has(piece.row.id));
  // itemJson is JSON.stringify of an object: its last byte is the closing brace.
  return piece.open && json[json.length - 1] === CLOSE_BRACE ? json.subarray(0, json.length - 1) : json;
}

/** Builds pieces into a kept answer. */
export class JsonBuilder {
  private readonly pieces: Piece[] = [];
  private readonly ids: string[] = [];
  private text = '';

  /** Appends JSON text (already escaped). */
  raw(text: string): this {
    this.text += text;
    return this;
  }

  /** Appends a value as JSON. */
  value(value: unknown): this {
    return this.raw(JSON.stringify(value));
  }

  /** Appends a Buffer of JSON. */
  bytes(json: Buffer): this {
    this.flush();
    this.pieces.push(json);
    return this;
  }

  /** Appends a service's list item; `open` leaves its closing brace to the caller. */
  item(row: ServiceRow, open = false): this {
    this.flush();
    this.pieces.push({ row, open });
    this.ids.push(row.id);
    return this;
  }

  /** Appends the items as a JSON array. */
  items(rows: readonly ServiceRow[]): this {
    this.raw('[');
    rows.forEach((row, i) => {
      if (i > 0) this.raw(',');
      this.item(row);
    });
    return this.raw(']');
  }

  done<T>(): JsonAnswer<T> {
    this.flush();
    // Joined once: a kept answer is sent as one buffer.
    const plain = new JsonText<T>([Buffer.concat(this.pieces.map((p) => fill(p, NONE)))]);
    return { pieces: this.pieces, serviceIds: [...new Set(this.ids)], plain };
  }

  private flush(): void {
    if (this.text) this.pieces.push(Buffer.from(this.text));
    this.text = '';
  }
}

const NONE: ReadonlySet<string> = new Set();

/** The answer with the caller's favourites marked. */
export function answerFor<T>(answer: JsonAnswer<T>, collected: ReadonlySet<string>): JsonText<T> {
  if (collected.size === 0 || !answer.serviceIds.some((id) => collected.has(id))) return answer.plain;
  return new JsonText<T>(answer.pieces.map((p) => fill(p, collected)));
}

/** Each duty's JSON, kept per duty object (the snapshot replaces them when duties change). */
const dutyJsonCache = new WeakMap<Duty, Buffer>();

export function dutyJson(duty: Duty): Buffer {
  let json = dutyJsonCache.get(duty);
  if (!json) {
    json = Buffer.from(JSON.stringify(duty));
    dutyJsonCache.set(duty, json);
  }
  return json;
}
