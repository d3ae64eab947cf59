import type { EndpointDef } from '@onehall/contract';

/**
 * SPEC §6: visitors use the `nobody` twin of an endpoint, signed-in users the
 * plain path. Both reach the same handler; the definition keeps its types.
 */
export function asCaller<E extends EndpointDef>(def: E, signedIn: boolean): E {
  return signedIn || !def.visitorPath ? def : { ...def, path: def.visitorPath };
}
