import type { Context } from 'hono';

/** The help page served at /help/guide.html (a menu entry of the product system management centre). */
export const HELP_PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>灵犀运营管理后台 · 帮助文档</title>
<style>
  body { margin: 0; padding: 24px 32px; font: 14px/1.8 -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; color: #1f2329; background: #fff; }
  h1 { font-size: 22px; margin: 0 0 8px; color: #409eff; }
  h2 { font-size: 16px; margin: 24px 0 8px; border-left: 4px solid #409eff; padding-left: 8px; }
  code { background: #f2f3f5; padding: 1px 6px; border-radius: 4px; }
  li { margin: 4px 0; }
  .muted { color: #86909c; }
</style>
</head>
<body>
  <h1>帮助文档</h1>
  <p class="muted">灵犀企业服务运营管理后台使用指南</p>
  <h2>登录</h2>
  <ul>
    <li>输入租户编号（平台默认 <code>000000</code>）、账号、密码和图形验证码后登录。</li>
    <li>连续输错密码 5 次，账号将被锁定一段时间，请稍后再试或联系管理员。</li>
  </ul>
  <h2>四个中心</h2>
  <ul>
    <li><b>产品体系管理中心</b>：项目、区域、字典、机构、角色、菜单、用户、日志与系统配置。</li>
    <li><b>综合业务服务中心</b>：服务资源、企业库、政策、诉求与工作流。</li>
    <li><b>统一身份认证中心</b>：已认证企业、注册用户、成员管理与单点登录。</li>
    <li><b>运营推广管理中心</b>：业务通知、消息群发、企业成长用户与内容管理。</li>
  </ul>
  <h2>常见操作</h2>
  <ul>
    <li>列表页支持按创建时间筛选、分页（每页 10 / 30 / 50 / 100 / 200 条）与批量删除。</li>
    <li>政府用户、登录日志、操作日志可导出为 Excel（.xlsx）。</li>
    <li>招商企业库与区域企业库支持从 Excel 导入，导入失败时会提示出错的行号，且不会写入任何数据。</li>
    <li>个人信息与修改密码在右上角头像菜单中。</li>
  </ul>
  <h2>联系我们</h2>
  <p>运营服务热线：400-800-1234（工作日 9:00—18:00）</p>
</body>
</html>
`;

/** GET / HEAD /help/guide.html, with the policy of the console's pages (src/csp.ts). */
export function serveHelp(pageHeaders: (html: string) => Promise<Record<string, string>>) {
  return async (c: Context): Promise<Response> => {
    c.header('Cache-Control', 'no-cache');
    for (const [name, value] of Object.entries(await pageHeaders(HELP_PAGE))) c.header(name, value);
    return c.html(HELP_PAGE);
  };
}
