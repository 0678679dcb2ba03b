// OSS configuration (PAGES.md): category (dictionary `oss`; it relabels the fields), code, endpoint, keys,
// bucket, app id, region, status, remark.
import { crudApi } from '@lingxi/core';
import { codeCharsRule, defineResource, type Field, FileInput } from '@lingxi/ui';
import { createElement } from 'react';
import { configLabel } from '../sms/rules';

export interface Oss {
  id?: string;
  category: number | string;
  ossCode: string;
  endpoint: string;
  accessKey: string;
  secretKey?: string;
  bucketName: string;
  appId?: string;
  region?: string;
  status?: number;
  remark?: string;
}

export const ossApi = crudApi<Oss>('/lingxi-resource/oss');

const relabel = (field: string) => (row: Partial<Oss>) => configLabel('oss', row.category, field);

export const oss = defineResource<Oss>({
  name: 'oss', // oss_add, oss_edit (enable too), oss_delete, oss_view
  api: ossApi,
  fields: [
    {
      name: 'category',
      label: 'oss.category',
      valueType: 'select',
      valueEnum: { dict: 'oss' },
      search: true,
      rules: ['required'],
    },
    { name: 'ossCode', label: 'oss.code', search: true, rules: ['required', codeCharsRule(32)] },
    {
      name: 'endpoint',
      label: 'oss.endpoint',
      labelFor: relabel('endpoint'),
      rules: ['required'],
      width: 200,
    },
    { name: 'accessKey', label: 'oss.accessKey', labelFor: relabel('accessKey'), rules: ['required'] },
    {
      name: 'secretKey',
      label: 'oss.secretKey',
      valueType: 'password',
      hideIn: ['table', 'view'],
      help: 'oss.secretHelp',
    },
    { name: 'bucketName', label: 'oss.bucketName', labelFor: relabel('bucketName'), rules: ['required'] },
    { name: 'appId', label: 'oss.appId', hideIn: ['table'] },
    { name: 'region', label: 'oss.region', hideIn: ['table'] },
    {
      name: 'status',
      label: 'oss.status',
      valueType: 'select',
      valueEnum: { '1': 'oss.enabled', '0': 'oss.disabled' },
      hideIn: ['add', 'edit'],
      width: 100,
    },
    { name: 'remark', label: 'oss.remark', valueType: 'textarea', hideIn: ['table'] },
  ],
});

/** The test dialog: one file to upload. */
export interface OssTest {
  file?: File;
}
export const TEST_FIELDS: Field<OssTest>[] = [
  {
    name: 'file',
    label: 'oss.file',
    valueType: 'upload',
    rules: ['required'],
    input: (props) => createElement(FileInput, props),
    span: 2,
  },
];
