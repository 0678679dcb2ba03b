/** The integrated business service centre: its pages (CENTRES.md), named by core's menu texts. */
import { createCentre } from '@lingxi/ui';
import { Tag, Typography } from 'antd';

export const centre = createCentre({
  name: 'business',
  // its list cells' states and its records' texts: loaded on first render, every page waits for them
  parts: [Tag, Typography],
  menuType: 'enterpriseTerminal',
  pages: [
    {
      path: '/enterpriseTerminal/serviceSourceManage',
      title: 'menu.serviceResource',
      load: () => import('./pages/serviceResource'),
    },
    {
      path: '/enterpriseTerminal/enterprise',
      title: 'menu.enterprise',
      load: () => import('./pages/enterprise'),
    },
    {
      path: '/basicData/businessLibrary',
      title: 'menu.businessLibrary',
      load: () => import('./pages/businessLibrary'),
    },
    {
      path: '/businessData/areaLibrary',
      title: 'menu.areaLibrary',
      load: () => import('./pages/areaLibrary'),
    },
    { path: '/policy/policy', title: 'menu.policy', load: () => import('./pages/policy') },
    {
      path: '/policy/projectRel',
      title: 'menu.policyProjectRel',
      load: () => import('./pages/policyProjectRel'),
    },
    {
      path: '/policy/reportProject',
      title: 'menu.reportProject',
      load: () => import('./pages/policyReportProject'),
    },
    {
      path: '/policy/reportProjectDept',
      title: 'menu.reportProjectDept',
      load: () => import('./pages/policyReportProjectDept'),
    },
    { path: '/policy/regCode', title: 'menu.policyRegCode', load: () => import('./pages/policyRegCode') },
    { path: '/policy/download', title: 'menu.policyDownload', load: () => import('./pages/policyDownload') },
    { path: '/appeal/manage', title: 'menu.appeal', load: () => import('./pages/appeal') },
    { path: '/appeal/type', title: 'menu.appealType', load: () => import('./pages/appealType') },
    { path: '/appeal/light', title: 'menu.appealLight', load: () => import('./pages/appealLight') },
    {
      path: '/appeal/distribution',
      title: 'menu.appealDistribution',
      load: () => import('./pages/appealDistribution'),
    },
    { path: '/appeal/handle', title: 'menu.appealHandle', load: () => import('./pages/appealHandle') },
    {
      path: '/appeal/delayAudit',
      title: 'menu.appealDelayAudit',
      load: () => import('./pages/appealDelayAudit'),
    },
    {
      path: '/appeal/returnAudit',
      title: 'menu.appealReturnAudit',
      load: () => import('./pages/appealReturnAudit'),
    },
    { path: '/appeal/track', title: 'menu.appealTrack', load: () => import('./pages/appealTrack') },
    { path: '/work/start', title: 'menu.workStart', load: () => import('./pages/workStart') },
    { path: '/work/claim', title: 'menu.workClaim', load: () => import('./pages/workClaim') },
    { path: '/work/todo', title: 'menu.workTodo', load: () => import('./pages/workTodo') },
    { path: '/work/send', title: 'menu.workSend', load: () => import('./pages/workSend') },
    { path: '/work/done', title: 'menu.workDone', load: () => import('./pages/workDone') },
    { path: '/flow/model', title: 'menu.flowModel', load: () => import('./pages/flowModel') },
    { path: '/flow/deploy', title: 'menu.flowDeploy', load: () => import('./pages/flowDeploy') },
    { path: '/flow/follow', title: 'menu.flowFollow', load: () => import('./pages/flowFollow') },
    { path: '/desk/leave', title: 'menu.leave', load: () => import('./pages/deskLeave') },
  ],
});
