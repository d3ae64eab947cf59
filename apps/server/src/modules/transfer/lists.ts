import { TRANSFER_LIST_MENUS } from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import type { MenuResolver } from '../../platform/http/endpoints.ts';
import type { ServicesContext } from '../services/context.ts';
import type { TransferDeps } from './jobs.ts';
import type { TransferList } from './list.ts';
import { deptDutyList } from './lists/dept-duty.ts';
import { efficiencyLists } from './lists/efficiency.ts';
import { robotEntriesList } from './lists/robot-entries.ts';
import { servicesList } from './lists/services.ts';
import { usersList } from './lists/users.ts';
import { retentionMs } from './retention.ts';

/** The lists of this installation, keyed by the `:listKey` of the transfer URLs. */
export function createListRegistry(platform: Platform, services: ServicesContext, holdsMenu: MenuResolver): Map<string, TransferList> {
  const lists: TransferList[] = [
    deptDutyList(platform),
    usersList(platform),
    servicesList(platform, services),
    robotEntriesList(platform),
    ...efficiencyLists(platform, services, holdsMenu),
  ];
  for (const list of lists) {
    const owner = TRANSFER_LIST_MENUS[list.key];
    if (owner !== list.menu) throw new Error(`List ${list.key} must be owned by ${owner}`);
  }
  return new Map(lists.map((l) => [l.key, l]));
}

/** What the routes and the jobs of the transfer module work with. */
export function createTransferDeps(platform: Platform, services: ServicesContext, holdsMenu: MenuResolver): TransferDeps {
  return { platform, files: platform.files, lists: createListRegistry(platform, services, holdsMenu), retentionMs: retentionMs(platform) };
}
