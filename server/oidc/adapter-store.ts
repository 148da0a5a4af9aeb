import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database.ts';

interface ModelRow {
  payload: AdapterPayload;
  consumedAt: Date | null;
}

const live = `(expires_at is null or expires_at > now())`;

/** A batch of expired rows at a time; SKIP LOCKED never waits on another pruner. */
const pruneSql = `delete from oidc_models where (model, id) in
  (select model, id from oidc_models where expires_at <= now() limit 100 for update skip locked)`;

function withConsumed(row: ModelRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  return row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload;
}

/**
 * Stores one of oidc-provider's models (Session, Interaction, AuthorizationCode, Grant...) in
 * `oidc_models`, so every server process sharing the database sees the same state.
 */
export class PgModelAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.db.query(
      `insert into oidc_models (model, id, payload, grant_id, user_code, uid, expires_at)
       values ($1, $2, $3::jsonb, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
       on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresIn ?? null,
      ],
    );
    if (Math.random() < 0.05) await this.db.query(pruneSql);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<ModelRow>(
      `select payload, consumed_at as "consumedAt" from oidc_models where model = $1 and id = $2 and ${live}`,
      [this.model, id],
    );
    return withConsumed(row);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<ModelRow>(
      `select payload, consumed_at as "consumedAt" from oidc_models where model = $1 and uid = $2 and ${live}`,
      [this.model, uid],
    );
    return withConsumed(row);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<ModelRow>(
      `select payload, consumed_at as "consumedAt" from oidc_models where model = $1 and user_code = $2 and ${live}`,
      [this.model, userCode],
    );
    return withConsumed(row);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('update oidc_models set consumed_at = now() where model = $1 and id = $2', [this.model, id]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('delete from oidc_models where model = $1 and id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('delete from oidc_models where grant_id = $1', [grantId]);
  }
}

export interface ClientRow {
  clientId: string;
  metadata: Record<string, unknown>;
  firstParty: boolean;
}

/** Redirect URIs registered as paths are URLs of the issuer's own origin. */
function resolveRedirects(uris: unknown, origin: string): unknown {
  if (!Array.isArray(uris)) return uris;
  return uris.map((uri: unknown) => (typeof uri === 'string' && uri.startsWith('/') ? origin + uri : uri));
}

export async function findClient(db: Db, clientId: string): Promise<ClientRow | null> {
  const [row] = await db.query<ClientRow>(
    `select client_id as "clientId", metadata, first_party as "firstParty" from oidc_clients where client_id = $1`,
    [clientId],
  );
  return row ?? null;
}

/** Registers a first-party client unless `clientId` is registered already (the first registration stands). */
export async function registerFirstPartyClient(db: Db, clientId: string, metadata: Record<string, unknown>): Promise<void> {
  await db.query(
    `insert into oidc_clients (client_id, metadata, first_party) values ($1, $2::jsonb, true) on conflict (client_id) do nothing`,
    [clientId, JSON.stringify(metadata)],
  );
}

/** Client registrations from `oidc_clients`; read only: clients are registered by the server, not through the provider. */
export class PgClientAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly origin: string,
  ) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    const row = await findClient(this.db, id);
    if (!row) return undefined;
    const metadata: Record<string, unknown> = { ...row.metadata, client_id: row.clientId };
    for (const key of ['redirect_uris', 'post_logout_redirect_uris']) {
      if (key in metadata) metadata[key] = resolveRedirects(metadata[key], this.origin);
    }
    return metadata;
  }

  upsert(): Promise<void> {
    return Promise.reject(new Error('Clients are registered in oidc_clients, not through the provider'));
  }

  findByUid(): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  findByUserCode(): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  consume(): Promise<void> {
    return Promise.resolve();
  }

  destroy(): Promise<void> {
    return Promise.resolve();
  }

  revokeByGrantId(): Promise<void> {
    return Promise.resolve();
  }
}
