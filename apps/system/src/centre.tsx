/** The product system management centre: its pages (CENTRES.md) and their texts. */
import { createCentre } from '@lingxi/ui';
import { messages } from './messages';

export const centre = createCentre({
  name: 'system',
  menuType: '',
  messages,
  pages: [
    { path: '/project/software', title: 'menu.software', load: () => import('./pages/software') },
    { path: '/basicData/areaPublish', title: 'menu.region', load: () => import('./pages/region') },
    { path: '/basicData/dictionary', title: 'menu.dict', load: () => import('./pages/dict') },
    { path: '/basicData/businessDictionary', title: 'menu.dictbiz', load: () => import('./pages/dictbiz') },
    {
      path: '/basicData/editeDictionary',
      title: 'menu.editeDictionary',
      load: () => import('./pages/editeDictionary'),
    },
    { path: '/basicData/baseCode', title: 'menu.basecode', load: () => import('./pages/basecode') },
    { path: '/basicData/governmentOrgans', title: 'menu.dept', load: () => import('./pages/dept') },
    {
      path: '/platform/parkAndInstitutions',
      title: 'menu.park',
      load: () => import('./pages/park'),
    },
    { path: '/platform/roles', title: 'menu.role', load: () => import('./pages/role') },
    { path: '/platform/assigned', title: 'menu.assigned', load: () => import('./pages/assigned') },
    {
      path: '/platform/assignedBack',
      title: 'menu.assignedBack',
      load: () => import('./pages/assignedBack'),
    },
    { path: '/platform/menu', title: 'menu.menu', load: () => import('./pages/menu') },
    { path: '/platform/menuApp', title: 'menu.menuApp', load: () => import('./pages/menuApp') },
    { path: '/platform/topMenu', title: 'menu.topmenu', load: () => import('./pages/topMenu') },
    {
      path: '/managerUser/governmentUsers',
      title: 'menu.govUser',
      load: () => import('./pages/govUser'),
    },
    {
      path: '/managerUser/gardenUser',
      title: 'menu.gardenUser',
      load: () => import('./pages/gardenUser'),
    },
    { path: '/logManager/log', title: 'menu.loginLog', load: () => import('./pages/loginLog') },
    { path: '/logManager/operaLog', title: 'menu.operaLog', load: () => import('./pages/operaLog') },
    { path: '/logManager/apiLog', title: 'menu.apiLog', load: () => import('./pages/apiLog') },
    { path: '/logManager/errorLog', title: 'menu.errorLog', load: () => import('./pages/errorLog') },
    { path: '/logManager/usualLog', title: 'menu.usualLog', load: () => import('./pages/usualLog') },
    { path: '/system/tenant', title: 'menu.tenant', load: () => import('./pages/tenant') },
    { path: '/system/client', title: 'menu.client', load: () => import('./pages/client') },
    { path: '/system/datasource', title: 'menu.datasource', load: () => import('./pages/datasource') },
    { path: '/system/param', title: 'menu.param', load: () => import('./pages/param') },
    { path: '/system/post', title: 'menu.post', load: () => import('./pages/post') },
    { path: '/system/dataScope', title: 'menu.dataScope', load: () => import('./pages/dataScope') },
    { path: '/system/apiScope', title: 'menu.apiScope', load: () => import('./pages/apiScope') },
    { path: '/system/sms', title: 'menu.sms', load: () => import('./pages/sms') },
    { path: '/system/oss', title: 'menu.oss', load: () => import('./pages/oss') },
    { path: '/system/attach', title: 'menu.attach', load: () => import('./pages/attach') },
    { path: '/system/code', title: 'menu.code', load: () => import('./pages/code') },
  ],
});
