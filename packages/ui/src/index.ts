export {
  type Centre,
  type CentreDefinition,
  type CentrePage,
  createCentre,
  ensureUiMessages,
  type MountOptions,
} from './centre';
export { CrudPage, type CrudPageProps, DIALOG_WIDTH, PAGE_SIZES } from './crud/CrudPage';
export { defineResource, type Field, type FieldRule, type Resource } from './crud/resource';
export { useSession } from './hooks';
export { LoadFailed } from './LoadFailed';
export { uiMessages } from './messages';
export { PagePlaceholder } from './PagePlaceholder';
export { ConsoleProviders, DEFAULT_ACCENT } from './providers';
export { type MenuItem, menuItems, useWorkspace } from './workspace';
