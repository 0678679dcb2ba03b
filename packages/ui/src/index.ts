/**
 * @lingxi/ui: the page kit (`crud/`) and the centre plumbing (`centre/`), plus what both use (providers,
 * session hook, texts). A Module Federation singleton: each export is named here on purpose, and only
 * what a centre or the shell uses (issue 18); the kit's own tests import the rest by path.
 */
export { createCentre } from './centre/centre';
export type { Centre, CentreDefinition, CentrePage, MountOptions, PageModule } from './centre/types';
export { type MenuItem, menuItems, useWorkspace } from './centre/workspace';
export { useActionDialog } from './crud/ActionDialog';
export { type CrudAction, removeAction, useCan, useRemove, useRunAction } from './crud/actions';
export { CrudPage, type CrudPageProps, listPrefetch, RowActions, standardRowActions } from './crud/CrudPage';
export { CrudTable } from './crud/CrudTable';
export { CrudToolbar } from './crud/CrudToolbar';
export { DetailDrawer } from './crud/DetailDrawer';
export {
  inLanguage,
  optionLabel,
  resourceKey,
  useCrudList,
  useDetail,
  useOptions,
  useRecordQuery,
} from './crud/data';
export { openAction, useDisclosure } from './crud/disclosure';
export { DetailView, DIALOG_WIDTH, EntityDialog, EntityForm } from './crud/EntityDialog';
export { type Fact, Facts } from './crud/Facts';
export { FileInput } from './crud/FileInput';
export { type ListState, useListState } from './crud/listState';
export { PageFrame, TableCard } from './crud/PageFrame';
export { ChildList, ParentChildPage, parentField } from './crud/ParentChildPage';
export { ResourceExportButton } from './crud/ResourceExportButton';
export { CODE_RULE, codeCharsRule } from './crud/rules';
export { SearchForm } from './crud/SearchForm';
export {
  defineResource,
  type Field,
  fieldsIn,
  type InputProps,
  type Option,
  type Resource,
  type Row,
  sentenceCase,
  type ValueEnum,
} from './crud/schema';
export { ResourceScope, StatusCell } from './crud/status';
export { TreeCrudPage, type TreeLevels, treePrefetch } from './crud/TreeCrudPage';
export { DEFAULT_SETTINGS, useTableSettings } from './crud/tableSettings';
export { notifySuccess, useEntityForm } from './crud/useEntityForm';
export { type LazyNode, useLazyTree } from './crud/useLazyTree';
export { useInvalidate, useSubmit } from './crud/useSubmit';
export { type Feedback, useFeedback } from './feedback';
export { FONT_FAMILY } from './fonts';
export { useMenuTexts, useSession, whenIdle } from './hooks';
export { LoadFailed } from './LoadFailed';
export { ensureUiMessages, uiMessages } from './messages';
export {
  type BpmnEditor,
  BpmnModeler,
  type BpmnModelerProps,
  BpmnViewer,
  type BpmnViewerProps,
  type DiagramState,
  type ElementMessage,
  preloadBpmn,
} from './pieces/Bpmn';
export { diagramElements, diagramMarks, elementMessages } from './pieces/bpmnMarks';
export type { CheckTreeGrantProps } from './pieces/CheckTreeDialog';
export type { CheckTreeTab } from './pieces/CheckTreeEditor';
export {
  CountLabel,
  type CountScreen,
  countsKey,
  useCounts,
  useOpenFromAddress,
} from './pieces/Counts';
export { ExportButton } from './pieces/ExportButton';
export type { GrantNode } from './pieces/grantTree';
export { ItemList, ItemText, type ListItem } from './pieces/ItemList';
export { iconOf, loadMenuIcons } from './pieces/icons';
export type { JournalEntry } from './pieces/Journal';
export { lazyWhole, whenLoaded } from './pieces/later';
export { CheckTreeDialog, CheckTreeGrant, ImportDialog, Journal } from './pieces/laterPieces';
export {
  preloadRichTextEditor,
  RichTextEditor,
  type RichTextEditorProps,
  RichTextView,
} from './pieces/RichText';
export { StatusSwitch } from './pieces/StatusSwitch';
export { ConsoleProviders } from './providers';
