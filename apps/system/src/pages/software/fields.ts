// Software projects (CENTRES.md; SPEC §7 /lingxi-project/project: page, enable, remove, submit,
// addSubproject, listAll): projects with their subprojects, enable/disable.
import { checkPhone, crudApi } from '@lingxi/core';
import { codeCharsRule, defineResource, parentField } from '@lingxi/ui';

export interface Project {
  id?: string;
  parentId?: string;
  projectName: string;
  projectCode: string;
  category?: number;
  leader?: string;
  phone?: string;
  startDate?: string;
  endDate?: string;
  budget?: number;
  description?: string;
  status?: number;
  hasChildren?: boolean;
}

const base = crudApi<Project>('/lingxi-project/project').having({
  list: 'page',
  detail: 'detail',
  submit: 'submit',
  remove: 'remove',
  switchStatus: 'enable',
});

/** A new project under another is saved through `addSubproject`; the rest through `submit`. */
export const projectApi = {
  ...base,
  submit: (project: Partial<Project>) =>
    !project.id && project.parentId && project.parentId !== '0'
      ? base.custom('addSubproject', { method: 'POST', data: project })
      : base.submit(project),
};

export const project = defineResource<Project>({
  name: 'software', // software_add, software_edit, software_delete, software_view
  api: projectApi,
  createTime: false,
  fields: [
    { name: 'projectName', label: 'project.name', search: true, rules: ['required'], width: 220 },
    {
      name: 'projectCode',
      label: 'project.code',
      search: true,
      rules: ['required', codeCharsRule(64)],
      width: 160,
    },
    {
      name: 'parentId',
      label: 'project.parent',
      hideIn: ['table'],
      readOnlyIn: ['add', 'edit'],
      ...parentField(base, (row) => row.projectName),
    },
    {
      name: 'category',
      label: 'project.category',
      valueType: 'select',
      valueEnum: { dict: 'project_category' },
      search: true,
    },
    { name: 'leader', label: 'project.leader', width: 110 },
    { name: 'phone', label: 'project.phone', hideIn: ['table'], rules: [{ optional: checkPhone }] },
    { name: 'startDate', label: 'project.startDate', valueType: 'date' },
    { name: 'endDate', label: 'project.endDate', valueType: 'date' },
    { name: 'budget', label: 'project.budget', valueType: 'number', hideIn: ['table'] },
    { name: 'description', label: 'project.description', valueType: 'textarea', hideIn: ['table'] },
    { name: 'status', label: 'sys.status', valueType: 'status' },
  ],
});
