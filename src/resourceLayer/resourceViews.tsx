import type { SvgIconComponent } from '@mui/icons-material';
import { createElement, type ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../widgets/lazyPage';
import type { AnyResourceConfig } from './defineResource';
import { screenFactsOf, type ScreenFacts } from './screenFacts';

/** What react-admin's <Resource> takes, made from a config (react-admin's demo exports the same shape per folder). */
export interface ResourceViews {
  name: string;
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: SvgIconComponent;
  recordRepresentation: string | ((record: RaRecord) => string);
}

type Screen = ComponentType<{ config: AnyResourceConfig }>;
type View = 'list' | 'create' | 'edit' | 'show';

// The record screens' code is fetched when the first one opens, not with the console (the dashboard needs none).
const screenCode: Record<View, () => Promise<Screen>> = {
  list: () => import('./ResourceList').then((screens) => screens.ResourceList),
  create: () => import('./ResourceForm').then((screens) => screens.ResourceCreate),
  edit: () => import('./ResourceForm').then((screens) => screens.ResourceEdit),
  show: () => import('./ResourceShow').then((screens) => screens.ResourceShow),
};

const screens: Record<View, Screen> = {
  list: lazyPage(screenCode.list),
  create: lazyPage(screenCode.create),
  edit: lazyPage(screenCode.edit),
  show: lazyPage(screenCode.show),
};

/** The views a screen's facts say it has, each made by `view`. */
function makeViews(facts: ScreenFacts, view: (kind: View) => ComponentType) {
  return {
    name: facts.name,
    list: view('list'),
    ...(facts.create ? { create: view('create') } : {}),
    ...(facts.edit ? { edit: view('edit') } : {}),
    ...(facts.show ? { show: view('show') } : {}),
  };
}

const made = new WeakMap<AnyResourceConfig, ResourceViews>();

/** The views of a config at hand, made once per config so that their component types stay the same across renders. */
export function resourceViews(config: AnyResourceConfig): ResourceViews {
  let views = made.get(config);
  if (!views) {
    const view = (kind: View) => () => createElement(screens[kind], { config });
    views = { ...makeViews(screenFactsOf(config), view), icon: config.icon, recordRepresentation: config.recordRepresentation };
    made.set(config, views);
  }
  return views;
}

type LoadConfigs = () => Promise<readonly AnyResourceConfig[]>;

/*
 * The screens the composition root declares are routed from their facts alone (consoles/declaredScreens.atBuild.ts): their
 * declarations, and with them the contract's rules and every screen's words, are fetched with the first record
 * screen opened, beside its code, by the loader the composition root gives.
 */
interface Declared {
  configs: readonly AnyResourceConfig[];
  screens: Record<View, ComponentType<{ name: string }>>;
  views: Map<string, ResourceViews>;
}

const declaredBy = new WeakMap<LoadConfigs, Declared>();

function declaredOf(load: LoadConfigs): Declared {
  let declared = declaredBy.get(load);
  if (declared) return declared;
  const state: Declared = { configs: [], screens: {} as Declared['screens'], views: new Map() };
  /** A view of a declared screen: its code and the declarations fetched together, a progress bar meanwhile. */
  const declaredScreen = (kind: View) =>
    lazyPage<{ name: string }>(async () => {
      const [Screen, configs] = await Promise.all([screenCode[kind](), load()]);
      state.configs = configs;
      return ({ name }: { name: string }) => {
        const config = configs.find((declared) => declared.name === name);
        return config ? <Screen config={config} /> : null;
      };
    });
  state.screens = { list: declaredScreen('list'), create: declaredScreen('create'), edit: declaredScreen('edit'), show: declaredScreen('show') };
  declared = state;
  declaredBy.set(load, declared);
  return declared;
}

/** A record's name in titles and references, by its screen's declaration (loaded before any record shows). */
function representationOf(declared: Declared, name: string, record: RaRecord): string {
  const representation = declared.configs.find((config) => config.name === name)?.recordRepresentation;
  if (typeof representation === 'function') return representation(record);
  const value: unknown = representation === undefined ? undefined : record[representation];
  return String(value ?? record.id);
}

/** The views of a screen the composition root declares, from its facts; `load` fetches the declarations. */
export function viewsOfDeclared(facts: ScreenFacts, load: LoadConfigs): ResourceViews {
  const declared = declaredOf(load);
  let views = declared.views.get(facts.name);
  if (!views) {
    const view = (kind: View) => () => createElement(declared.screens[kind], { name: facts.name });
    views = { ...makeViews(facts, view), recordRepresentation: (record) => representationOf(declared, facts.name, record) };
    declared.views.set(facts.name, views);
  }
  return views;
}
