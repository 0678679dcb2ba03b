/**
 * Menu icons (PAGES "Web menus": the icon field): a menu's `source` names an antd icon
 * (`SettingOutlined`), or, in data carried over from BladeX, an icon-font class (`iconfont
 * iconicon_setting`), an antd 3 kebab name (`file-text`) or an Element UI class (`el-icon-setting`).
 * `iconOf` maps all of them onto one curated set of antd outlined icons (every icon the seeded menus
 * and buttons use, plus those the BladeX icon-font names map to), with a default for the rest: the
 * whole icon set would weigh more than the console.
 */
import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BarcodeOutlined,
  BellOutlined,
  BookOutlined,
  BranchesOutlined,
  BugOutlined,
  BulbOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CloudOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  CodeOutlined,
  CommentOutlined,
  ControlOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  DeploymentUnitOutlined,
  DesktopOutlined,
  DownloadOutlined,
  EditOutlined,
  EnvironmentOutlined,
  ExportOutlined,
  EyeOutlined,
  FieldTimeOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  FundOutlined,
  GlobalOutlined,
  HddOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  ImportOutlined,
  InboxOutlined,
  KeyOutlined,
  LayoutOutlined,
  LineChartOutlined,
  LinkOutlined,
  LockOutlined,
  LoginOutlined,
  LogoutOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  MonitorOutlined,
  NodeIndexOutlined,
  NotificationOutlined,
  NumberOutlined,
  PaperClipOutlined,
  PartitionOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  PlusOutlined,
  ProfileOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RetweetOutlined,
  RiseOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SearchOutlined,
  SendOutlined,
  SettingOutlined,
  ShareAltOutlined,
  ShopOutlined,
  SkinOutlined,
  SolutionOutlined,
  SoundOutlined,
  StarOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UploadOutlined,
  UserAddOutlined,
  UsergroupAddOutlined,
  UserOutlined,
  UserSwitchOutlined,
  VerifiedOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

type IconComponent = ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;

/** The curated icons by antd name. */
export const MENU_ICONS: Readonly<Record<string, IconComponent>> = {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AppstoreAddOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BarcodeOutlined,
  BellOutlined,
  BookOutlined,
  BranchesOutlined,
  BugOutlined,
  BulbOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CloudOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  CodeOutlined,
  CommentOutlined,
  ControlOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  DeploymentUnitOutlined,
  DesktopOutlined,
  DownloadOutlined,
  EditOutlined,
  EnvironmentOutlined,
  ExportOutlined,
  EyeOutlined,
  FieldTimeOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  FundOutlined,
  GlobalOutlined,
  HddOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  ImportOutlined,
  InboxOutlined,
  KeyOutlined,
  LayoutOutlined,
  LineChartOutlined,
  LinkOutlined,
  LockOutlined,
  LoginOutlined,
  LogoutOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  MonitorOutlined,
  NodeIndexOutlined,
  NotificationOutlined,
  NumberOutlined,
  PaperClipOutlined,
  PartitionOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  PlusOutlined,
  ProfileOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RetweetOutlined,
  RiseOutlined,
  RollbackOutlined,
  SafetyOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SearchOutlined,
  SendOutlined,
  SettingOutlined,
  ShareAltOutlined,
  ShopOutlined,
  SkinOutlined,
  SolutionOutlined,
  SoundOutlined,
  StarOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UploadOutlined,
  UserOutlined,
  UserAddOutlined,
  UserSwitchOutlined,
  UsergroupAddOutlined,
  VerifiedOutlined,
};

/** The names of the curated icons, in alphabetical order (what the picker offers). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(MENU_ICONS).sort();

/** The icon shown for a source the set does not know. */
export const DEFAULT_MENU_ICON = 'AppstoreOutlined';

