/**
 * The table card's header (as Ant Design Pro lays it out): the list's title, the actions the user may
 * use, and the table's own tools: refresh, density, column settings (shown, order; kept per user) and
 * full screen.
 */
import {
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Popover, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { laterOf, laterPiece } from '../pieces/later';
import type { CrudAction } from './actions';
import type { Row } from './schema';
import type { Density, TableSettings } from './tableSettings';

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

// the column settings' list: drawn by no list page at once, so loaded when first opened (issue 25)
const ColumnSettings = laterPiece(() => import('./ColumnSettings').then((module) => module.ColumnSettings));
const loadColumnSettings = () =>
  void laterOf(ColumnSettings)
    ?.load()
    .catch(() => undefined);

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
            <Button
              type="text"
              icon={<SettingOutlined />}
              aria-label={t('crud.columns')}
              // its list's code, while the pointer or the focus is on its way to opening it
              onPointerEnter={loadColumnSettings}
              onFocus={loadColumnSettings}
            />
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
