/** Screen size class (SPEC §2 "Top bar and shell", §9 breakpoints 768, 992, 1200 px). */
export const BREAKPOINTS = { large: 1200, medium: 992, small: 768 } as const;

export type ScreenClass = 0 | 1 | 2 | 3;

/** 3 at 1200 px or more, 2 at 992 or more, 1 at 768 or more, else 0. */
export function screenClass(width: number): ScreenClass {
  if (width >= BREAKPOINTS.large) return 3;
  if (width >= BREAKPOINTS.medium) return 2;
  if (width >= BREAKPOINTS.small) return 1;
  return 0;
}

/** The sidebar is hidden on small screens (class 0). */
export function sidebarHidden(screen: ScreenClass): boolean {
  return screen === 0;
}
