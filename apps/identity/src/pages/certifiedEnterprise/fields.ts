// Certified enterprises (SPEC §7 /lingxi-web-uniformIA/certifiedEnterprise): searched by name, credit
// code and certification date; their registered users with a detail and a password reset.
import { defineResource } from '@lingxi/ui';
import {
  type CertifiedEnterprise,
  certifiedEnterpriseApi,
  enterpriseUserApi,
  type RegisterUser,
} from '../shared/api';
import { roleField, userFields } from '../shared/fields';

export const certifiedEnterprise = defineResource<CertifiedEnterprise>({
  name: 'certifiedEnterprise', // certifiedEnterprise_view, certifiedEnterprise_resetPassword
  api: certifiedEnterpriseApi,
  form: 'drawer',
  createTime: false,
  dateRange: { field: 'certifyTime', label: 'identity.certifyTime' },
  fields: [
    { name: 'enterpriseName', label: 'identity.enterpriseName', search: true, width: 240 },
    { name: 'creditCode', label: 'identity.creditCode', search: true, width: 200 },
    { name: 'legalPerson', label: 'identity.legalPerson', width: 110 },
    { name: 'contact', label: 'identity.contact', width: 110 },
    { name: 'phone', label: 'identity.phone', width: 130 },
    { name: 'address', label: 'identity.address', hideIn: ['table'], span: 2 },
    { name: 'certifyTime', label: 'identity.certifyTime', valueType: 'dateTime', width: 170 },
  ],
});

/** The registered users of the enterprise open in the detail drawer. */
export const enterpriseUser = defineResource<RegisterUser>({
  name: 'certifiedEnterprise',
  api: enterpriseUserApi,
  form: 'drawer',
  title: 'identity.registeredUsers',
  dateRange: false,
  fields: [...userFields(), roleField],
});
