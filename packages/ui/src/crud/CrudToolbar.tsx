/**
 * The table card's header (as Ant Design Pro lays it out): the list's title, the actions the user may
 * use, and the table's own tools: refresh, density, column settings (shown, order; kept per user) and
 * full screen.
 */
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Popover, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudAction } from './actions';
import type { Row } from './schema';
import { type Density, moveColumn, orderColumns, type TableSettings } from './tableSettings';

export interface ToolbarProps<T extends Row> {
  title?: ReactNode;
  /** Toolbar actions the user may use (the page filtered them by permission). */
  actions: readonly CrudAction<T>[];
  onAction(action: CrudAction<T>): void;
  /** Extra controls before the actions (an import or export button, a switch...). */
  extra?: ReactNode;
  onRefresh(): void;
  refreshing?: boolean;
  /** Columns the user can show, hide and order: key → label. */
  columns: readonly { key: string; label: string }[];
  settings: TableSettings;
  onSettings(settings: TableSettings): void;
  fullScreen: boolean;
  onFullScreen(full: boolean): void;
}

function ColumnSettings({
  columns,
  settings,
  onSettings,
}: Pick<ToolbarProps<Row>, 'columns' | 'settings' | 'onSettings'>) {
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

export function CrudToolbar<T extends Row>(props: ToolbarProps<T>) {
  const { t } = useTranslation();
  const { settings, onSettings } = props;
  const densities: Density[] = ['large', 'middle', 'small'];
  return (
    <div className="lx-table-toolbar">
      <div className="lx-table-title">{props.title}</div>
      <Space wrap>
        {props.extra}
        {props.actions.map((action) => (
          <Button
            key={action.key}
            type={action.primary ? 'primary' : 'default'}
            danger={action.danger}
            onClick={() => props.onAction(action)}
          >
            {t(action.label)}
          </Button>
        ))}
        <Space size={2} className="lx-table-tools">
          <Tooltip title={t('crud.refresh')}>
            <Button
              type="text"
              icon={<ReloadOutlined spin={props.refreshing} />}
              aria-label={t('crud.refresh')}
              onClick={props.onRefresh}
            />
          </Tooltip>
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [settings.density],
              items: densities.map((density) => ({ key: density, label: t(`crud.density.${density}`) })),
              onClick: ({ key }) => onSettings({ ...settings, density: key as Density }),
            }}
          >
            <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('crud.densityLabel')} />
          </Dropdown>
          <Popover
            trigger="click"
            placement="bottomRight"
            title={t('crud.columns')}
            content={<ColumnSettings columns={props.columns} settings={settings} onSettings={onSettings} />}
          >
            <Button type="text" icon={<SettingOutlined />} aria-label={t('crud.columns')} />
          </Popover>
          <Tooltip title={t(props.fullScreen ? 'crud.exitFullScreen' : 'crud.fullScreen')}>
            <Button
              type="text"
              icon={props.fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              aria-label={t(props.fullScreen ? 'crud.exitFullScreen' : 'crud.fullScreen')}
              aria-pressed={props.fullScreen}
              onClick={() => props.onFullScreen(!props.fullScreen)}
            />
          </Tooltip>
        </Space>
      </Space>
    </div>
  );
}
