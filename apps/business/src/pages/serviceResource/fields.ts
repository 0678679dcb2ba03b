// Service resources (SPEC §7 "Projects and enterprise data": /lingxi-service-resource/web pageByService,
// detail, save, update, remove; gateway README "服务资源"): listed by service category, each with its
// provider, contact, picture and content (rich text, sanitised where it is shown).
import { checkPhone, crudApi, type Id } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

export interface ServiceResource {
  id?: Id;
  serviceName: string;
  serviceType: number;
  provider: string;
  contact?: string;
  phone?: string;
  price?: number;
  description?: string;
  picture?: string;
  content?: string;
  createTime?: string;
}

export const serviceResourceApi = crudApi<ServiceResource>('/lingxi-service-resource/web').having({
  list: 'pageByService',
  detail: 'detail',
  create: 'save',
  update: 'update',
  remove: 'remove',
});

export const serviceResource = defineResource<ServiceResource>({
  name: 'serviceResource', // serviceResource_add, _edit, _delete, _view
  api: serviceResourceApi,
  dateRange: false,
  fields: [
    { name: 'serviceName', label: 'serviceResource.name', search: true, rules: ['required'], sortable: true },
    {
      name: 'serviceType',
      label: 'serviceResource.type',
      valueType: 'select',
      valueEnum: { dict: 'service_type' },
      search: true,
      rules: ['required'],
      width: 120,
    },
    { name: 'provider', label: 'serviceResource.provider', search: true, rules: ['required'] },
    { name: 'contact', label: 'serviceResource.contact', width: 110 },
    { name: 'phone', label: 'serviceResource.phone', rules: [{ optional: checkPhone }], width: 140 },
    { name: 'price', label: 'serviceResource.price', valueType: 'number', sortable: true, width: 130 },
    {
      name: 'picture',
      label: 'serviceResource.picture',
      valueType: 'image',
      hideIn: ['table'],
      span: 2,
    },
    { name: 'description', label: 'serviceResource.description', valueType: 'textarea', hideIn: ['table'] },
    { name: 'content', label: 'serviceResource.content', valueType: 'richText', hideIn: ['table'] },
  ],
});
