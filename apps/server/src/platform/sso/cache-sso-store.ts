import type { Cache } from '../cache/cache.ts';
import type { Clock } from '../context.ts';
import type { SsoSession, SsoStore } from './sso-store.ts';

interface StoredSession extends SsoSession {
  /** Epoch ms per the injected clock; the source of truth for `remaining()`. */
  expiresAt: number;
}

const keyOf = (tgt: string) => `sso:${tgt}`;

/**
 * SSO sessions in the cache, so every API node sees the same sessions in
 * production. The cache TTL only frees memory; whether a session is alive is
 * decided from `expiresAt` and the injected clock, so tests can move time.
 */
export class CacheSsoStore implements SsoStore {
  constructor(
    private readonly cache: Cache,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {}

  async create(userId: string, tenantId: string, lifetimeSec: number): Promise<SsoSession> {
    const session: StoredSession = {
      tgt: this.newId(),
      userId,
      tenantId,
      expireTime: lifetimeSec,
      expiresAt: this.clock.now().getTime() + lifetimeSec * 1000,
    };
    await this.cache.set(keyOf(session.tgt), session, lifetimeSec * 1000);
    return publicView(session);
  }

  async get(tgt: string): Promise<SsoSession | undefined> {
    const session = await this.live(tgt);
    return session && publicView(session);
  }

  async remaining(tgt: string): Promise<number> {
    const session = await this.live(tgt);
    return session ? this.secondsLeft(session) : 0;
  }

  async extend(tgt: string): Promise<number> {
    const session = await this.live(tgt);
    if (!session) return 0;
    session.expiresAt = this.clock.now().getTime() + session.expireTime * 1000;
    await this.cache.set(keyOf(tgt), session, session.expireTime * 1000);
    return session.expireTime;
  }

  async remove(tgt: string): Promise<void> {
    await this.cache.del(keyOf(tgt));
  }

  private async live(tgt: string): Promise<StoredSession | undefined> {
    const session = await this.cache.get<StoredSession>(keyOf(tgt));
    return session && this.secondsLeft(session) > 0 ? session : undefined;
  }

  /** Whole seconds, rounded down, so a client never believes it has time the server does not. */
  private secondsLeft(session: StoredSession): number {
    return Math.max(0, Math.floor((session.expiresAt - this.clock.now().getTime()) / 1000));
  }
}

function publicView({ tgt, userId, tenantId, expireTime }: StoredSession): SsoSession {
  return { tgt, userId, tenantId, expireTime };
}
