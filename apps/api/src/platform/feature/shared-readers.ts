import type { SosSetting } from '@cc/contracts/sos';
import type { Executor } from '../db/client';
import type { CommunityScope } from '../db/community-scope';

/**
 * Reads one area keeps and another operation shows, so there is one copy of the data: the
 * keeping area's own query, handed over where the features are composed (features/index.ts),
 * so neither the platform nor the showing feature imports the keeping one.
 */
export interface SharedReaders {
  /** The community's SOS settings (the incident area's), with the Thai defaults until saved. */
  sosSetting(tx: Executor, scope: CommunityScope): Promise<SosSetting>;
}
