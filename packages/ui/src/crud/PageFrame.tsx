/// <reference path="../env.d.ts" />
/**
 * Every page's frame: a breadcrumb and a heading with the page's name (from the user's menu, as the
 * sidebar names it), then the page's cards. The table card can fill the screen.
 */
import { type MenuNode, menuName } from '@lingxi/core';
import { Breadcrumb, Card } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMenuTexts, useSession } from '../hooks';
import './crud.css';

/** The menu entries from the top group down to the page at `path` (empty when it has none). */
export function menuTrail(menus: readonly MenuNode[], path: string): MenuNode[] {
  for (const node of menus) {
    if (node.path === path && !node.children?.length) return [node];
    const below = node.children ? menuTrail(node.children, path) : [];
    if (below.length) return [node, ...below];
  }
  return [];
}

export function PageFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const texts = useMenuTexts();
  const menus = useSession((state) => state.menus);
  const trail = menuTrail(menus ?? [], pathname);
  const page = trail.at(-1);
  const name = title ? t(title) : page ? menuName(page, texts) : '';
  return (
    <div className="lx-page-frame">
      <header className="lx-page-header">
        {trail.length > 1 && (
          <Breadcrumb items={trail.map((node) => ({ key: node.id, title: menuName(node, texts) }))} />
        )}
        {name && <h1 className="lx-page-title">{name}</h1>}
      </header>
      {children}
    </div>
  );
}

/** The table card; full screen covers the console until Esc or the button leaves it. */
export function TableCard({
  fullScreen,
  onExit,
  children,
}: {
  fullScreen: boolean;
  onExit(): void;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!fullScreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onExit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullScreen, onExit]);
  return (
    <Card className={fullScreen ? 'lx-table-card lx-full-screen' : 'lx-table-card'} size="small">
      {children}
    </Card>
  );
}
