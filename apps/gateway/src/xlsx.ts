/** Streamed .xlsx exports (exceljs). Reading the imports' workbooks: xlsx-read.ts. */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { AuthUser } from './auth';
import type { Queryable, Row } from './db';

import { parseFilters, type ResourceDef, SqlBuilder, scope } from './resource';
import { formatDateTime } from './time';

export interface ExportColumn {
  header: string;
  width?: number;
  value(row: Row): string | number | null;
}

/**
 * A cell a spreadsheet could take for a formula (OWASP, CSV injection): text beginning with `=`, `+`, `-`,
 * `@`, a tab or a carriage return gets a leading `'`, so it is shown as the text it was and never
 * evaluated, whether the file is opened as it is or saved again as CSV. Numbers stay numbers. Every export
 * writes its cells through here (issue 19, item 9).
 */
export function neutralise(value: string | number | null): string | number | null {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const EXPORT_BATCH = 1000;
export const EXPORT_MAX_ROWS = 200_000;

/**
 * Streams the resource's rows matching the list filters as an .xlsx download, newest first, read in
 * keyset batches so memory stays flat whatever the table size.
 */
export function exportXlsx(
  db: Queryable,
  def: ResourceDef,
  user: AuthUser,
  query: Record<string, string>,
  fileName: string,
  sheet: string,
  columns: ExportColumn[],
): Response {
  // validate the filters before the download starts, so bad input is a 400, not a broken file
  const probe = new SqlBuilder();
  scope(def, user, probe);
  parseFilters(def, query, probe);
  const pass = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: pass,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.columns = columns.map((col, i) => ({ header: col.header, key: `c${i}`, width: col.width ?? 18 }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  void (async () => {
    try {
      let lastId: string | undefined;
      let written = 0;
      while (written < EXPORT_MAX_ROWS) {
        const sql = new SqlBuilder();
        scope(def, user, sql);
        parseFilters(def, query, sql);
        if (lastId) sql.where.push(`id < ${sql.add(lastId)}::bigint`);
        const rows = await db.query(
          `select * from ${def.table} t where ${sql.where.join(' and ')} order by id desc limit ${EXPORT_BATCH}`,
          sql.params,
        );
        for (const row of rows) worksheet.addRow(columns.map((col) => neutralise(col.value(row)))).commit();
        written += rows.length;
        if (rows.length < EXPORT_BATCH) break;
        lastId = String(rows[rows.length - 1]?.id);
      }
      worksheet.commit();
      await workbook.commit();
    } catch (err) {
      pass.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return new Response(Readable.toWeb(pass) as ReadableStream, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
    },
  });
}

export const cellTime = (column: string) => (row: Row) => formatDateTime(row[column]);
export const cell = (column: string) => (row: Row) => {
  const v = row[column];
  return v === null || v === undefined ? null : typeof v === 'number' ? v : String(v);
};

/** The most rows an export of a computed list (rows read page by page, not streamed) writes. */
export const VIEW_EXPORT_MAX_ROWS = 10_000;

/**
 * An .xlsx download of rows a list already answered (a computed view read page by page, e.g. the
 * appeals with their lights): every cell through `neutralise`.
 */
export async function xlsxOfRows(
  rows: readonly Record<string, unknown>[],
  fileName: string,
  sheet: string,
  columns: { header: string; width?: number; value(row: Record<string, unknown>): string | number | null }[],
): Promise<Response> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.columns = columns.map((col, i) => ({ header: col.header, key: `c${i}`, width: col.width ?? 18 }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows) worksheet.addRow(columns.map((col) => neutralise(col.value(row))));
  const body = await workbook.xlsx.writeBuffer();
  return new Response(body as ArrayBuffer, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'no-store',
    },
  });
}
