import { addMessages } from '@lingxi/core';

/** Texts of the shared UI in both languages. Spec texts are quoted exactly (SPEC §5, §8). */
export const uiMessages = {
  zh: {
    crud: {
      search: '搜索',
      reset: '清空',
      add: '新增',
      edit: '编辑',
      view: '查看',
      delete: '删除',
      bulkDelete: '批量删除',
      actions: '操作',
      index: '序号',
      createTime: '创建时间',
      startTime: '开始时间',
      endTime: '结束时间',
      save: '保存',
      cancel: '取消',
      close: '关闭',
      refresh: '刷新',
      total: '共 {{total}} 条',
      pleaseEnter: '请输入{{label}}',
      pleaseSelect: '请选择{{label}}',
      selectAtLeastOne: '请选择至少一条数据',
      confirmDelete: '确定将选择数据删除?',
      confirmTitle: '提示',
      ok: '确定',
      added: '新增成功',
      updated: '修改成功',
      deleted: '删除成功',
      loadFailed: '数据加载失败',
      retry: '重试',
      empty: '暂无数据',
    },
    page: {
      placeholderText: '“{{name}}”页面正在建设中，敬请期待。',
    },
  },
  en: {
    crud: {
      search: 'Search',
      reset: 'Reset',
      add: 'Add',
      edit: 'Edit',
      view: 'View',
      delete: 'Delete',
      bulkDelete: 'Delete selected',
      actions: 'Actions',
      index: '#',
      createTime: 'created',
      startTime: 'Start',
      endTime: 'End',
      save: 'Save',
      cancel: 'Cancel',
      close: 'Close',
      refresh: 'Refresh',
      total: '{{total}} in all',
      pleaseEnter: 'please enter {{label}}',
      pleaseSelect: 'please select {{label}}',
      selectAtLeastOne: 'please select at least one record',
      confirmDelete: 'confirm deleting the selected data?',
      confirmTitle: 'Confirm',
      ok: 'OK',
      added: 'added successfully',
      updated: 'updated successfully',
      deleted: 'deleted successfully',
      loadFailed: 'The data could not be loaded',
      retry: 'Retry',
      empty: 'No data',
    },
    page: {
      placeholderText: 'The “{{name}}” page is being built.',
    },
  },
};

let uiTextsAdded = false;
/** Registers the kit's texts once (the shell's console and every centre call it). */
export function ensureUiMessages(): void {
  if (uiTextsAdded) return;
  addMessages({ zh: { translation: uiMessages.zh }, en: { translation: uiMessages.en } });
  uiTextsAdded = true;
}
