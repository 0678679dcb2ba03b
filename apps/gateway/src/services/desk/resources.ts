/** Content of /api/lingxi-desk (notices, blog, also under /api/lingxi-blog) and /api/lingxi-report. */
import type { ResourceDef } from '../../resource';
import { int, newestFirst, str, time } from '../fields';
import { sanitizeColumn } from './richText';

export const noticeResource: ResourceDef = {
  name: 'notice',
  title: '通知公告',
  path: '/api/lingxi-desk/notice',
  table: 'blade_notice',
  tenantOwned: true,
  permission: 'notice',
  fields: [
    str('title', '通知标题', { required: '请输入通知标题', sortable: true }),
    int('category', '通知类型', { values: [1, 2, 3, 4, 5], required: '请选择通知类型' }),
    time('releaseTime', '发布时间', { required: '请选择发布时间' }),
    str('content', '通知内容', { maxLength: 20000, filter: false }),
  ],
  defaultOrder: [{ column: 'release_time', desc: true }],
  // the content's HTML is stored sanitised (./richText)
  async beforeSave({ values }) {
    sanitizeColumn(values, 'content');
  },
};

export const blogResource: ResourceDef = {
  name: 'blog',
  title: '博客管理',
  path: ['/api/lingxi-desk/blog', '/api/lingxi-blog/blog'],
  table: 'lingxi_blog',
  tenantOwned: true,
  permission: 'blog',
  fields: [
    str('blogTitle', '博客标题', { required: '请输入博客标题', sortable: true }),
    int('blogCategory', '博客分类', { values: [1, 2, 3, 4, 5], required: '请选择博客分类' }),
    str('blogContent', '博客内容', { maxLength: 100000, filter: false }),
    time('blogDate', '发布时间'),
  ],
  defaultOrder: newestFirst,
  async beforeSave({ values }) {
    sanitizeColumn(values, 'blog_content');
  },
};

export const reportResource: ResourceDef = {
  name: 'report',
  title: '报表管理',
  path: '/api/lingxi-report/report/rest',
  table: 'lingxi_report',
  tenantOwned: false,
  permission: 'report',
  fields: [
    str('name', '报表名称', {
      required: '请输入报表名称',
      maxLength: 100,
      unique: '报表名称已存在',
      sortable: true,
      pattern: { re: /^[^\\/:*?"<>|]+$/, msg: '报表名称不能包含\\/:*?"<>|' },
    }),
    str('content', '报表内容', { maxLength: 1_000_000, filter: false }),
  ],
  defaultOrder: newestFirst,
};
