/**
 * The column settings of a list's table (the toolbar's popover): each column shown or hidden, and moved
 * up or down; kept per user (`tableSettings`). Its own module: the toolbar loads it when first opened.
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { moveColumn, orderColumns, type TableSettings } from './tableSettings';

export interface ColumnSettingsProps {
  /** Columns the user can show, hide and order: key → label. */
  columns: readonly { key: string; label: string }[];
  settings: TableSettings;
  onSettings(settings: TableSettings): void;
}

export function ColumnSettings({ columns, settings, onSettings }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const keys = columns.map((column) => column.key);
  const label = new Map(columns.map((column) => [column.key, column.label]));
  const order = orderColumns(keys, settings);
  return (
    <ul className="lx-column-settings" aria-label={t('crud.columns')}>
      {order.map((key, i) => (
        <li key={key}>
          <Checkbox
            checked={!settings.hidden.includes(key)}
            onChange={(event) =>
              onSettings({
                ...settings,
                hidden: event.target.checked
                  ? settings.hidden.filter((hidden) => hidden !== key)
                  : [...settings.hidden, key],
              })
            }
          >
            {label.get(key)}
          </Checkbox>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={i === 0}
            aria-label={t('crud.moveUp', { label: label.get(key) })}
            onClick={() => onSettings(moveColumn(keys, settings, key, -1))}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={i === order.length - 1}
            aria-label={t('crud.moveDown', { label: label.get(key) })}
            onClick={() => onSettings(moveColumn(keys, settings, key, 1))}
          />
        </li>
      ))}
      <li>
        <Button type="link" size="small" onClick={() => onSettings({ ...settings, order: [], hidden: [] })}>
          {t('crud.resetColumns')}
        </Button>
      </li>
    </ul>
  );
}
