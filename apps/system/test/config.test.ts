// SMS and OSS configurations (PAGES.md): enable on a disabled one, test on the enabled one; the category
// names the keys.
import { describe, expect, it } from 'vitest';
import { canEnable, canTest, configLabel } from '../src/pages/sms/rules';

describe('configuration actions', () => {
  it('offers enable on a disabled configuration and test on the enabled one', () => {
    expect(canEnable({ status: 0 })).toBe(true);
    expect(canTest({ status: 0 })).toBe(false);
    expect(canEnable({ status: 1 })).toBe(false);
    expect(canTest({ status: 1 })).toBe(true);
    expect(canEnable({ status: '1' })).toBe(false);
    expect(canEnable({})).toBe(true);
  });
});

describe('configuration labels by category', () => {
  it('names the SMS keys of Yunpian and Tencent Cloud their own way', () => {
    expect(configLabel('sms', 1, 'accessKey')).toBe('sms.apiKey');
    expect(configLabel('sms', '4', 'accessKey')).toBe('sms.appId');
    expect(configLabel('sms', 4, 'secretKey')).toBe('sms.appKey');
    expect(configLabel('sms', 3, 'accessKey')).toBeUndefined();
    expect(configLabel('sms', undefined, 'accessKey')).toBeUndefined();
  });

  it('names the local store’s endpoint a folder', () => {
    expect(configLabel('oss', 5, 'endpoint')).toBe('oss.folder');
    expect(configLabel('oss', 4, 'accessKey')).toBe('oss.secretId');
    expect(configLabel('oss', 1, 'endpoint')).toBeUndefined();
  });
});
