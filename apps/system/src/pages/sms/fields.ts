// SMS configuration (PAGES.md): category (dictionary `sms`; it relabels the keys), code, template, keys,
// region, signature, status, remark.
import { type Check, checkPhone, crudApi } from '@lingxi/core';
import { codeCharsRule, defineResource, type Field } from '@lingxi/ui';
import { configLabel } from './rules';

export interface Sms {
  id?: string;
  category: number | string;
  smsCode: string;
  templateId: string;
  accessKey: string;
  secretKey?: string;
  regionId?: string;
  signName: string;
  status?: number;
  remark?: string;
}

export const smsApi = crudApi<Sms>('/lingxi-resource/sms');

const relabel = (field: string) => (row: Partial<Sms>) => configLabel('sms', row.category, field);

export const sms = defineResource<Sms>({
  name: 'sms', // sms_add, sms_edit (enable too), sms_delete, sms_view
  api: smsApi,
  fields: [
    {
      name: 'category',
      label: 'sms.category',
      valueType: 'select',
      valueEnum: { dict: 'sms' },
      search: true,
      rules: ['required'],
    },
    { name: 'smsCode', label: 'sms.code', search: true, rules: ['required', codeCharsRule(12)] },
    { name: 'templateId', label: 'sms.templateId', search: true, rules: ['required'] },
    { name: 'accessKey', label: 'sms.accessKey', labelFor: relabel('accessKey'), rules: ['required'] },
    {
      name: 'secretKey',
      label: 'sms.secretKey',
      labelFor: relabel('secretKey'),
      valueType: 'password',
      hideIn: ['table', 'view'],
      help: 'sms.secretHelp',
    },
    { name: 'regionId', label: 'sms.regionId', hideIn: ['table'] },
    { name: 'signName', label: 'sms.signName', rules: ['required'] },
    {
      name: 'status',
      label: 'sms.status',
      valueType: 'select',
      valueEnum: { '1': 'sms.enabled', '0': 'sms.disabled' },
      hideIn: ['add', 'edit'],
      width: 100,
    },
    { name: 'remark', label: 'sms.remark', valueType: 'textarea', hideIn: ['table'] },
  ],
});

/** SPEC §5 "Phone" on each number of a comma-separated list (the first failing one's message). */
export const checkPhones: Check = (value) => {
  const phones = String(value ?? '')
    .split(/[,，]/)
    .map((phone) => phone.trim())
    .filter(Boolean);
  if (phones.length === 0) return 'validate.phoneEmpty';
  return phones.map(checkPhone).find((key) => key !== undefined);
};

/** The test dialog: numbers and the template's parameters. */
export interface SmsTest {
  phones: string;
  params?: string;
}
export const TEST_FIELDS: Field<SmsTest>[] = [
  { name: 'phones', label: 'sms.phones', rules: [checkPhones], help: 'sms.phonesHelp', span: 2 },
  { name: 'params', label: 'sms.params', valueType: 'textarea', help: 'sms.paramsHelp' },
];

/** Sends a test message through a configuration (SPEC §7 `endpoint/send-message`). */
export function sendTest(row: Sms, values: SmsTest): Promise<{ count: number }> {
  return smsApi.custom('endpoint/send-message', {
    method: 'POST',
    params: {
      code: row.smsCode,
      phones: values.phones.replace(/[\s，]+/g, ','),
      params: values.params ?? '',
    },
  });
}
