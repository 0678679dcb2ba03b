/**
 * IconPicker (PAGES "Web menus", "Top menus": the icon field): a form control holding a menu's
 * `source`. The text stays editable, since carried-over data holds icon-font class names, and shows the
 * icon `iconOf` maps it to; "Choose icon" opens a searchable grid of the curated set (./icons).
 *
 * Keyboard: in the dialog the search field comes first; ArrowDown enters the grid, the arrow keys move
 * in it (six to a row), Home and End jump, Enter or Space chooses, Escape closes. The grid is one tab
 * stop.
 *
 * ```tsx
 * <Form.Item name="source" label={t('menu.source')}><IconPicker /></Form.Item>
 * ```
 */
import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Empty, Input, type InputRef, Modal, Space } from 'antd';
import { type KeyboardEvent, type RefObject, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconOf, MENU_ICON_NAMES, MenuIcon, menuIconName } from './icons';
import { whenLoaded } from './later';

/** The dialog's frame, loaded on first render by the shared antd: the picker draws with it. */
export const partsReady = whenLoaded(Modal);

const COLUMNS = 6;

/** An icon's name as shown in the grid: `SettingOutlined` → `Setting`. */
export const shortIconName = (name: string) => name.replace(/Outlined$/, '');

/** The icons whose name holds the search text (case and spaces ignored). */
export function searchIcons(text: string, names: readonly string[] = MENU_ICON_NAMES): string[] {
  const wanted = text.replace(/\s+/g, '').toLowerCase();
  return names.filter((name) => shortIconName(name).toLowerCase().includes(wanted));
}

export interface IconPickerProps {
  value?: string | null | undefined;
  onChange?: ((value: string) => void) | undefined;
  id?: string | undefined;
  'aria-label'?: string | undefined;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
}

export function IconPicker({
  value,
  onChange,
  id,
  'aria-label': ariaLabel,
  disabled,
  placeholder,
}: IconPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const search = useRef<InputRef>(null);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          aria-label={ariaLabel ?? t('pieces.icon.field')}
          value={value ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
          prefix={iconOf(value)}
          placeholder={placeholder}
          disabled={disabled}
          allowClear
        />
        <Button
          icon={<AppstoreOutlined aria-hidden />}
          onClick={() => setOpen(true)}
          disabled={disabled}
          aria-haspopup="dialog"
        >
          {t('pieces.icon.choose')}
        </Button>
      </Space.Compact>
      <Modal
        open={open}
        title={t('pieces.icon.choose')}
        onCancel={() => setOpen(false)}
        footer={null}
        width={560}
        destroyOnHidden
        // The search field takes the focus once the dialog is in (not `autoFocus`: it opens on request).
        afterOpenChange={(visible) => visible && search.current?.focus()}
      >
        <IconGrid
          search={search}
          selected={menuIconName(value)}
          onChoose={(name) => {
            onChange?.(name);
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}

interface IconGridProps {
  selected: string | undefined;
  onChoose: (name: string) => void;
  search: RefObject<InputRef | null>;
}

function IconGrid({ selected, onChoose, search }: IconGridProps) {
  const { t } = useTranslation();
  const listId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const names = useMemo(() => searchIcons(text), [text]);
  const [active, setActive] = useState(() => Math.max(0, selected ? MENU_ICON_NAMES.indexOf(selected) : 0));
  const current = Math.min(active, Math.max(0, names.length - 1));

  const focusOption = (index: number) => {
    setActive(index);
    grid.current?.querySelectorAll<HTMLElement>('[role="option"]')[index]?.focus();
  };

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = names.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, current + 1),
      ArrowLeft: Math.max(0, current - 1),
      ArrowDown: Math.min(last, current + COLUMNS),
      ArrowUp: Math.max(0, current - COLUMNS),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusOption(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const name = names[current];
      if (name) onChoose(name);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input
        ref={search}
        aria-label={t('pieces.icon.search')}
        aria-controls={listId}
        placeholder={t('pieces.icon.search')}
        value={text}
        allowClear
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && names.length) {
            event.preventDefault();
            focusOption(current);
          }
        }}
      />
      {names.length === 0 ? (
        <Empty description={t('pieces.icon.none')} />
      ) : (
        <div
          ref={grid}
          id={listId}
          role="listbox"
          aria-label={t('pieces.icon.list')}
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`,
            gap: 4,
            maxHeight: 360,
            overflowY: 'auto',
          }}
        >
          {names.map((name, index) => {
            const chosen = name === selected;
            return (
              <div
                key={name}
                role="option"
                aria-selected={chosen}
                tabIndex={index === current ? 0 : -1}
                title={name}
                onClick={() => onChoose(name)}
                onKeyDown={onGridKey}
                onFocus={() => setActive(index)}
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 4,
                  padding: '8px 2px',
                  cursor: 'pointer',
                  borderRadius: 6,
                  fontSize: 12,
                  textAlign: 'center',
                  overflowWrap: 'anywhere',
                  background: chosen ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined,
                  outlineOffset: -2,
                }}
              >
                <span style={{ fontSize: 20 }}>
                  <MenuIcon name={name} />
                </span>
                <span>{shortIconName(name)}</span>
              </div>
            );
          })}
        </div>
      )}
    </Space>
  );
}
