/**
 * The local error log (SPEC §3 "Local log entry", §8, §9 badge max 99): uncaught errors of the shell
 * and of every centre are collected here; the shell shows a badge and a dialog, and can upload them
 * (POST /lingxi-auth/oauth/logout with the entries, CONTRACT "Login and session") or clear them.
 */
import { createStore } from 'zustand/vanilla';
import { LOGOUT_URL } from './auth';
import { http } from './http';
import { getStore, setStore } from './storage';

export type LogType = 'error' | 'promise' | 'chunk';

export interface LogEntry {
  type: LogType;
  message: string;
  stack: string;
  info: string;
  url: string;
  time: string;
}

export const LOG_BADGE_MAX = 99;
/** Entries kept at most: the oldest go first. */
export const LOG_LIMIT = 500;

/** The badge text: the count, or '99+' above the maximum; empty when there is nothing. */
export function logBadge(count: number): string {
  if (count <= 0) return '';
  return count > LOG_BADGE_MAX ? `${LOG_BADGE_MAX}+` : String(count);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `YYYY-MM-DD HH:mm:ss`, the contract's time format. */
export function formatTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

/** SPEC §8: chunk-load failures are logged as chunk-load errors. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|RUNTIME-00[38]/i.test(
    text,
  );
}

export function logEntry(
  error: unknown,
  info = '',
  now = new Date(),
  url = globalThis.location?.href ?? '',
): LogEntry {
  const isError = error instanceof Error;
  return {
    type: isChunkLoadError(error) ? 'chunk' : 'error',
    message: isError ? error.message : String(error),
    stack: isError ? (error.stack ?? '') : '',
    info,
    url,
    time: formatTime(now),
  };
}

export const logStore = createStore<{ logs: LogEntry[] }>(() => ({
  logs: Array.isArray(getStore('errorLogs')) ? (getStore<LogEntry[]>('errorLogs') ?? []) : [],
}));

function save(logs: LogEntry[]): void {
  logStore.setState({ logs });
  setStore('errorLogs', logs, 'session');
}

export function addLog(entry: LogEntry): void {
  save([entry, ...logStore.getState().logs].slice(0, LOG_LIMIT));
}

/** Records an error (an error boundary's catch, a failed chunk...). */
export function logError(error: unknown, info = '', type?: LogType): void {
  const entry = logEntry(error, info);
  addLog(type ? { ...entry, type } : entry);
}

export function clearLogs(): void {
  save([]);
}

/** Uploads the entries (the session goes on); the local log is kept until the user clears it. */
export async function uploadLogs(): Promise<void> {
  await http.post(LOGOUT_URL, logStore.getState().logs);
}

/** Collects the page's uncaught errors and unhandled rejections; returns the function that stops it. */
export function captureErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const entry = logEntry(event.error ?? event.message, `${event.filename}:${event.lineno}:${event.colno}`);
    addLog(entry);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const entry = logEntry(event.reason, 'unhandledrejection');
    addLog(entry.type === 'chunk' ? entry : { ...entry, type: 'promise' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
