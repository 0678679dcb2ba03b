/**
 * Texts of the console's tools (themes, lock, error log, notices) in both interface languages, under
 * `tools.*`. The spec's texts are quoted exactly (SPEC §2, §4, §8). Registered by `Console.tsx`, and by
 * the lock page, which can open without the console.
 */
export const toolMessages = {
  zh: {
    translation: {
      tools: {
        theme: {
          open: '主题',
          title: '选择主题',
          themes: '主题',
          accent: '主题色',
          accentPresets: '推荐颜色',
          names: {
            default: '默认主题',
            white: '白色主题',
            dark: '黑色主题',
            star: '炫彩主题',
            bule: '智能主题',
            iview: 'iview主题',
            vip: 'vip主题',
            cool: 'cool主题',
            d2: 'd2主题',
            hey: 'hey主题',
            lte: 'lte主题',
          },
        },
        lock: {
          open: '锁屏',
          title: '设置锁屏密码',
          password: '锁屏密码',
          submit: '锁屏',
          cancel: '取消',
          locked: '屏幕已锁定',
          unlock: '解锁',
          wrong: '锁屏密码错误',
          logout: '退出登录',
        },
        log: {
          versions: '运行版本',
          open: '错误日志',
          title: '错误日志',
          type: '类型',
          message: '错误信息',
          url: '地址',
          time: '时间',
          stack: '错误堆栈',
          info: '附加信息',
          upload: '上传服务器',
          clear: '清空本地日志',
          confirmTitle: '提示',
          confirmUpload: '确定上传本地日志到服务器?',
          confirmClear: '确定清空本地日志记录?',
          uploaded: '发送成功',
          cleared: '清空成功',
          empty: '暂无错误日志',
          types: { error: '错误', promise: '未处理的 Promise', chunk: '代码块加载失败' },
        },
        notice: {
          open: '通知',
          mail: '邮件',
          message: '消息',
          notice: '通知',
          empty: '暂无数据',
          samples: {
            mail: [
              {
                title: '周报：本周新增认证企业 36 家',
                description: '来自 运营推广管理中心',
                time: '今天 09:12',
              },
              {
                title: '政策申报项目“专精特新”进入审核',
                description: '来自 综合业务服务中心',
                time: '昨天 17:40',
              },
              { title: '数据字典同步完成', description: '来自 产品体系管理中心', time: '3 天前' },
            ],
            message: [
              {
                title: '张伟 回复了你的诉求处理意见',
                description: '请于两个工作日内确认',
                time: '10 分钟前',
              },
              { title: '李娜 将诉求转交给你', description: '诉求编号 SQ20240518001', time: '1 小时前' },
            ],
            notice: [],
          },
        },
      },
    },
  },
  en: {
    translation: {
      tools: {
        theme: {
          open: 'Theme',
          title: 'Choose a theme',
          themes: 'Themes',
          accent: 'Accent colour',
          accentPresets: 'Suggested colours',
          names: {
            default: 'Default',
            white: 'White',
            dark: 'Dark',
            star: 'Star',
            bule: 'Intelligent',
            iview: 'iView',
            vip: 'VIP',
            cool: 'Cool',
            d2: 'D2',
            hey: 'Hey',
            lte: 'LTE',
          },
        },
        lock: {
          open: 'Lock screen',
          title: 'Set the lock password',
          password: 'Lock password',
          submit: 'Lock',
          cancel: 'Cancel',
          locked: 'The screen is locked',
          unlock: 'Unlock',
          wrong: 'wrong lock password',
          logout: 'Log out',
        },
        log: {
          versions: 'Running versions',
          open: 'Error log',
          title: 'Error log',
          type: 'Type',
          message: 'Message',
          url: 'Address',
          time: 'Time',
          stack: 'Stack',
          info: 'Details',
          upload: 'Upload to the server',
          clear: 'Clear the local log',
          confirmTitle: 'Confirm',
          confirmUpload: 'Upload the local log to the server?',
          confirmClear: 'Clear the local log?',
          uploaded: 'sent successfully',
          cleared: 'cleared successfully',
          empty: 'No errors logged',
          types: { error: 'Error', promise: 'Unhandled promise', chunk: 'Chunk load failure' },
        },
        notice: {
          open: 'Notices',
          mail: 'Mail',
          message: 'Messages',
          notice: 'Notices',
          empty: 'No data',
          samples: {
            mail: [
              {
                title: 'Weekly report: 36 newly certified enterprises',
                description: 'From the operations promotion management centre',
                time: 'today 09:12',
              },
              {
                title: 'Policy project “specialised and innovative” is under review',
                description: 'From the integrated business service centre',
                time: 'yesterday 17:40',
              },
              {
                title: 'Dictionary synchronisation finished',
                description: 'From the product system management centre',
                time: '3 days ago',
              },
            ],
            message: [
              {
                title: 'Zhang Wei answered your appeal handling note',
                description: 'Please confirm within two working days',
                time: '10 minutes ago',
              },
              {
                title: 'Li Na passed an appeal to you',
                description: 'Appeal SQ20240518001',
                time: '1 hour ago',
              },
            ],
            notice: [],
          },
        },
      },
    },
  },
};

export interface NoticeSample {
  title: string;
  description: string;
  time: string;
}
