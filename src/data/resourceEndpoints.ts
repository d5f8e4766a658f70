import { z } from 'zod';
import type { Endpoint } from '../../openapi/endpoints';

/**
 * Which API calls serve each record screen of the menu (spec sections 2 and 7), taken from the contract
 * through the `api` of each config in resources/. A react-admin resource name is the menu path without its leading slash.
 * The data provider gets those of resources/ from the composition root, worked out at build time (consoles/declaredScreens.atBuild.ts).
 */
export interface ResourceEndpoints {
  /** The record field that identifies a record; react-admin's `id` is a copy of it. */
  idField: string;
  /** The request field naming the record in its detail, update, delete and review calls, when it is not `idField`. */
  idParam?: string;
  /** List call: takes page, page_size, sort_field, sort_order and the filters; answers `data.list` and `data.total`. */
  list: string;
  /** The fields the list call sorts by (from the contract); a sort on any other field is not sent. */
  sortFields: readonly string[];
  /**
   * The list filter that finds a record by its id (exact or prefix match), used by getOne when there is
   * no detail call. Without one, getOne reads the list page by page.
   */
  lookupFilter?: string;
  /** Filters that lookup sends besides the id, when the list call's defaults would hide the record (a queue's `status: 'all'`). */
  lookupWith?: Readonly<Record<string, string>>;
  /** Detail call taking `{ [idField]: id }`. */
  detail?: string;
  /**
   * The detail call names the record by a number (the contract's `Id`): an id read from the page's address, a string,
   * is sent as the number it spells.
   */
  numericId?: boolean;
  create?: string;
  /** Update call taking the changed fields plus `{ [idField]: id }`. */
  update?: string;
  /** Delete call taking `{ [idField]: id }`. */
  delete?: string;
  /** Approve call taking `{ [idField]: id }`. */
  approve?: string;
  /** Reject call taking `{ [idField]: id, reason }`. */
  reject?: string;
  /** Export call taking the list filters; answers a file. */
  export?: string;
  /** The field of the create call's answer that holds the created record, when the answer holds more (a one-time link). */
  createdRecord?: string;
  /** The calls of the record's actions that ask a reason, by action name, each taking `{ [idField]: id, reason, … }`. */
  actions?: Readonly<Record<string, string>>;
}

/** The `sort_field` choices of a list call's request schema. */
export function sortFieldsOf(endpoint: Endpoint): string[] {
  const request = endpoint.request;
  if (!(request instanceof z.ZodObject)) return [];
  let sortField: unknown = (request.shape as Record<string, unknown>)['sort_field'];
  if (sortField instanceof z.ZodOptional) sortField = sortField.unwrap();
  return sortField instanceof z.ZodEnum ? (sortField.options as string[]) : [];
}

/** Whether the call's request takes `field` as a number. */
function takesNumber(endpoint: Endpoint, field: string): boolean {
  const request = endpoint.request;
  if (!(request instanceof z.ZodObject)) return false;
  let rule: unknown = (request.shape as Record<string, unknown>)[field];
  if (rule instanceof z.ZodOptional) rule = rule.unwrap();
  return rule instanceof z.ZodNumber;
}

type Operation = 'detail' | 'create' | 'update' | 'delete' | 'approve' | 'reject' | 'export';

const operations: readonly Operation[] = ['detail', 'create', 'update', 'delete', 'approve', 'reject', 'export'];

/** The calls of one resource, from the `api` its config in resources/ declares. */
export function endpointsOf(
  api: { idField: string; idParam?: string; list: Endpoint; lookupFilter?: string; lookupWith?: Readonly<Record<string, string>> } & Partial<Record<Operation, Endpoint>>,
): ResourceEndpoints {
  const paths: Partial<Record<Operation, string>> = {};
  for (const operation of operations) {
    const endpoint = api[operation];
    if (endpoint) paths[operation] = endpoint.path;
  }
  return {
    idField: api.idField,
    list: api.list.path,
    ...(api.detail && takesNumber(api.detail, api.idParam ?? api.idField) ? { numericId: true } : {}),
    sortFields: sortFieldsOf(api.list),
    ...(api.idParam ? { idParam: api.idParam } : {}),
    ...(api.lookupFilter ? { lookupFilter: api.lookupFilter } : {}),
    ...(api.lookupWith ? { lookupWith: api.lookupWith } : {}),
    ...paths,
  };
}
