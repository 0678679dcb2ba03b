/**
 * @lingxi/ui: the page kit (`crud/`) and the centre plumbing (`centre/`), plus what both use (providers,
 * session hook, texts). A Module Federation singleton: each export is named here on purpose.
 */
export { createCentre } from './centre/centre';
export { PagePlaceholder } from './centre/PagePlaceholder';
export type { Centre, CentreDefinition, CentrePage, MountOptions, PageModule } from './centre/types';
export { type MenuItem, menuItems, useWorkspace } from './centre/workspace';
export { type ActionDialog, type ActionDialogConfig, useActionDialog } from './crud/ActionDialog';
export {
  type CrudAction,
  idsOf,
  removeAction,
  type Selection,
  selectionProblem,
  useCan,
  useRemove,
  useRunAction,
} from './crud/actions';
export {
  CrudPage,
  type CrudPageProps,
  RowActions,
  standardRowActions,
  useResourceList,
} from './crud/CrudPage';
export { CrudTable, type CrudTableProps, columnWidth } from './crud/CrudTable';
export { CrudToolbar, type ToolbarProps } from './crud/CrudToolbar';
export { DetailDrawer, type DetailDrawerProps } from './crud/DetailDrawer';
export { DictSelect, type DictSelectProps, type DictSource } from './crud/DictSelect';
export {
  type CrudList,
  consoleQueryClient,
  DICT_KEY,
  enumSource,
  inLanguage,
  invalidateResource,
  invalidateWrites,
  optionLabel,
  resourceKey,
  useCrudList,
  useDetail,
  useInvalidateDictionaries,
  useOptions,
  useRecordQuery,
} from './crud/data';
// kit second layer (kit-dialogs): dialogs, grants, parent/child pages, details
export { type Disclosure, openAction, useDisclosure } from './crud/disclosure';
export {
  DetailView,
  DIALOG_WIDTH,
  EntityDialog,
  type EntityDialogProps,
  EntityDrawer,
  type EntityDrawerProps,
} from './crud/EntityDialog';
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  displayValue,
  FieldInput,
  fieldRules,
  useFieldOptions,
} from './crud/FieldInput';
export { FileInput } from './crud/FileInput';
export {
  CREATED,
  type ListState,
  type ListStateControl,
  listQuery,
  PAGE_SIZES,
  readListState,
  type SortOrder,
  useListState,
  writeListState,
} from './crud/listState';
export { menuTrail, PageFrame, TableCard } from './crud/PageFrame';
export {
  ChildList,
  type ChildListProps,
  ParentChildPage,
  type ParentChildPageProps,
  parentField,
} from './crud/ParentChildPage';
export {
  exportQuery,
  ResourceExportButton,
  type ResourceExportButtonProps,
} from './crud/ResourceExportButton';
export { SearchForm, type SearchFormProps, toFilters } from './crud/SearchForm';
export {
  defineResource,
  type Field,
  type FieldRule,
  fieldsIn,
  type InputProps,
  type Invalidates,
  labelOf,
  type Mode,
  type Option,
  type Resource,
  type Row,
  readOnlyIn,
  sentenceCase,
  type ValueEnum,
  type ValueType,
} from './crud/schema';
export { TreeCrudPage, type TreeCrudPageProps, useTreeCrud } from './crud/TreeCrudPage';
export {
  DEFAULT_SETTINGS,
  type Density,
  moveColumn,
  orderColumns,
  type TableSettings,
  useTableSettings,
  visibleColumns,
} from './crud/tableSettings';
export {
  type EntityForm,
  type EntityFormState,
  type FormMode,
  notifySuccess,
  useEntityForm,
} from './crud/useEntityForm';
export { joinLevels, type LazyNode, type LazyTree, useLazyTree } from './crud/useLazyTree';
export { useMenuTexts, useSession } from './hooks';
export { LoadFailed } from './LoadFailed';
export { ensureUiMessages, uiMessages } from './messages';
export {
  CheckTreeDialog,
  type CheckTreeDialogProps,
  CheckTreeGrant,
  type CheckTreeGrantProps,
} from './pieces/CheckTreeDialog';
export {
  CheckTreeEditor,
  type CheckTreeEditorHandle,
  type CheckTreeEditorProps,
  type CheckTreeTab,
  type CheckTreeValue,
} from './pieces/CheckTreeEditor';
export { ExportButton, type ExportButtonProps } from './pieces/ExportButton';
export { type GrantNode, grantedKeys } from './pieces/grantTree';
export { IconPicker, type IconPickerProps } from './pieces/IconPicker';
export { ImportDialog, type ImportDialogProps, type ImportSummary } from './pieces/ImportDialog';
export { iconOf, menuIconName } from './pieces/icons';
export { RichTextEditor, type RichTextEditorProps, RichTextView } from './pieces/RichText';
export { StatusSwitch, type StatusSwitchProps } from './pieces/StatusSwitch';
export { ConsoleProviders, DEFAULT_ACCENT } from './providers';
