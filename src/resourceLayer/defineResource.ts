import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { z } from 'zod';
import type { Endpoint } from '../../openapi/endpoints';
import { hasExport } from '../../openapi/listExport';
import type { Messages, Translations } from '../../openapi/i18n/define';
import { apiLanguages, type ApiLanguage } from '../../openapi/i18n/languages';
import type { KassaDataProvider } from '../data/dataProvider';
import { addScreenWords } from '../i18n/addWords';
import type { ChoiceId, ChoiceSetName } from '../i18n/resources';
import type { MenuPlacement } from '../shell/menu';

/*
 * The declaration of one record screen. `resources/<name>/index.ts` calls `defineResource` once; the generic
 * layer (`resourceViews`) turns the result into what react-admin's <Resource> takes.
 *
 * One field list is the source of truth (as in Payload's collection configs): list columns, filters,
 * forms and the detail pick fields from it by name, and a field appears only in the areas it names.
 * Operations (capabilities, actions) live apart from the fields, as in Django's ModelAdmin.
 * Labels are not written in the declaration: they live beside it in `resources/<name>/labels.ts` (`defineLabels`)
 * and the declaration names them as `labels`; the console's dictionaries take them from there.
 */

/** How a value is shown and typed. */
export type FieldKind =
  /** Plain text; `copyable` adds a copy button (serial numbers, addresses). */
  | 'text'
  /** A decimal string shown as is (or with `decimals`), the coin name appended. */
  | 'money'
  /** A coin or currency code; typed by choosing among the coins. */
  | 'coin'
  /** A state shown as a chip coloured by its choice's tone. */
  | 'status'
  /** One of a fixed set of values, shown by its translated name. */
  | 'choice'
  /** An ISO-8601 instant shown in the operator's locale and time zone; filtered by a date range. */
  | 'datetime'
  /** An IP address. */
  | 'ip'
  /** The id of a record of another resource, shown by that record's representation. */
  | 'reference'
  /** A decimal rate; `percent` shows a fraction as a percentage. */
  | 'rate'
  | 'boolean'
  /**
   * Named values (`{ name: value }`, the audit log's before and after), shown as `name: value` lines; typed only
   * through a bespoke `input` (an announcement's title in each language).
   */
  | 'values';

/** The places a field can appear. */
export type Area = 'column' | 'filter' | 'form' | 'detail';

/** The colour of a status chip. */
export type Tone = 'default' | 'info' | 'success' | 'warning' | 'error';

export interface Choice {
  id: string;
  /**
   * i18n key of the choice's name: `kassa.choices.<set>.<key>` for a set screens share (src/resourceLayer/choices.ts),
   * `resources.<name>.choices.<set>.<key>` for a screen's own set, named in its labels (`choicesOf`).
   */
  name: string;
  /** Status chips only. */
  tone?: Tone;
}

/**
 * Facts a bespoke form part learned while the operator typed (a minimum, a balance, a looked-up user).
 * Rules that depend on them are functions of the facts.
 */
export type FormFacts = Readonly<Record<string, unknown>>;

/** A zod rule shared with the server (from openapi/rules.ts), or one that depends on the form's facts. */
export type Rule = z.ZodType | ((facts: FormFacts) => z.ZodType);

/** What a bespoke input (`FieldConfig.input`) receives. */
export interface FieldInputProps {
  field: FieldConfig;
  /** The resource name, for labels. */
  resource: string;
}

