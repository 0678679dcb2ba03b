import type { InputProps } from '@lingxi/ui';
import { Checkbox } from 'antd';

/** The grant types a client may hold (the gateway accepts exactly these). */
export const GRANT_TYPES = [
  'authorization_code',
  'password',
  'refresh_token',
  'captcha',
  'social',
  'client_credentials',
  'implicit',
] as const;

/** The grant types as checkboxes; the server keeps them comma-joined. */
export function GrantTypes({ value, onChange, disabled, id }: InputProps) {
  const checked = typeof value === 'string' && value ? value.split(',') : [];
  return (
    <div id={id}>
      <Checkbox.Group
        disabled={disabled}
        value={checked}
        options={GRANT_TYPES.map((type) => ({ value: type, label: type }))}
        // kept in the order offered, so the stored text is stable
        onChange={(next) => onChange?.(GRANT_TYPES.filter((type) => next.includes(type)).join(','))}
      />
    </div>
  );
}
