/** System parameters seeded per tenant: [name, key, value, remark]. */
export type ParamSeed = readonly [name: string, key: string, value: string, remark: string];

export const PLATFORM_PARAMS: ParamSeed[] = [
  ['初始密码', 'account.initPassword', '123456', '新建账号和重置密码时使用的初始密码'],
  ['账号错误锁定次数', 'account.failCount', '5', '连续输错密码达到该次数后锁定账号'],
  ['账号锁定时长(分钟)', 'account.lockMinutes', '15', '账号锁定后自动解锁的时间'],
  ['租户默认账号额度', 'tenant.default.accountNumber', '100', '新建租户时默认可创建的账号数量'],
  [
    '租户默认菜单编号',
    'tenant.default.menuCode',
    'desk,flow,work,monitor,resource,role,user,dept,post,dictbiz,topmenu',
    '新建租户时默认授权的菜单',
  ],
  ['租户默认授权期限(天)', 'tenant.default.expireDays', '365', '新建租户时默认的授权天数'],
  ['令牌有效期(秒)', 'auth.token.expireSeconds', '3600', '访问令牌的有效时间'],
  ['刷新令牌有效期(秒)', 'auth.refreshToken.expireSeconds', '604800', '刷新令牌的有效时间'],
  ['是否开启验证码', 'auth.captcha.enabled', 'true', '登录页是否显示图形验证码'],
  ['验证码有效期(秒)', 'auth.captcha.expireSeconds', '300', '图形验证码的有效时间'],
  ['是否开启注册', 'user.register.enabled', 'true', '是否允许企业用户自助注册'],
  ['注册审核方式', 'user.register.auditMode', 'manual', 'manual 人工审核, auto 自动通过'],
  ['默认头像', 'user.default.avatar', '/img/avatar.png', '用户未上传头像时显示的图片'],
  ['密码最短长度', 'user.password.minLength', '8', '修改密码时的最短长度'],
  ['密码有效期(天)', 'user.password.expireDays', '90', '超过期限后提示修改密码'],
  ['文件上传大小上限(MB)', 'oss.upload.maxSizeMb', '50', '单个附件的最大体积'],
  ['允许上传的文件类型', 'oss.upload.allowedTypes', 'jpg,png,pdf,doc,docx,xls,xlsx,zip', '附件上传白名单'],
  ['头像大小上限(KB)', 'oss.avatar.maxSizeKb', '500', '头像仅支持 jpg、png'],
  ['短信发送间隔(秒)', 'sms.send.intervalSeconds', '60', '同一手机号两次发送的最短间隔'],
  ['短信每日上限', 'sms.send.dailyLimit', '10', '同一手机号每天可接收的验证码数量'],
  ['诉求办理时限(工作日)', 'appeal.handle.limitDays', '5', '超过时限的诉求亮红灯'],
  ['诉求黄灯提醒(工作日)', 'appeal.light.yellowDays', '3', '剩余时限小于该值时亮黄灯'],
  ['诉求延期最长天数', 'appeal.delay.maxDays', '10', '延期申请可选择的最长天数'],
  ['政策申报截止提醒(天)', 'policy.report.remindDays', '7', '截止前多少天提醒企业'],
  ['企业认证有效期(月)', 'enterprise.certification.validMonths', '12', '到期后需要重新认证'],
  ['企业子账号上限', 'enterprise.childAccount.max', '20', '每家企业可创建的子账号数量'],
  ['消息保留天数', 'message.retain.days', '180', '过期的站内消息自动清理'],
  ['群发消息单批数量', 'message.group.batchSize', '500', '群发消息每批发送的用户数'],
  ['操作日志保留天数', 'log.operation.retainDays', '365', '超过期限的操作日志归档'],
  ['平台名称', 'platform.name', '灵犀企业服务运营平台', '显示在登录页和浏览器标题'],
  ['客服电话', 'platform.servicePhone', '400-800-1234', '显示在页脚的服务热线'],
  ['数据导出单次上限', 'export.maxRows', '10000', 'Excel 导出一次最多的行数'],
];

export const PARK_PARAMS: ParamSeed[] = [
  ['初始密码', 'account.initPassword', 'Park@2024', '示范园区新建账号的初始密码'],
  ['园区名称', 'park.name', '灵犀示范园区', '显示在园区门户的名称'],
  ['园区服务热线', 'park.servicePhone', '0571-8888-6666', '园区服务中心电话'],
  ['入驻审核时限(工作日)', 'park.settle.auditDays', '3', '企业入驻申请的审核时限'],
];