export interface FieldConfig<S extends string = string> {
  /** The record field (and form field) name, as in the contract. */
  source: S;
  kind: FieldKind;
  /** Where the field appears; it stays hidden everywhere else. */
  areas: readonly Area[];
  /** `status` and `choice`: the values, from `choicesOf`. */
  choices?: readonly Choice[];
  /** Form: marks the input as required. The rule decides what is accepted. */
  required?: boolean;
  /**
   * Form: the rule, when it is not the field of the same name in the request schema of the form's call (the create
   * call, or the update call of an edit form), which a field without a rule takes.
   */
  rule?: Rule;
  /** `money`: the field of the same record holding the coin name, or a fixed coin. */
  coin?: string | { fixed: string };
  /** `money`: always show this many decimals (truncated, never rounded up). */
  decimals?: number;
  /** `rate`: the value is a fraction shown as a percentage. */
  percent?: boolean;
  /** Shows a copy-to-clipboard button next to the value. */
  copyable?: boolean;
  /** Columns and detail: what an empty value says ("Never" for a sign-in that has not happened), a key of the screen's messages. */
  empty?: string;
  /**
   * Lists: a long value (TXID, address, order or serial number) is shortened in the middle ("TXa1…9f8e7d"), the whole
   * value in its tooltip, its copy button and the detail. By default copyable text and IP fields are.
   */
  shorten?: boolean;
  /** `reference`: the resource the id points to, and the filter of the records a form offers. */
  reference?: { resource: string; filter?: Record<string, unknown> };
  /**
   * `coin` inputs offer the merchant's open markets (`open`, the default in forms), every coin
   * (`all`, the default in filters), or every fiat currency (`fiat`); the platform console's offer every coin of the
   * platform settings (`platform`).
   */
  coins?: 'open' | 'all' | 'fiat' | 'platform';
  /** Filter: the request parameter, when it differs from the source (a `datetime` filters on start_time and end_time). */
  filterParam?: string;
  /** Form: a bespoke input, in a component file beside the config. */
  input?: ComponentType<FieldInputProps>;
  /** Form: the initial value. */
  defaultValue?: unknown;
  /** Form: a longer text input. */
  multiline?: boolean;
  /**
   * Columns and detail: a bespoke mark shown after the value (for example "Your sign-in IP"), in a component
   * file beside the config. It reads the record from context and renders nothing when there is nothing to mark.
   */
  mark?: ComponentType;
  /**
   * Columns and detail: a bespoke view in place of the kind's (a rule change's before → after, read as sentences), in
   * a component file beside the config. It reads the record from context; `compact` is true in list cells and cards.
   * An export writes the value as its kind does.
   */
  view?: ComponentType<{ compact: boolean }>;
}

/** Record values an action or a badge applies to: each named field must equal the value (or one of the values). */
export type When<S extends string = string> = Partial<Record<S, Primitive | readonly Primitive[]>>;
type Primitive = string | number | boolean;

export interface ActionContext {
  dataProvider: KassaDataProvider;
  resource: string;
  record: RaRecord;
}

export type ActionConfig<S extends string = string> =
  /**
   * Approve with a confirm dialog (dataProvider.approve). Its texts are the screen's `messages.approve_content` when
   * its labels have one, else the generic ones.
   */
  | {
      kind: 'approve';
      when?: When<S>;
      /** Approving takes the step-up (money moves): the dialog asks the authenticator code while the window is closed. */
      stepUp?: boolean;
      /**
       * A value the approval sends, typed in its dialog (a payout's TXID): a field of the record, labelled
       * `resources.<name>.fields.<source>`, its rule the approve call's field of that name, required. `needed` says
       * for which records the approval takes it (a first of two approvals takes none); without it, always.
       */
      input?: { source: S; needed?: (record: RaRecord) => boolean };
      /** A bespoke part shown in the dialog above its fields; it reads the record from context. */
      part?: ComponentType;
    }
  /**
   * Reject with a dialog asking for the required reason (dataProvider.reject, rule `rejectionForm`); its text is the
   * screen's `messages.reject_content` when its labels have one. `ownBy` names the field holding the username of the
   * staff member who made the record (a rule change's `proposed_by`): on their own record the same call takes it
   * back, so the button and its dialog say so (`resources.<name>.actions.withdraw`, `messages.withdraw_content`, and
   * the success `messages.withdrawn`).
   */
  | { kind: 'reject'; when?: When<S>; ownBy?: S }
  /**
   * Anything else. The label is `resources.<name>.actions.<name>`, the success message
   * `resources.<name>.messages.<name>`, and the confirm text `resources.<name>.messages.<name>_confirm`.
   */
  | {
      kind: 'custom';
      name: string;
      when?: When<S>;
      confirm?: boolean;
      run: (context: ActionContext) => Promise<unknown>;
      /** The call `run` makes, when it is a platform call: only the roles it admits are offered the action. */
      call?: Endpoint;
    }
  /**
   * A change of the record's state that asks why (suspend, resume): a dialog asking the reason (the call's `reason`
   * rule) and, with `stepUp`, the authenticator code while the step-up window is closed; it sends
   * `{ [idField]: id, reason, google_code? }` to `call`. Its button is `resources.<name>.actions.<name>`, the dialog says
   * `resources.<name>.messages.<name>_confirm`, and the success `resources.<name>.messages.<name>`. `tone` colours its
   * confirm button: `error` (the default) for a change that stops something, `success` for one that lets it go on.
   */
  | {
      kind: 'reason';
      name: string;
      call: Endpoint;
      when?: When<S>;
      stepUp?: boolean;
      tone?: 'success' | 'error';
      /** The call takes no reason (a withdrawal, a reset): the dialog only asks to confirm, and the code with `stepUp`. */
      reason?: false;
      /** The request field that names the record, when it is not the screen's `idField` (a reset's `staff_id`). */
      param?: string;
      /**
       * The answer is for the member to read (a reset proposed for another administrator to approve): once done, the
       * dialog shows this part given the answer, in place of the success message, until its button closes it.
       */
      answered?: ComponentType<{ answer: Readonly<Record<string, unknown>> }>;
      /** The call deletes the record (a withdrawal): its detail page, gone, gives way to the list. */
      removes?: boolean;
      /**
       * Hidden on the signed-in member's own record (an administrator neither suspends nor resets themselves; the
       * server refuses it too).
       */
      notOwn?: boolean;
    };

