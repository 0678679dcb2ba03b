/**
 * The query card of a list page (SPEC §2 generic list pages): the searchable fields and the creation
 * date range, with search and reset. Its values come from and go to the list state in the address.
 * The date range is two date pickers, so the keyboard moves through it like any other field; antd's
 * picker loads when one is pointed at or focused (`DateField`).
 */
import { Button, Card, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './DateField';
import { DATE_FORMAT, FieldInput } from './FieldInput';
import type { Field } from './schema';
import { sentenceCase } from './schema';

export interface SearchFormProps<T> {
  name: string;
  fields: readonly Field<T>[];
  /** Date-range filters by name (the creation date of the generic list pages). */
  dateRanges?: readonly { name: string; label: string }[];
  /** The filters applied now (from the address). */
  values: Record<string, string>;
  onSearch(filters: Record<string, string>): void;
  /** After 清空 (reset), for filters kept outside the form (a side tree's department). */
  onReset?: () => void;
}

type FormValues = Record<string, unknown>;

/** Form values (date ranges as a pair of days) from the address's text filters. */
function toForm(values: Record<string, string>, ranges: readonly string[]): FormValues {
  const form: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (ranges.includes(name)) {
      const [from, to] = value.split('~');
      form[`${name}__from`] = from ? dayjs(from) : undefined;
      form[`${name}__to`] = to ? dayjs(to) : undefined;
    } else {
      form[name] = value;
    }
  }
  return form;
}

/** The address's text filters from the form's values. */
export function toFilters(
  form: FormValues,
  names: readonly string[],
  ranges: readonly string[],
): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const name of names) {
    const value = form[name];
    if (value !== undefined && value !== null && String(value).trim() !== '')
      filters[name] = String(value).trim();
  }
  for (const name of ranges) {
    const from = form[`${name}__from`] as Dayjs | undefined | null;
    const to = form[`${name}__to`] as Dayjs | undefined | null;
    if (from || to)
      filters[name] = `${from ? from.format(DATE_FORMAT) : ''}~${to ? to.format(DATE_FORMAT) : ''}`;
  }
  return filters;
}

export function SearchForm<T>({
  name,
  fields,
  dateRanges = [],
  values,
  onSearch,
  onReset,
}: SearchFormProps<T>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const ranges = dateRanges.map((range) => range.name);
  const key = JSON.stringify(values);
  // the form follows the address (back button, a link, reset)
  // deps: key stands for the values' content
  // (values set, not resetFields: that remounts the inputs, and the field searched from loses focus)
  useEffect(() => {
    const cleared = Object.fromEntries(
      Object.keys(form.getFieldsValue(true)).map((field) => [field, undefined]),
    );
    form.setFieldsValue({ ...cleared, ...toForm(values, ranges) });
  }, [key]);

  if (fields.length === 0 && ranges.length === 0) return null;
  const names = fields.map((field) => field.name as string);
  return (
    <Card className="lx-query-card" size="small">
      <Form
        form={form}
        name={`${name}-search`}
        layout="inline"
        className="lx-search-form"
        onFinish={(submitted) => onSearch(toFilters(submitted, names, ranges))}
      >
        {fields.map((field) => {
          const label = sentenceCase(t(field.label));
          return (
            <Form.Item key={field.name} name={field.name as string} label={label}>
              {field.valueEnum ? (
                <FieldInput
                  field={{ ...field, valueType: field.valueType === 'treeSelect' ? 'treeSelect' : 'select' }}
                />
              ) : (
                <Input allowClear placeholder={t('crud.pleaseEnter', { label: t(field.label) })} />
              )}
            </Form.Item>
          );
        })}
        {dateRanges.map((range) => (
          <Form.Item key={range.name} label={sentenceCase(t(range.label))} className="lx-date-range">
            <Space.Compact>
              <Form.Item name={`${range.name}__from`} noStyle>
                <DateField
                  placeholder={t('crud.startDate')}
                  aria-label={`${t(range.label)} ${t('crud.startDate')}`}
                />
              </Form.Item>
              <Form.Item name={`${range.name}__to`} noStyle>
                <DateField
                  placeholder={t('crud.endDate')}
                  aria-label={`${t(range.label)} ${t('crud.endDate')}`}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        ))}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('crud.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
                onReset?.();
              }}
            >
              {t('crud.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
