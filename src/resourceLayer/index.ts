/*
 * The generic layer: a resource config (defineResource) in, what react-admin's <Resource> takes out.
 * Bespoke parts beside a config import the hooks they need from here.
 */
export { choicesOf, defineResource, matches } from './defineResource';
export type {
  ActionConfig,
  AnyResourceConfig,
  Area,
  Choice,
  CreateConfig,
  DeleteConfig,
  FieldConfig,
  FieldGroup,
  FieldInputProps,
  FieldKind,
  FormConfig,
  FormFacts,
  ResourceConfig,
  Rule,
  Tone,
  When,
} from './defineResource';
export { resourceViews } from './resourceViews';
export type { ResourceViews } from './resourceViews';
export { ResourceMenuBadge } from './MenuBadge';
export { useCoins, useEndpointQuery, useKassaDataProvider } from './api';
export { usePublishFacts, useFormFacts } from './formFacts';
export { formatAmount, formatDateTime, formatMoney, formatRate } from './format';
export { CopyButton, useCopyToClipboard } from './copy';