export interface FieldGroup<S extends string = string> {
  /** Heading: `resources.<name>.groups.<title>`. */
  title?: string;
  fields: readonly S[];
  /**
   * A bespoke part shown after the group's inputs (a preview, a quote) or, in the detail, after its values (a table
   * of what the record holds, a document preview); it reads the record from context.
   */
  part?: ComponentType;
}

/**
 * One line of a confirmation: its name (`resources.<name>.review.<label>`) and what it says. `coin` marks an amount
 * (a decimal string, shown in the operator's number format with the coin appended); `translate` a value that is an
 * i18n key (a choice's name).
 */
export interface ReviewLine {
  label: string;
  value: string;
  coin?: string;
  translate?: boolean;
}

/**
 * A confirmation step between the form and the request ("Review", then "Confirm"): what the request will do,
 * line by line, so money moves only on purpose. The form's inputs stay mounted while it shows, so going back
 * keeps every value.
 */
export interface ReviewConfig {
  /**
   * The lines, from the form's values (validated) and its facts (a looked-up name, a fee, a balance). A line whose
   * figure is not known yet is left out.
   */
  lines: (values: Readonly<Record<string, unknown>>, facts: FormFacts) => ReviewLine[];
  /**
   * The step asks for a code of the operator's authenticator, sent as `google_code`, while the session's step-up
   * window is closed (src/data/stepUp.ts); the server requires one then.
   */
  authenticatorCode?: boolean;
}

export interface FormConfig<S extends string = string> {
  groups: readonly FieldGroup<S>[];
  /** A confirmation step before the request is sent (money-moving forms). */
  review?: ReviewConfig;
  /**
   * The change takes the step-up (a form without a confirmation step): the form ends with the authenticator code
   * while the session's step-up window is closed, sent as `google_code`.
   */
  stepUp?: boolean;
  /** The save button stays disabled until this holds (for example until a looked-up user is shown). */
  ready?: (facts: FormFacts) => boolean;
  /** The success message of spec section 8 that follows a save. */
  success: 'add' | 'edit' | 'submit' | 'transfer';
  /**
   * The call's answer is for the operator to read rather than the record (a platform rule change, proposed for another
   * administrator to approve): a bespoke part given the answer, shown in place of the success message. A dialog form
   * shows it in the dialog, which then closes by its button; a page form shows it as its notice.
   */
  answered?: ComponentType<{ answer: Readonly<Record<string, unknown>> }>;
}

export interface CreateConfig<S extends string = string> extends FormConfig<S> {
  /**
   * The form opens in a dialog on the list instead of a page of its own (a form of a field or two, where
   * a page would be a route for nothing). Its title is `resources.<name>.page.create`, as a page's would be.
   */
  dialog?: boolean;
  /**
   * The create call sends a one-time link to the new account's person (a new merchant's operator, a new staff member)
   * and answers where it went beside the record: the record is the answer's `record` field, and once saved the dialog
   * says where the link was sent (the answer's `sentTo`, masked addresses) and until when it works (`expires`); the
   * link itself is never shown. Needs `dialog`.
   */
  created?: { record: string; sentTo: string; expires: string };
}

