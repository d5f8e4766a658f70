import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../shell/lazyPage';
import type { AnyResourceConfig } from './defineResource';

// The record screens' code is fetched when the first one opens, not with the console (the dashboard needs none).
const ResourceList = lazyPage(() => import('./ResourceList').then((screens) => screens.ResourceList));
const ResourceCreate = lazyPage(() => import('./ResourceForm').then((screens) => screens.ResourceCreate));
const ResourceEdit = lazyPage(() => import('./ResourceForm').then((screens) => screens.ResourceEdit));
const ResourceShow = lazyPage(() => import('./ResourceShow').then((screens) => screens.ResourceShow));

/** What react-admin's <Resource> takes, made from a config (react-admin's demo exports the same shape per folder). */
export interface ResourceViews {
  name: string;
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon: SvgIconComponent;
  recordRepresentation: string | ((record: RaRecord) => string);
}

const made = new WeakMap<AnyResourceConfig, ResourceViews>();

/** The views of a config, made once per config so that their component types stay the same across renders. */
export function resourceViews(config: AnyResourceConfig): ResourceViews {
  const existing = made.get(config);
  if (existing) return existing;
  const views = makeViews(config);
  made.set(config, views);
  return views;
}

function makeViews(config: AnyResourceConfig): ResourceViews {
  const List = () => <ResourceList config={config} />;
  const Create = () => <ResourceCreate config={config} />;
  const Edit = () => <ResourceEdit config={config} />;
  const Show = () => <ResourceShow config={config} />;
  return {
    name: config.name,
    list: List,
    // A create form in a dialog lives on the list: no route of its own.
    ...(config.capabilities.create && !config.create?.dialog ? { create: Create } : {}),
    ...(config.capabilities.edit ? { edit: Edit } : {}),
    ...(config.detail ? { show: Show } : {}),
    icon: config.icon,
    recordRepresentation: config.recordRepresentation,
  };
}
