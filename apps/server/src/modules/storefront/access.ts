// Who may see a store: only ready stores exist for visitors; an offline store
// is unavailable on every URL; a private store is locked until the visitor gives its password or
// arrives with its share link, either of which sets an access cookie bound to the store's
// current password and share key — so changing either revokes every cookie given before.
import type { Signer } from './signer.ts';
import { constantTimeEqual } from './signer.ts';
import type { SnapshotStore, StoreSnapshot } from './store-snapshot.ts';

export type StoreAccess = 'missing' | 'unavailable' | 'locked' | 'open';

export const ACCESS_COOKIE = 'encore_access';

/** The access cookie's value for the store as it is now. */
export function accessTokenFor(
  signer: Signer,
  store: Pick<SnapshotStore, 'id' | 'password' | 'accessKey'>,
): string {
  return signer.mac('store-access', store.id, store.password, store.accessKey);
}

export function accessOf(
  snapshot: StoreSnapshot | null,
  accessCookie: string | undefined,
): StoreAccess {
  if (!snapshot || snapshot.store.status !== 'ready') return 'missing';
  if (!snapshot.store.isEnabled) return 'unavailable';
  if (!snapshot.store.isPrivate) return 'open';
  return accessCookie !== undefined && constantTimeEqual(accessCookie, snapshot.accessToken)
    ? 'open'
    : 'locked';
}

/** A ready, online, private store: the one kind that has a password page. */
export function asksForPassword(snapshot: StoreSnapshot | null): snapshot is StoreSnapshot {
  return accessOf(snapshot, undefined) === 'locked';
}

/** The password a visitor typed (surrounding spaces forgiven), or a share link's key. */
export function passwordMatches(store: Pick<SnapshotStore, 'password'>, typed: string): boolean {
  return typed.trim() !== '' && constantTimeEqual(typed.trim(), store.password);
}

export function shareKeyMatches(store: Pick<SnapshotStore, 'accessKey'>, key: string): boolean {
  return key !== '' && constantTimeEqual(key, store.accessKey);
}