export interface EditConfig<S extends string = string> extends FormConfig<S> {
  /** The records that may be edited (an announcement still scheduled); the others offer no edit. */
  when?: When<S>;
}

export interface DeleteConfig {
  /**
   * A bespoke part shown in the confirmation above its question, in a component file beside the config.
   * It reads the record from context, so its text may depend on the record (a warning about this one).
   */
  part?: ComponentType;
  /** Deleting takes the step-up: the confirmation asks for the authenticator code while the step-up window is closed. */
  stepUp?: boolean;
}

/** Which calls serve the screen; the data provider reads them from here (src/data/resourceEndpoints.ts). */
export interface ApiConfig<S extends string = string> {
  /** The field that identifies a record; react-admin's `id` is a copy of it. */
  idField: S;
  /**
   * The request field that names the record in its calls (detail, update, delete, approve, reject), when it is not
   * `idField`: a queue lists orders by `order_no`, and its review calls take it as `order_id`.
   */
  idParam?: string;
  list: Endpoint;
  /** The list filter that finds one record by its id (exact or prefix match), for the detail view. */
  lookupFilter?: string;
  /**
   * Filters the detail's lookup sends besides the id, when the list call's defaults would hide the record: a review
   * queue lists only what is pending unless asked for `{ status: 'all' }`, and a record stays readable once reviewed.
   */
  lookupWith?: Readonly<Record<string, string>>;
  detail?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
  approve?: Endpoint;
  reject?: Endpoint;
  /** Approve many at once: `order_ids` and `google_code`, answering each order's outcome. */
  batchApprove?: Endpoint;
  /** Reject many at once: `order_ids`, `reason` and `google_code`, answering each order's outcome. */
  batchReject?: Endpoint;
}

/**
 * A screen's words, react-admin's `resources.<name>` keys: `name`, `fields.<source>` (`fields.keyword` labels the
 * keyword filter), `groups.<title>`, `page.create`, `actions.<custom action>`, and `messages.*` for its bespoke
 * parts and custom actions (`messages.<action>` and `messages.<action>_confirm`). A screen with a menu page has its
 * menu title as `menu` (the console's `kassa.menu.<menu.lang>`). The names of the value sets only this screen shows
 * are `choices.<set>.<key>` (`choicesOf(screen, set, …)`).
 */
export interface ResourceLabels extends Messages {
  name: string;
  fields: Messages;
}

/**
 * Declares a screen's words in all four languages side by side, in a file beside its declaration.
 * English is the reference; the compiler refuses a language that misses or adds a key.
 */
export function defineLabels<const T extends ResourceLabels>(labels: Translations<T>): Translations<T> {
  return labels;
}

