/**
 * Texts of the console frame (centre tabs, top bar, page tabs, sidebar, frame route, logout) in both
 * interface languages (SPEC §2). Registered by `Console.tsx`.
 */
export const consoleMessages = {
  zh: {
    translation: {
      centre: {
        system: '产品体系管理中心',
        business: '综合业务服务中心',
        identity: '统一身份认证中心',
        promotion: '运营推广管理中心',
        failed: '“{{name}}”暂时无法加载',
        failedHint: '其他中心和已打开的页面不受影响。请稍后重试。',
        failedLogged: '技术细节已记录在错误日志中。',
        retry: '重试',
        loading: '加载中…',
        more: '更多中心',
        all: '全部中心',
      },
      topbar: {
        search: '菜单搜索',
        searchPlaceholder: '输入菜单名称，按 Esc 关闭',
        noData: '暂无数据',
        searchResults: '找到 {{count}} 个菜单',
        profile: '个人信息',
        // after the visible text of the language and user buttons, for screen readers (issue 11)
        languageSuffix: '（切换语言）',
        userSuffix: '（用户菜单）',
      },
      tabs: {
        close: '关闭',
        closeOthers: '关闭其他',
        closeAll: '关闭全部',
        clearCache: '清除缓存',
        cleared: '清除完毕',
        more: '标签操作',
        search: '搜索标签',
      },
      frame: { invalid: '该地址无法在控制台中打开' },
      sider: { collapse: '收起菜单', expand: '展开菜单', open: '打开菜单' },
      logout: { confirm: '退出系统, 是否继续?', title: '提示' },
      skipToContent: '跳到主要内容',
    },
  },
  en: {
    translation: {
      centre: {
        system: 'Product system management centre',
        business: 'Integrated business service centre',
        identity: 'Unified identity authentication centre',
        promotion: 'Operations promotion management centre',
        failed: '“{{name}}” cannot be loaded right now',
        failedHint: 'The other centres and open pages keep working. Please try again.',
        failedLogged: 'The technical details are in the error log.',
        retry: 'Retry',
        loading: 'Loading…',
        more: 'More centres',
        all: 'All centres',
      },
      topbar: {
        search: 'Search menus',
        searchPlaceholder: 'Type a menu name, Esc to close',
        noData: 'no data',
        searchResults_one: '{{count}} menu entry found',
        searchResults_other: '{{count}} menu entries found',
        profile: 'Personal info',
        languageSuffix: ' (switch language)',
        userSuffix: ' (user menu)',
      },
      tabs: {
        close: 'Close',
        closeOthers: 'Close others',
        closeAll: 'Close all',
        clearCache: 'Clear cache',
        cleared: 'cleared',
        more: 'Tab actions',
        search: 'Search tabs',
      },
      frame: { invalid: 'This address cannot be opened in the console' },
      sider: { collapse: 'Collapse the menu', expand: 'Expand the menu', open: 'Open the menu' },
      logout: { confirm: 'Exit the system, do you want to continue?', title: 'Confirm' },
      skipToContent: 'Skip to main content',
    },
  },
};
