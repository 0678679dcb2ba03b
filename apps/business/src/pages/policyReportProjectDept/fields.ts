// The departments that review a project's declarations (gateway README "Policies"): each once per
// project (the server refuses a second with its message).
import { checkPhone } from '@lingxi/core';
import { defineResource, type Field } from '@lingxi/ui';
import { deptTree, projectChoices, type ReportProjectDep, reportProjectDepApi } from '../policy/api';

const projects = () =>
  projectChoices().then((rows) => rows.map((row) => ({ value: String(row.id), label: row.projectName })));

const project: Field<ReportProjectDep> = {
  name: 'projectId',
  label: 'reportProjectDept.project',
  valueType: 'select',
  valueEnum: { key: 'project-choices', load: projects },
  search: true,
  rules: ['required'],
};

const rest: Field<ReportProjectDep>[] = [
  {
    name: 'deptId',
    label: 'reportProjectDept.dept',
    valueType: 'treeSelect',
    valueEnum: { key: 'policy-dept-tree', load: deptTree },
    rules: ['required'],
    hideIn: ['table', 'view'],
  },
  { name: 'deptName', label: 'reportProjectDept.dept', search: true, hideIn: ['add', 'edit'] },
  { name: 'sort', label: 'reportProjectDept.sort', valueType: 'number', initialValue: 1, width: 100 },
  { name: 'contact', label: 'reportProjectDept.contact', width: 100 },
  { name: 'phone', label: 'reportProjectDept.phone', rules: [{ optional: checkPhone }] },
  { name: 'remark', label: 'reportProjectDept.remark', valueType: 'textarea', hideIn: ['table'] },
];

export const reportProjectDept = defineResource<ReportProjectDep>({
  name: 'reportProjectDept', // reportProjectDept_add, _edit, _delete, _view
  api: reportProjectDepApi,
  invalidates: ['policy'],
  dateRange: false,
  createTime: false,
  fields: [project, ...rest],
});

/** One project's departments (the report project page's nested list): the project is given, not chosen. */
export const projectDepts = defineResource<ReportProjectDep>({
  ...reportProjectDept,
  title: 'reportProject.depts',
  fields: [
    { ...project, search: false, readOnlyIn: ['add', 'edit'], hideIn: ['table'] },
    ...rest.map((f) => (f.name === 'deptName' ? { ...f, search: false } : f)),
  ],
});