export interface ResourceConfig<N extends string = string, F extends readonly FieldConfig[] = readonly FieldConfig[]> {
  /**
   * The react-admin resource name: the menu path without the leading slash. A resource `shownIn` a bespoke page
   * has no menu page: its name is free, and only keys its words, its calls and its list's stored parameters.
   */
  name: N;
  /**
   * The path of the bespoke page (`definePage`, src/shell/composeConsole.ts) that shows this record
   * screen's list inside itself (`<ResourceList config={…} />`), instead of a menu page of its own. Such a screen
   * has no route: its create form, if any, is a dialog, and it has no detail, edit page or menu badge.
   */
  shownIn?: `/${string}`;
  /**
   * Where the screen's page sits in the menu (every screen not `shownIn` a bespoke page has one): the spec's id,
   * Chinese name, title key and icon name, and its group. The title is `menu` in the labels.
   */
  menu?: MenuPlacement;
  /** The screen's words, from `defineLabels` in the file beside the declaration. */
  labels: Readonly<Record<ApiLanguage, ResourceLabels>>;
  /** The icon of the screen's menu entry (and of react-admin's <Resource>). */
  icon: SvgIconComponent;
  api: ApiConfig<SourceOf<F>>;
  fields: F;
  /** What names a record in titles and references. */
  recordRepresentation: SourceOf<F> | ((record: RaRecord) => string);
  list: {
    /** Column order; by default every field with the `column` area, in field order. */
    columns?: readonly SourceOf<F>[];
    /** Filter order; by default every field with the `filter` area, then the keyword. All are always shown. */
    filters?: readonly (SourceOf<F> | 'keyword')[];
    /** Whether the list call's `keyword` (an order or serial number) is a filter; its label is `resources.<name>.fields.keyword`. */
    keyword?: boolean;
    sort: { field: SourceOf<F>; order: 'ASC' | 'DESC' };
    perPage: number;
    /**
     * The filters a list opens with (a review queue: what waits for review). A status filter whose list call names
     * `all` among its values sends `all` for its All (src/resourceLayer/filters.tsx).
     */
    filterDefaults?: Readonly<Partial<Record<SourceOf<F>, string>>>;
    /** A bespoke part shown above the rows (for example the totals of the filtered period). */
    above?: ComponentType;
    /**
     * Column priority, so that a list fits its window without scrolling sideways: a column of priority 2 shows from a
     * 1280 px window, of priority 3 from 1536 px; the others (priority 1) always. What a window leaves out shows
     * in the row's expand panel (and in the detail).
     */
    priority?: Partial<Record<SourceOf<F>, 2 | 3>>;
    /**
     * The card of a phone (below 600 px): its headline (the primary figure) and the fields listed under it, label and
     * value. The first status column shows as a chip beside the headline, and the row actions below. By default the
     * headline is the first money column (else the first column), and the lines are the other priority 1 columns.
     */
    card?: { title: SourceOf<F>; lines?: readonly SourceOf<F>[] };
    /**
     * Bulk review: rows can be selected and approved or rejected together (needs api.batchApprove and api.batchReject).
     * Only rows matching the approve action's `when` can be selected.
     */
    bulkReview?: boolean;
  };
  /** Detail field groups; without it the screen has no detail view. */
  detail?: { groups: readonly FieldGroup<SourceOf<F>>[] };
  /** The create form (add_fieldsets); required by the `create` capability. */
  create?: CreateConfig<SourceOf<F>>;
  /** The edit form; required by the `edit` capability. */
  edit?: EditConfig<SourceOf<F>>;
  /** The delete confirmation; only with the `delete` capability, which works without it. */
  delete?: DeleteConfig;
  actions?: readonly ActionConfig<SourceOf<F>>[];
  /**
   * What the screen offers besides its list. `export` is on unless declared `false`: the toolbar's Export writes every
   * row the filters select, through the export call of the list (openapi/listExport.ts).
   */
  capabilities: { create?: boolean; edit?: boolean; delete?: boolean; export?: boolean };
  /** A count on the menu entry: the number of records matching the filter (99+ above 99). */
  menuBadge?: { filter: When<SourceOf<F>> };
}

export type SourceOf<F extends readonly FieldConfig[]> = NoInfer<F[number]['source']>;

/** Any resource config, as the generic layer sees it. */
export type AnyResourceConfig = ResourceConfig<string, readonly FieldConfig[]>;

/**
 * Declares a record screen. Checks at load time what the types cannot: every name points at a declared
 * field allowed in that area, and every capability has its call and its form. Its words join the console's
 * dictionaries.
 */
export function defineResource<const N extends string, const F extends readonly FieldConfig[]>(
  config: ResourceConfig<N, F>,
): ResourceConfig<N, F> {
  const problems = configProblems(config as unknown as AnyResourceConfig);
  if (problems.length > 0) throw new Error(`Resource "${config.name}": ${problems.join('; ')}`);
  addScreenWords(config as unknown as AnyResourceConfig);
  return config;
}

/**
 * The dictionary key of a value's name: the value, each '.' as '_' (an event type 'order.paid' is named at
 * `order_paid`), since a dot would split the key.
 */
export type ChoiceKey<V extends string> = V extends `${infer Head}.${infer Tail}` ? `${Head}_${ChoiceKey<Tail>}` : V;

function choiceKeyOf(value: string): string {
  return value.replaceAll('.', '_');
}

/** The values whose key is one of `Keys`: a value without a name does not type-check. */
type NamedValue<V extends string, Keys> = V extends string ? (ChoiceKey<V> extends Keys ? V : never) : never;

/** The value sets a screen's labels name, under `choices`. */
type OwnSets<L> = L extends { choices: infer Sets extends Messages } ? Sets : never;

