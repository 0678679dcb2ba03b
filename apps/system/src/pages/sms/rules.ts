// SMS and OSS configurations (PAGES.md): which row actions a configuration offers, and how its category
// names its keys. Pure, unit-tested in test/config.test.ts.

export interface Config {
  status?: number | string;
  category?: number | string;
}

/** Only one configuration is enabled at a time: enabling is offered on a disabled one. */
export const canEnable = (row: Config): boolean => Number(row.status) !== 1;
/** A test sends through the configuration in use: offered on the enabled one. */
export const canTest = (row: Config): boolean => Number(row.status) === 1;

/** SMS providers (dictionary `sms`) whose keys have their own names: field → i18n key. */
const SMS_LABELS: Record<string, Record<string, string>> = {
  '1': { accessKey: 'sms.apiKey' }, // Yunpian
  '4': { accessKey: 'sms.appId', secretKey: 'sms.appKey' }, // Tencent Cloud
};
/** OSS providers (dictionary `oss`) whose fields have their own names. */
const OSS_LABELS: Record<string, Record<string, string>> = {
  '4': { accessKey: 'oss.secretId' }, // Tencent Cloud
  '5': { endpoint: 'oss.folder', bucketName: 'oss.prefix' }, // local store
};

/** The label key a category gives a field; undefined keeps the field's own. */
export function configLabel(kind: 'sms' | 'oss', category: unknown, field: string): string | undefined {
  if (category === undefined || category === null || category === '') return undefined;
  return (kind === 'sms' ? SMS_LABELS : OSS_LABELS)[String(category)]?.[field];
}
