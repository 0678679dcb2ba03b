/**
 * A select of a server dictionary's entries (SPEC §7 "Dictionaries": `dict` for the system's,
 * `bizDict` for the business dictionaries): read once per session through the kit's option cache
 * (`useOptions`), again after a dictionary page changed one (`useInvalidateDictionaries`); labels in the
 * interface language where the console has one (`dict.<code>.<key>`). A field whose `valueEnum` is a
 * dictionary gets it from `FieldInput`; a page can place it on its own:
 *
 * ```tsx
 * <DictSelect dict="post_category" value={category} onChange={setCategory} aria-label={t('post.category')} />
 * ```
 */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { inLanguage, useOptions } from './data';
import type { InputProps, Option } from './schema';

/** Which dictionary: a system one (`dict`) or a business one (`bizDict`), by its code. */
export type DictSource = { dict: string; bizDict?: never } | { bizDict: string; dict?: never };

export type DictSelectProps = DictSource &
  InputProps & {
    placeholder?: string;
    /** The accessible name, where no form label points at the select. */
    'aria-label'?: string;
  };

/** A searchable, clearable select of options (a form value as text, as the options have it). */
export function OptionSelect({
  options,
  loading,
  className,
  ...props
}: InputProps & {
  options: Option[];
  loading: boolean;
  className?: string;
  placeholder?: string;
  'aria-label'?: string;
}) {
  const value = props.value === undefined || props.value === null ? undefined : String(props.value);
  return (
    <Select
      {...props}
      className={className}
      value={value}
      options={options}
      loading={loading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

export function DictSelect({ dict, bizDict, ...props }: DictSelectProps) {
  const { i18n } = useTranslation();
  const { options, loading } = useOptions(dict !== undefined ? { dict } : { bizDict: bizDict as string });
  return (
    <OptionSelect
      {...props}
      className="lx-dict-select"
      options={inLanguage(options, i18n.language)}
      loading={loading}
    />
  );
}