/** A screen's name and its labels (`defineLabels`), for the value sets only it shows. */
export interface ScreenWords<L extends ResourceLabels> {
  /** The screen's `name`, as its declaration gives it. */
  name: string;
  labels: { readonly en: L };
}

/**
 * The choices of a status or choice field: the values of the contract's enum, in its order, each named in the
 * operator's language. A set that screens share is named in `kassa.choices.<set>` (src/i18n/resources.ts) and declared
 * in src/resourceLayer/choices.ts; a set only one screen shows is declared in its slice with the screen's name and
 * labels, and named in those labels under `choices.<set>`. The compiler refuses a value without a name in the
 * labels' English, and `defineLabels` a language that misses one; `defineResource` checks again when it loads.
 */
export function choicesOf<const S extends ChoiceSetName, const V extends string>(
  set: S,
  values: readonly V[] & readonly NamedValue<V, ChoiceId<S>>[],
  tones?: Partial<Record<V, Tone>>,
): Choice[];
export function choicesOf<const L extends ResourceLabels, const S extends keyof OwnSets<L> & string, const V extends string>(
  screen: ScreenWords<L>,
  set: S,
  values: readonly V[] & readonly NamedValue<V, keyof OwnSets<L>[S]>[],
  tones?: Partial<Record<V, Tone>>,
): Choice[];
export function choicesOf(where: string | ScreenWords<ResourceLabels>, ...rest: unknown[]): Choice[] {
  const [prefix, named] = typeof where === 'string' ? [`kassa.choices.${where}`, rest] : [`resources.${where.name}.choices.${String(rest[0])}`, rest.slice(1)];
  const [values, tones] = named as [readonly string[], Partial<Record<string, Tone>> | undefined];
  return values.map((id) => {
    const tone = tones?.[id];
    return { id, name: `${prefix}.${choiceKeyOf(id)}`, ...(tone ? { tone } : {}) };
  });
}

/** Whether the list offers its export: every list does unless its declaration says `export: false`. */
export function exportsOf(config: AnyResourceConfig): boolean {
  return config.capabilities.export !== false;
}

/** Whether a record matches a `when` declaration. */
export function matches(record: RaRecord | undefined, when: When | undefined): boolean {
  if (!when) return true;
  if (!record) return false;
  return Object.entries(when).every(([source, expected]) => {
    if (expected === undefined) return true;
    const actual = record[source] as unknown;
    return Array.isArray(expected) ? expected.includes(actual as Primitive) : actual === expected;
  });
}

/**
 * A field's choices named among the screens' words must be this screen's own, each named in every language of its
 * labels: a missing name would show as its key.
 */
function ownChoiceProblems(config: AnyResourceConfig, field: FieldConfig): string[] {
  const own = `resources.${config.name}.`;
  const named = (field.choices ?? []).filter((choice) => choice.name.startsWith('resources.'));
  const elsewhere = named.find((choice) => !choice.name.startsWith(own));
  if (elsewhere) {
    return [
      `field "${field.source}" names its values in the words of another screen (${elsewhere.name}): declare its set in this slice with ` +
        'choicesOf(screen, …), or in src/resourceLayer/choices.ts when screens share it',
    ];
  }
  const missing = apiLanguages.flatMap((language) =>
    named
      .map((choice) => choice.name.slice(own.length))
      .filter((key) => typeof key.split('.').reduce<unknown>((words, part) => (words as Messages | undefined)?.[part], config.labels[language]) !== 'string')
      .map((key) => `${language}: ${key}`),
  );
  return missing.length > 0 ? [`field "${field.source}" has values without a name in its labels (${missing.join(', ')})`] : [];
}

