/**
 * Browser storage wrapper (SPEC §3): values are stored as JSON `{dataType, content, type, datetime}`
 * under a product-prefixed key, in session or local storage by type. Corrupt or foreign values read
 * as absent and never throw.
 */
export const STORAGE_PREFIX = 'lingxi-';

export type StorageType = 'session' | 'local';

interface StoredValue {
  dataType: string;
  content: unknown;
  type: StorageType;
  datetime: number;
}

function area(type: StorageType): Storage | undefined {
  try {
    return type === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function setStore(name: string, content: unknown, type: StorageType = 'local'): void {
  const value: StoredValue = { dataType: typeof content, content, type, datetime: Date.now() };
  try {
    area(type)?.setItem(STORAGE_PREFIX + name, JSON.stringify(value));
  } catch {
    // storage full or refused: the value lives in memory only for this page
  }
}

export function getStore<T>(name: string): T | undefined {
  for (const type of ['session', 'local'] as const) {
    const raw = area(type)?.getItem(STORAGE_PREFIX + name);
    if (raw == null) continue;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredValue>;
      if (parsed && typeof parsed === 'object' && 'content' in parsed && 'datetime' in parsed) {
        return parsed.content as T;
      }
    } catch {
      // a corrupt value is absent
    }
  }
  return undefined;
}

export function removeStore(name: string): void {
  area('session')?.removeItem(STORAGE_PREFIX + name);
  area('local')?.removeItem(STORAGE_PREFIX + name);
}
