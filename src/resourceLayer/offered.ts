import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { mayCall } from '../data/roles';
import type { ActionConfig, AnyResourceConfig } from './defineResource';

/**
 * What a screen offers the signed-in member: the capabilities and actions its declaration switches on whose call the
 * member's role may make (the contract's `staff` roles of a platform call; any merchant call is the operator's). The
 * server refuses the others anyway; the console does not offer them.
 */
export interface Offered {
  create: boolean;
  edit: boolean;
  delete: boolean;
  actions: readonly ActionConfig[];
  bulkReview: boolean;
}

export function offeredOf(config: AnyResourceConfig, role: unknown): Offered {
  const { api, capabilities } = config;
  const may = (call: Parameters<typeof mayCall>[0]) => mayCall(call, role);
  return {
    create: capabilities.create === true && may(api.create),
    edit: capabilities.edit === true && may(api.update),
    delete: capabilities.delete === true && may(api.delete),
    actions: (config.actions ?? []).filter((action) => (action.kind === 'custom' || action.kind === 'reason' ? action.call === undefined || may(action.call) : may(api[action.kind]))),
    bulkReview: config.list.bulkReview === true && may(api.batchApprove) && may(api.batchReject),
  };
}

/** What the screen offers the signed-in member (react-admin's permissions are their role). */
export function useOffered(config: AnyResourceConfig): Offered {
  const { permissions } = usePermissions();
  return useMemo(() => offeredOf(config, permissions), [config, permissions]);
}
