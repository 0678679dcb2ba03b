/**
 * Menu icons (PAGES "Web menus": the icon field): a menu's `source` names an antd icon
 * (`SettingOutlined`), or, in data carried over from BladeX, an icon-font class (`iconfont
 * iconicon_setting`), an antd 3 kebab name (`file-text`) or an Element UI class (`el-icon-setting`).
 * `iconOf` maps all of them onto one curated set of antd outlined icons (every icon the seeded menus
 * and buttons use, plus those the BladeX icon-font names map to), with a default for the rest: the
 * whole icon set would weigh more than the console.
 *
 * The set is drawn from a sprite, not from JavaScript (issue 25): `menu-icons.svg` holds one `<symbol>`
 * per icon, as @ant-design/icons-svg draws it (`test/pieces/menuIcons.test.tsx` writes and checks it),
 * fetched once and put into the page, and an icon is a `<use>` of its symbol. As antd icon components the
 * set was 25 KiB of gzip JavaScript in every console's first load, compiled and run to draw a sidebar of
 * a dozen icons; the sprite is an image's worth of markup, fetched beside the console's code and cached.
 * It is fetched, not referenced by address, so it works where a centre is embedded in another origin's
 * page (`<use>` does not reach across origins).
 */
/** The names of the curated icons, in alphabetical order (what the picker offers). */
export const MENU_ICON_NAMES: readonly string[] = [
  'AlertOutlined',
  'ApartmentOutlined',
  'ApiOutlined',
  'AppstoreAddOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'BarcodeOutlined',
  'BellOutlined',
  'BookOutlined',
  'BranchesOutlined',
  'BugOutlined',
  'BulbOutlined',
  'CalendarOutlined',
  'CheckCircleOutlined',
  'CheckOutlined',
  'CloudOutlined',
  'CloudUploadOutlined',
  'ClusterOutlined',
  'CodeOutlined',
  'CommentOutlined',
  'ControlOutlined',
  'CrownOutlined',
  'CustomerServiceOutlined',
  'DatabaseOutlined',
  'DeleteOutlined',
  'DeploymentUnitOutlined',
  'DesktopOutlined',
  'DownloadOutlined',
  'EditOutlined',
  'EnvironmentOutlined',
  'ExportOutlined',
  'EyeOutlined',
  'FieldTimeOutlined',
  'FileOutlined',
  'FileProtectOutlined',
  'FileSearchOutlined',
  'FileTextOutlined',
  'FolderOpenOutlined',
  'FolderOutlined',
  'FormOutlined',
  'FundOutlined',
  'GlobalOutlined',
  'HddOutlined',
  'HistoryOutlined',
  'HomeOutlined',
  'IdcardOutlined',
  'ImportOutlined',
  'InboxOutlined',
  'KeyOutlined',
  'LayoutOutlined',
  'LineChartOutlined',
  'LinkOutlined',
  'LockOutlined',
  'LoginOutlined',
  'LogoutOutlined',
  'MenuOutlined',
  'MessageOutlined',
  'MobileOutlined',
  'MonitorOutlined',
  'NodeIndexOutlined',
  'NotificationOutlined',
  'NumberOutlined',
  'PaperClipOutlined',
  'PartitionOutlined',
  'PictureOutlined',
  'PlayCircleOutlined',
  'PlusOutlined',
  'ProfileOutlined',
  'ProjectOutlined',
  'QuestionCircleOutlined',
  'ReadOutlined',
  'RetweetOutlined',
  'RiseOutlined',
  'RollbackOutlined',
  'SafetyCertificateOutlined',
  'SafetyOutlined',
  'ScheduleOutlined',
  'SearchOutlined',
  'SendOutlined',
  'SettingOutlined',
  'ShareAltOutlined',
  'ShopOutlined',
  'SkinOutlined',
  'SolutionOutlined',
  'SoundOutlined',
  'StarOutlined',
  'SwapOutlined',
  'TagsOutlined',
  'TeamOutlined',
  'ToolOutlined',
  'UploadOutlined',
  'UserAddOutlined',
  'UserOutlined',
  'UserSwitchOutlined',
  'UsergroupAddOutlined',
  'VerifiedOutlined',
];

const CURATED = new Set(MENU_ICON_NAMES);

/** The sprite's address, next to the code that draws it (the shell's, or a centre's on its own). */
const SPRITE = new URL('./menu-icons.svg', import.meta.url).href;
/** What a symbol's id starts with in the page: `lx-menu-icon-SettingOutlined`. */
export const SYMBOL_PREFIX = 'lx-menu-icon-';
const SVG = 'http://www.w3.org/2000/svg';

let loading: Promise<void> | undefined;

/**
 * Puts the sprite's symbols into the page, once: fetched, parsed as SVG, and its `<symbol>`s (nothing
 * else) moved into a hidden `<svg>` at the end of the body. A failed fetch is tried again by the next
 * call; meanwhile icons are blank squares of their size.
 */
export function loadMenuIcons(): Promise<void> {
  loading ??= fetch(SPRITE)
    .then((response) => {
      if (!response.ok) throw new Error(`menu icons: ${response.status}`);
      return response.text();
    })
    .then((text) => {
      const sprite = new DOMParser().parseFromString(text, 'image/svg+xml');
      const holder = document.createElementNS(SVG, 'svg');
      holder.setAttribute('aria-hidden', 'true');
      holder.setAttribute('data-lx-menu-icons', '');
      holder.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden');
      // moved, not copied (a fifth of the 6-8 ms this takes in a console's start; the parse is the rest)
      holder.append(...sprite.documentElement.querySelectorAll(':scope > symbol'));
      document.body.append(holder);
    })
    .catch(() => {
      loading = undefined;
    });
  return loading;
}

/** `SettingOutlined` → `setting`, `AppstoreAddOutlined` → `appstore-add` (antd's own icon names). */
export const kebabOf = (name: string) =>
  name
    .replace(/Outlined$/, '')
    .replace(/(?<!^)([A-Z])/g, '-$1')
    .toLowerCase();

/**
 * One icon of the set, drawn as antd draws its icons (the same classes, size and colour); decorative.
 * What runs the console puts the sprite into the page (`loadMenuIcons`: the shell's console, a centre's
 * `mount`), so a component's test draws its icons without fetching.
 */
export function MenuIcon({ name }: { name: string }) {
  const kebab = kebabOf(name);
  return (
    <span role="img" aria-hidden="true" aria-label={kebab} className={`anticon anticon-${kebab}`}>
      <svg
        width="1em"
        height="1em"
        fill="currentColor"
        focusable="false"
        data-icon={kebab}
        aria-hidden="true"
      >
        <use href={`#${SYMBOL_PREFIX}${name}`} width="100%" height="100%" />
      </svg>
    </span>
  );
}

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
  if (CURATED.has(text)) return text;
  // Another theme of an icon of the set: SettingFilled, SettingTwoTone → SettingOutlined.
  const themed = /^([A-Z][A-Za-z]*?)(Filled|TwoTone)$/.exec(text);
  if (themed && CURATED.has(`${themed[1]}Outlined`)) return `${themed[1]}Outlined`;
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
    if (CURATED.has(outlined)) return outlined;
  }
  return undefined;
}

/** The icon for a menu's `source`, the default for one the set does not know; decorative. */
export function iconOf(source: string | null | undefined) {
  return <MenuIcon name={menuIconName(source) ?? DEFAULT_MENU_ICON} />;
}
