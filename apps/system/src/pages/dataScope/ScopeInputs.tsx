/** The form controls of a scope rule that know their menu: the menu itself, and the type that pre-fills. */
import { type InputProps, optionLabel, useOptions } from '@lingxi/ui';
import { Form, Select } from 'antd';
import type { Menu } from '../menu/fields';
import { type ScopeKind, scopeDefaults } from './rules';

/** What every scope rule has. */
export interface Scope {
  id?: string;
  menuId?: string;
  resourceCode: string;
  scopeName: string;
  scopeType?: number;
  remark?: string;
}

/** The rule's menu, fixed by the drawer it is added from. */
export function ScopeMenu({ menu }: { menu: Menu }) {
  return <span className="lx-detail-value">{menu.name}</span>;
}

/** The type select; choosing a type fills the name (and a data rule's column). */
export function ScopeTypeInput({
  kind,
  dict,
  menu,
  ...props
}: InputProps & { kind: ScopeKind; dict: string; menu: Menu }) {
  const form = Form.useFormInstance();
  const { options, loading } = useOptions({ dict });
  const value = props.value === undefined || props.value === null ? undefined : String(props.value);
  return (
    <Select
      id={props.id}
      disabled={props.disabled}
      value={value}
      options={options}
      loading={loading}
      onChange={(next: string) => {
        props.onChange?.(Number(next));
        form.setFieldsValue(scopeDefaults(kind, Number(next), menu.name, optionLabel(options, next) ?? next));
      }}
    />
  );
}
