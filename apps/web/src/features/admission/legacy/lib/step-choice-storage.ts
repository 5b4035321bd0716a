import {
  socialPlatformChoiceSchema,
  userRoleChoiceSchema,
  type SocialPlatformChoice,
  type UserRoleChoice,
} from '@encore/contracts';
import { browserStorage, readJson, writeJson, type KeyValueStorage } from '../../../../lib/storage';
import { storageKeys } from '../../../../lib/storage-keys';

// The optional steps' answers (spec §3 legacy keys socialPlatforms and userRole), kept locally
// until createUser sends them after sign-in. Anything unreadable reads as not answered.

export function readSocialPlatforms(
  storage: KeyValueStorage = browserStorage,
): SocialPlatformChoice | null {
  return readJson(storage, storageKeys.socialPlatforms, socialPlatformChoiceSchema);
}

export function saveSocialPlatforms(
  choice: SocialPlatformChoice,
  storage: KeyValueStorage = browserStorage,
): void {
  writeJson(storage, storageKeys.socialPlatforms, socialPlatformChoiceSchema.parse(choice));
}

export function readUserRole(storage: KeyValueStorage = browserStorage): UserRoleChoice | null {
  return readJson(storage, storageKeys.userRole, userRoleChoiceSchema);
}

export function saveUserRole(
  choice: UserRoleChoice,
  storage: KeyValueStorage = browserStorage,
): void {
  writeJson(storage, storageKeys.userRole, userRoleChoiceSchema.parse(choice));
}
