/** SSO sessions (CAS-style tickets) with an idle lifetime. In-process or Redis. */
export interface SsoSession {
  tgt: string;
  userId: string;
  tenantId: string;
  /** Seconds the session lives after creation or the last extension. */
  expireTime: number;
}

export interface SsoStore {
  create(userId: string, tenantId: string, lifetimeSec: number): Promise<SsoSession>;
  get(tgt: string): Promise<SsoSession | undefined>;
  /** Seconds left; 0 when the session does not exist or has ended. */
  remaining(tgt: string): Promise<number>;
  /** Extends the session to its full lifetime again; returns seconds left (0 if it had ended). */
  extend(tgt: string): Promise<number>;
  remove(tgt: string): Promise<void>;
}
