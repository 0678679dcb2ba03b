/**
 * @lingxi/ui: the page kit (`crud/`) and the centre plumbing (`centre/`), plus what both use (providers,
 * session hook, texts). A Module Federation singleton: each export is named here on purpose.
 */
export { createCentre } from './centre/centre';
export { PagePlaceholder } from './centre/PagePlaceholder';
export type { Centre, CentreDefinition, CentrePage, MountOptions } from './centre/types';
export { type MenuItem, menuItems, useWorkspace } from './centre/workspace';
export { CrudPage, type CrudPageProps, DIALOG_WIDTH, PAGE_SIZES } from './crud/CrudPage';
export { defineResource, type Field, type FieldRule, type Resource } from './crud/resource';
export { useSession } from './hooks';
export { LoadFailed } from './LoadFailed';
export { ensureUiMessages, uiMessages } from './messages';
export { ConsoleProviders, DEFAULT_ACCENT } from './providers';