function configProblems(config: AnyResourceConfig): string[] {
  const problems: string[] = [];
  const bySource = new Map(config.fields.map((field) => [field.source, field]));
  if (bySource.size !== config.fields.length) problems.push('a field is declared twice');

  const check = (sources: readonly string[] | undefined, area: Area, where: string) => {
    for (const source of sources ?? []) {
      const field = bySource.get(source);
      if (!field) problems.push(`${where} names "${source}", which is not a field`);
      else if (!field.areas.includes(area)) problems.push(`${where} names "${source}", which is hidden from the ${area} area`);
    }
  };
  check(config.list.columns, 'column', 'list.columns');
  check(Object.keys(config.list.priority ?? {}), 'column', 'list.priority');
  if (config.list.card) check([config.list.card.title, ...(config.list.card.lines ?? [])], 'column', 'list.card');
  if (config.list.bulkReview && !(config.api.batchApprove && config.api.batchReject)) problems.push('list.bulkReview needs api.batchApprove and api.batchReject');
  check(Object.keys(config.list.filterDefaults ?? {}), 'filter', 'list.filterDefaults');
  check(
    config.list.filters?.filter((source) => source !== 'keyword'),
    'filter',
    'list.filters',
  );
  for (const group of config.detail?.groups ?? []) check(group.fields, 'detail', 'detail');
  for (const group of config.create?.groups ?? []) check(group.fields, 'form', 'create');
  for (const group of config.edit?.groups ?? []) check(group.fields, 'form', 'edit');
  if (!bySource.has(config.api.idField)) problems.push(`api.idField "${config.api.idField}" is not a field`);
  if (!bySource.has(config.list.sort.field)) problems.push(`list.sort names "${config.list.sort.field}", which is not a field`);
  if (config.list.filters?.includes('keyword') && !config.list.keyword) problems.push('list.filters names "keyword" without list.keyword');

  for (const field of config.fields) {
    if ((field.kind === 'status' || field.kind === 'choice') && !field.choices?.length) {
      problems.push(`field "${field.source}" (${field.kind}) has no choices`);
    }
    problems.push(...ownChoiceProblems(config, field));
    if (field.kind === 'reference' && !field.reference) problems.push(`field "${field.source}" (reference) names no resource`);
    // Named values are typed only through a bespoke input (a text in each language), and never filtered on.
    if (field.kind === 'values' && ((field.areas.includes('form') && !field.input) || field.areas.includes('filter'))) {
      problems.push(`field "${field.source}" (values) is shown only, or typed through a bespoke input: remove the filter area, and the form area or give it an input`);
    }
    if (typeof field.coin === 'string' && !bySource.has(field.coin)) {
      problems.push(`field "${field.source}" takes its coin from "${field.coin}", which is not a field`);
    }
  }

  if (config.menu && config.shownIn !== undefined) problems.push('a resource has either a menu page (menu) or is shown in a bespoke page (shownIn), not both');
  if (config.menu && Object.values(config.labels).some((labels) => typeof labels.menu !== 'string')) problems.push('a resource with a menu page needs its menu title (menu) in its labels');
  if (config.shownIn !== undefined) {
    // Shown inside a bespoke page, the screen has no routes: nothing may lead to a page of its own.
    if (config.detail) problems.push(`a resource shown in "${config.shownIn}" has no detail page: remove detail`);
    if (config.edit || config.capabilities.edit) problems.push(`a resource shown in "${config.shownIn}" has no edit page: remove edit`);
    if (config.capabilities.create && !config.create?.dialog) problems.push(`a resource shown in "${config.shownIn}" creates in a dialog: set create.dialog`);
    if (config.menuBadge) problems.push(`a resource shown in "${config.shownIn}" has no menu entry for a badge: remove menuBadge`);
  }

  const { capabilities, api } = config;
  if (capabilities.create && !(api.create && config.create)) problems.push('the create capability needs api.create and a create form');
  if (capabilities.edit && !(api.update && config.edit)) problems.push('the edit capability needs api.update and an edit form');
  if (capabilities.delete && !api.delete) problems.push('the delete capability needs api.delete');
  if (config.delete && !capabilities.delete) problems.push('a delete confirmation needs the delete capability');
  if (exportsOf(config) && !hasExport(api.list)) problems.push(`the list call ${api.list.path} has no export: declare capabilities.export false`);
  for (const action of config.actions ?? []) {
    if ((action.kind === 'approve' || action.kind === 'reject') && !api[action.kind]) problems.push(`the ${action.kind} action needs api.${action.kind}`);
    if (action.kind === 'approve' && action.input && !bySource.has(action.input.source)) problems.push(`the approve action's input "${action.input.source}" is not a field`);
    if (action.kind === 'reject' && action.ownBy && !bySource.has(action.ownBy)) problems.push(`the reject action's ownBy "${action.ownBy}" is not a field`);
  }
  if (config.create?.created && !config.create.dialog) problems.push('create.created says where the link went in the create dialog: set create.dialog');
  return problems;
}
