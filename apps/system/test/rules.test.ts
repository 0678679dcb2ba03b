// SPEC §5: the page rules of this centre answer with the spec's own messages, in zh and en.
import { initI18n, setLanguage, type ValidationKey, validationMessage } from '@lingxi/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DICT_RULES } from '../src/pages/dict/fields';
import { PARAM_RULES } from '../src/pages/param/fields';

beforeAll(async () => {
  await initI18n();
});

/** The message of a key in both languages. */
async function texts(key: ValidationKey | undefined): Promise<[string, string] | undefined> {
  if (!key) return undefined;
  await setLanguage('en');
  const en = validationMessage(key);
  await setLanguage('zh');
  return [en, validationMessage(key)];
}

describe('system parameter form (SPEC §5)', () => {
  it('requires name, key and value of a parameter', async () => {
    expect(await texts(PARAM_RULES.paramName(''))).toEqual(['please enter parameter name', '请输入参数名称']);
    expect(await texts(PARAM_RULES.paramKey(' '))).toEqual(['please enter parameter key', '请输入参数键名']);
    expect(await texts(PARAM_RULES.paramValue(null))).toEqual([
      'please enter parameter value',
      '请输入参数键值',
    ]);
    expect(PARAM_RULES.paramName('x')).toBeUndefined();
  });
});

describe('dictionary forms (SPEC §5)', () => {
  it('requires the dictionary fields with their own messages', async () => {
    expect(await texts(DICT_RULES.code(''))).toEqual(['please enter dictionary code', '请输入字典编号']);
    expect(await texts(DICT_RULES.dictValue(''))).toEqual(['please enter dictionary name', '请输入字典名称']);
    expect(await texts(DICT_RULES.sort(undefined))).toEqual([
      'please enter dictionary sort',
      '请输入字典排序',
    ]);
    expect(DICT_RULES.sort(0)).toBeUndefined();
    expect(await texts(DICT_RULES.isSealed(null))).toEqual(['please select sealed', '请选择是否封存']);
    expect(DICT_RULES.isSealed(0)).toBeUndefined();
    expect(await texts(DICT_RULES.dictKey(''))).toEqual([
      'please enter dictionary key value',
      '请输入字典键值',
    ]);
  });
});
