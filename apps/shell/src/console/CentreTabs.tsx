/**
 * The four centre tabs (SPEC §2 "Top bar and shell"): each jumps to the first path of its menu type.
 * In the top bar the tabs that do not fit whole go into a "more centres" dropdown, so every centre
 * stays reachable at every width and no label is cut; in the phone drawer they are a plain list.
 */
import { DownOutlined } from '@ant-design/icons';
import {
  CENTRE_OF_TYPE,
  firstPath,
  MENU_TYPES,
  type MenuNode,
  type MenuType,
  setMenuType,
} from '@lingxi/core';
import { Dropdown } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageIntent } from './hooks';

const GAP = 4; // px between tabs: .lx-centre-tabs gap

/**
 * How many of the items fit whole in `available` px, the "more" button included when not all do.
 * Pure, exported for the reasoning to be read in one place.
 */
export function fittingCount(widths: number[], more: number, available: number): number {
  const total = (count: number) => widths.slice(0, count).reduce((sum, width) => sum + width + GAP, 0);
  if (total(widths.length) - GAP <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && total(count) + more > available) count -= 1;
  return count;
}

/**
 * Counts the tabs that fit: a hidden copy of every label (and of the "more" button) and the nav are
 * observed; labels change width with the language and the fonts, the nav with the window. The sizes
 * come from the observer's entries, read after the browser's own layout: nothing here asks for a layout
 * in the middle of a script (issue 25: measuring each label in a layout effect forced 84–195 ms of
 * synchronous layout when the login landed on a list page). The observer reports before the paint, and
 * the count is committed at once (flushSync), so no frame shows the tabs that do not fit.
 */
function useFitting(count: number) {
  const nav = useRef<HTMLElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(count);
  useEffect(() => {
    const navElement = nav.current;
    const labels = measure.current ? [...measure.current.children] : [];
    if (!navElement || labels.length === 0) return;
    const widths = new Map<Element, number>();
    let available: number | undefined;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const box = entry.borderBoxSize?.[0];
        const width = box ? box.inlineSize : entry.contentRect.width;
        if (entry.target === navElement) available = entry.contentRect.width;
        else widths.set(entry.target, width);
      }
      if (available === undefined || widths.size < labels.length) return;
      const measured = labels.map((label) => widths.get(label) ?? 0);
      const more = Math.max(measured.pop() ?? 0, measured.pop() ?? 0); // the "more" button with either label
      const next = fittingCount(measured, more, available);
      flushSync(() => setFitting(next));
    });
    observer.observe(navElement);
    for (const label of labels) observer.observe(label);
    return () => observer.disconnect();
  }, []);
  return { nav, measure, fitting: Math.min(fitting, count) };
}

interface CentreTabsProps {
  menus: MenuNode[];
  type: MenuType | undefined;
  /** `list`: all four one under another (the phone drawer); `bar`: the top bar, overflowing into "more". */
  layout?: 'bar' | 'list';
}

export function CentreTabs({ menus, type, layout = 'bar' }: CentreTabsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { nav, measure, fitting } = useFitting(MENU_TYPES.length);
  const intent = usePageIntent(menus);
  const centres = MENU_TYPES.map((menuType) => ({
    menuType,
    centre: CENTRE_OF_TYPE[menuType],
    label: t(`centre.${CENTRE_OF_TYPE[menuType]}`),
    path: firstPath(menus, menuType),
  }));
  // SPEC §2: each jumps to the first path of its menu type and filters the sidebar
  const open = (menuType: MenuType, path: string | undefined) => {
    setMenuType(menuType);
    if (!path) return;
    intent.press(path); // the page's code and first list leave together
    navigate(path);
  };
  const tab = ({ menuType, centre, label, path }: (typeof centres)[number]) => (
    <button
      key={centre}
      type="button"
      className={menuType === type ? 'active' : undefined}
      aria-current={menuType === type ? 'page' : undefined}
      disabled={!path}
      onClick={() => open(menuType, path)}
      onPointerEnter={path ? () => intent.enter(path) : undefined}
      onPointerLeave={intent.leave}
      onFocus={path ? () => intent.enter(path) : undefined}
      onBlur={intent.leave}
    >
      {label}
    </button>
  );

  if (layout === 'list')
    return (
      <nav className="lx-centre-tabs lx-centre-list" aria-label={t('centre.all')}>
        {centres.map(tab)}
      </nav>
    );

  const shown = centres.slice(0, fitting);
  const hidden = centres.slice(fitting);
  const moreLabel = shown.length ? t('centre.more') : t('centre.all');
  return (
    <nav className="lx-centre-tabs" aria-label={t('centre.all')} ref={nav}>
      {shown.map(tab)}
      {hidden.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: hidden.map(({ menuType, centre, label, path }) => ({
              key: centre,
              label,
              disabled: !path,
              className: menuType === type ? 'lx-centre-current' : undefined,
            })),
            selectable: true,
            selectedKeys: hidden.filter(({ menuType }) => menuType === type).map(({ centre }) => centre),
            onClick: ({ key }) => {
              const target = hidden.find(({ centre }) => centre === key);
              if (target) open(target.menuType, target.path);
            },
          }}
        >
          <button
            type="button"
            className={`lx-centre-more${hidden.some(({ menuType }) => menuType === type) ? ' active' : ''}`}
          >
            {moreLabel} <DownOutlined />
          </button>
        </Dropdown>
      )}
      {/* what each tab needs, measured in a box of no size (it adds nothing to the nav's scroll width);
          the last two: the "more" button with either label */}
      <div className="lx-centre-measure" aria-hidden="true">
        <div ref={measure}>
          {centres.map(({ centre, label }) => (
            <span key={centre}>{label}</span>
          ))}
          {[t('centre.more'), t('centre.all')].map((text, index) => (
            // by position: the same two elements stay observed when the language changes
            <span key={index}>
              {text} <DownOutlined />
            </span>
          ))}
        </div>
      </div>
    </nav>
  );
}
