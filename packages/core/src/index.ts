/**
 * The public face of @lingxi/core: a Module Federation singleton that the shell and every centre compile
 * against, so each export is named here on purpose (a module's other exports stay internal).
 */
export {
  changePassword,
  clearServerCache,
  fetchProfile,
  type PasswordChange,
  type ProfileView,
  toProfile,
  type UserProfile,
  updateProfile,
  uploadAvatar,
} from './account';
export {
  type Captcha,
  DEFAULT_TENANT,
  fetchCaptcha,
  frameLogin,
  type GuestRegistration,
  hashPassword,
  LOGOUT_URL,
  type LoginForm,
  login,
  logout,
  registerGuest,
  TOKEN_URL,
} from './auth';
export {
  type AccentShades,
  type AccentSurfaces,
  accentShades,
  contrastRatio,
  DANGER_BASE,
  LARGE_CONTRAST,
  mixColours,
  parseHex,
  relativeLuminance,
  shadeForContrast,
  TEXT_CONTRAST,
  toHex,
} from './colour';
export {
  DEFAULT_CONFIG,
  getConfig,
  loadRuntimeConfig,
  type RuntimeConfig,
  setConfig,
} from './config';
export {
  type AnyCrudApi,
  CRUD_ENDPOINTS,
  type CrudApi,
  type CrudApiBuilder,
  type CrudBase,
  type CrudMethods,
  cleanQuery,
  crudApi,
  dateRangeQuery,
  type EndpointKind,
  type Endpoints,
  type Id,
  type ListQuery,
  type TreeNode,
} from './crud';
export {
  decideSessionEnd,
  endSession,
  type SessionEndCause,
  type SessionEndDecision,
  type SessionEndState,
} from './ending';
export {
  type Notice,
  type NoticeLevel,
  navigation,
  notices,
  progress,
  trackProgress,
} from './events';
export {
  DEPENDENT_PAGES,
  type GuardDecision,
  type GuardState,
  guardRoute,
  HOME_TITLE,
  HOST_PAGES,
  loginHref,
  PUBLIC_PATHS,
  type RouteMeta,
  type RouteTarget,
  type TabInfo,
  windowTitle,
} from './guard';
export {
  ApiError,
  http,
  type Page,
  type R,
  request,
} from './http';
export {
  addMessages,
  i18n,
  initI18n,
  LANGUAGES,
  type Language,
  menuTexts,
  savedLanguage,
  serverDataText,
  setLanguage,
} from './i18n';
export {
  EMPTY_INBOX,
  INBOX_HIDDEN_POLL_MS,
  INBOX_POLL_MS,
  INBOX_TABS,
  type Inbox,
  type InboxItem,
  type InboxKind,
  type InboxTab,
  isUnread,
  itemTarget,
  markReadLocally,
  mergeInbox,
  OPEN_PARAM,
  pollDue,
  type ReadMark,
  readMark,
  unreadCounts,
} from './inbox';
export { inboxStore, markInboxRead, pollInboxNow, startInboxPoller } from './inboxPoller';
export {
  type LoadOnce,
  loadOnce,
  type Recorded,
  recorded,
} from './load';
export {
  hasLockPassword,
  lockScreen,
  setLockPassword,
  unlockScreen,
} from './lock';
export {
  addLog,
  captureErrors,
  clearLogs,
  formatTime,
  isChunkLoadError,
  LOG_BADGE_MAX,
  LOG_LIMIT,
  type LogEntry,
  type LogType,
  logBadge,
  logEntry,
  logError,
  logStore,
  uploadLogs,
} from './logs';
export { md5 } from './md5';
export {
  CENTRE_OF_TYPE,
  cleanMenuName,
  entryOfRoute,
  FRAME_ROUTE,
  filterByRoles,
  findByPath,
  firstPath,
  frameSource,
  isExternalPath,
  leaves,
  MENU_TYPES,
  type MenuNode,
  type MenuTexts,
  type MenuType,
  menuHref,
  menuName,
  menusOfType,
  menuType,
  searchMenus,
  typeOfPath,
} from './menu';
export {
  type CoreMessageKey,
  coreMessages,
} from './messages';
export {
  FORBIDDEN_PATH,
  HOME_PATH,
  LOCK_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  PROFILE_PATH,
} from './paths';
export {
  type ButtonNode,
  type Permissions,
  permissionFlags,
} from './permissions';
export {
  checkRelogin,
  handleReloginAnswer,
  REFRESH_CHECK_MS,
  RELOGIN_CHECK_MS,
  refreshDue,
  refreshing,
  refreshSession,
  saysPasswordIncorrect,
  startSessionKeeper,
} from './refresh';
export {
  attachmentHref,
  loginRecordApi,
  operationLogApi,
  operatorUserApi,
  type Param,
  paramApi,
  type UploadedAttachment,
  uploadAttachment,
} from './resources';
export {
  BREAKPOINTS,
  type ScreenClass,
  screenClass,
  sidebarHidden,
} from './screen';
export {
  clearLock,
  clearSession,
  type SessionState,
  sessionStore,
  setMenuType,
  storeTokens,
  tokenCookie,
  type UserInfo,
  updateUserInfo,
  userAvatar,
  userRoles,
} from './session';
export {
  getStore,
  removeStore,
  STORAGE_PREFIX,
  type StorageType,
  setStore,
} from './storage';
export {
  activeHref,
  closable,
  dispatchTabs,
  EMPTY_TABS,
  type Tab,
  type TabsAction,
  type TabsState,
  tabCount,
  tabsReducer,
  tabsStore,
} from './tabs';
export {
  ACCENT_PRESETS,
  DEFAULT_ACCENT,
  DEFAULT_THEME,
  isAccent,
  isThemeName,
  PALETTES,
  THEME_NAMES,
  type ThemeName,
  type ThemePalette,
  themeShades,
} from './themes';
export {
  downloadExport,
  EXPORT_NAMES,
  type ExportName,
  exportFileName,
  exportParams,
  saveBlob,
  uploadFiles,
} from './transfer';
export {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  type Check,
  checkAvatar,
  checkEmail,
  checkHttp,
  checkLockPassword,
  checkName,
  checkNotChinese,
  checkPhone,
  checkRegistration,
  checkSpecialCharacters,
  checkUrl,
  checkUsername,
  FULL_WIDTH_SYMBOLS,
  formRule,
  isEmpty,
  NAME_MAX,
  PHONE_LENGTH,
  type RegistrationForm,
  requiredCheck,
  SPECIAL_CHARACTERS,
  USERNAME_MAX,
  type ValidationKey,
  validationMessage,
} from './validators';
export {
  fetchMenus,
  fetchPermissions,
  loadWorkspace,
} from './workspace';