/** BladeX's icon-font classes (its seeded `blade_menu.source` values), mapped to the nearest antd icon. */
export const ICON_FONT_NAMES: Readonly<Record<string, string>> = {
  iconicon_setting: 'SettingOutlined',
  iconicon_principal: 'UserOutlined',
  iconicon_group: 'TeamOutlined',
  iconicon_addresslist: 'BookOutlined',
  iconicon_subordinate: 'MenuOutlined',
  iconicon_community_line: 'ControlOutlined',
  iconicon_boss: 'CrownOutlined',
  iconicon_study: 'ReadOutlined',
  iconicon_message: 'MessageOutlined',
  iconicon_mobilephone: 'MobileOutlined',
  iconicon_sms: 'NotificationOutlined',
  iconicon_notice: 'BellOutlined',
  iconicon_doc: 'FileTextOutlined',
  iconicon_savememo: 'CodeOutlined',
  iconicon_work: 'DesktopOutlined',
  iconicon_airplay: 'MonitorOutlined',
  iconicon_cspace: 'CloudOutlined',
  iconicon_task: 'ScheduleOutlined',
  iconicon_task_done: 'CheckCircleOutlined',
  iconicon_dispose: 'AuditOutlined',
  iconicon_add: 'PlusOutlined',
  iconicon_roundadd: 'PlusOutlined',
  iconicon_compile: 'EditOutlined',
  iconicon_delete: 'DeleteOutlined',
  iconicon_glass: 'EyeOutlined',
  iconicon_share: 'ShareAltOutlined',
  iconicon_send: 'SendOutlined',
  iconicon_exchange: 'SwapOutlined',
  iconicon_calendar: 'CalendarOutlined',
  iconicon_shakehands: 'SolutionOutlined',
  iconicon_ding: 'ToolOutlined',
  iconicon_side: 'LayoutOutlined',
  iconicon_search: 'SearchOutlined',
  iconicon_home: 'HomeOutlined',
  iconicon_bottom_home: 'HomeOutlined',
  'icon-quanxian': 'SafetyOutlined',
  'icon-bofangqi-suoping': 'LockOutlined',
  'icon-shujuzhanshi2': 'DatabaseOutlined',
  'icon-iconset0216': 'ApiOutlined',
  'icon-iconset0265': 'HddOutlined',
  'icon-caidan': 'MenuOutlined',
  'icon-caidanguanli': 'AppstoreOutlined',
  'icon-daohanglanmoshi02': 'LayoutOutlined',
  'icon-rizhi': 'ProfileOutlined',
  'icon-rizhi1': 'ProfileOutlined',
  'icon-yanzhengma': 'SafetyOutlined',
  'icon-canshu': 'ControlOutlined',
  'icon-tubiao': 'BarChartOutlined',
  'icon-baobiao': 'FundOutlined',
  'icon-tuichu': 'LogoutOutlined',
  'icon-zhuti': 'SkinOutlined',
};

/** Names other vocabularies give icons of the set (antd 3, Element UI). */
const ALIASES: Readonly<Record<string, string>> = {
  document: 'FileTextOutlined',
  's-home': 'HomeOutlined',
  's-tools': 'ToolOutlined',
  's-custom': 'UserOutlined',
  's-data': 'BarChartOutlined',
  'data-analysis': 'LineChartOutlined',
  tickets: 'ProfileOutlined',
  view: 'EyeOutlined',
  refresh: 'RetweetOutlined',
  'circle-plus-outline': 'PlusOutlined',
  info: 'QuestionCircleOutlined',
};

const pascal = (kebab: string) =>
  kebab
    .split('-')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** The curated icon a source stands for, or undefined when none fits. */
export function menuIconName(source: string | null | undefined): string | undefined {
  const text = source?.trim();
  if (!text) return undefined;
  if (MENU_ICONS[text]) return text;
  // Another theme of an icon of the set: SettingFilled, SettingTwoTone → SettingOutlined.
  const themed = /^([A-Z][A-Za-z]*?)(Filled|TwoTone)$/.exec(text);
  if (themed && MENU_ICONS[`${themed[1]}Outlined`]) return `${themed[1]}Outlined`;
  const classes = text.split(/\s+/);
  for (const name of classes) {
    const font = ICON_FONT_NAMES[name];
    if (font) return font;
  }
  const kebab = (classes[classes.length - 1] ?? '').replace(/^el-icon-/, '');
  if (/^[a-z][a-z0-9-]*$/.test(kebab)) {
    const alias = ALIASES[kebab];
    if (alias) return alias;
    const outlined = `${pascal(kebab)}Outlined`;
    if (MENU_ICONS[outlined]) return outlined;
  }
  return undefined;
}

/** The icon for a menu's `source`, the default for one the set does not know; decorative. */
export function iconOf(source: string | null | undefined) {
  const Icon = MENU_ICONS[menuIconName(source) ?? DEFAULT_MENU_ICON] ?? AppstoreOutlined;
  return <Icon aria-hidden />;
}
