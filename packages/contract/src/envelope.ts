import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Status } from './status.ts';

/** The response envelope of SPEC §3 "Request envelope". */
export interface Envelope<T = unknown> {
  status: number;
  code: number;
  msg: string;
  result: T;
}

export const EnvelopeSchema = <T extends TSchema>(result: T) =>
  Type.Object({
    status: Type.Integer(),
    code: Type.Integer(),
    msg: Type.String(),
    result,
  });

export function ok<T>(result: T, msg = '操作成功'): Envelope<T> {
  return { status: Status.OK, code: Status.OK, msg, result };
}

export function fail(status: number, msg: string, result: unknown = null): Envelope<unknown> {
  return { status, code: status, msg, result };
}

export type EnvelopeOf<S extends TSchema> = Envelope<Static<S>>;
