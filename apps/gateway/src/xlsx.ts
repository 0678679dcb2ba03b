/** Streamed .xlsx exports and validated .xlsx imports (exceljs). */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { AuthUser } from './auth';
import type { Queryable, Row } from './db';
import { badRequest, HttpError } from './http';
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

export const XLSX_MAX_ROWS = 5000;

/** An uploaded .xlsx checked for name, signature and structure; answers its rows by header. */
export async function readXlsx(
  file: unknown,
  headers: Record<string, string>,
  required: string[],
): Promise<{ line: number; values: Record<string, unknown> }[]> {
  if (!(file instanceof File)) throw badRequest('请上传Excel文件(字段名file)');
  if (!/\.xlsx$/i.test(file.name)) throw badRequest('只支持.xlsx格式的Excel文件');
  const buffer = Buffer.from(await file.arrayBuffer());
  if (buffer.length < 4 || buffer[0] !== 0x50 || buffer[1] !== 0x4b) throw badRequest('Excel文件格式不正确');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest('Excel文件格式不正确');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 1) throw badRequest('Excel文件没有数据');
  const headerRow = sheet.getRow(1);
  const columnOf = new Map<string, number>();
  headerRow.eachCell((c, col) => {
    const name = String(c.text ?? '').trim();
    const field = headers[name];
    if (field) columnOf.set(field, col);
  });
  for (const field of required) {
    if (!columnOf.has(field)) {
      const header = Object.entries(headers).find(([, f]) => f === field)?.[0] ?? field;
      throw badRequest(`Excel缺少列：${header}`);
    }
  }
  const out: { line: number; values: Record<string, unknown> }[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values: Record<string, unknown> = {};
    let empty = true;
    for (const [field, col] of columnOf) {
      const cellValue = row.getCell(col);
      let v: unknown = cellValue.value;
      if (v instanceof Date) v = formatDateTime(v);
      else if (v && typeof v === 'object') v = cellValue.text;
      if (typeof v === 'string') v = v.trim();
      if (v !== null && v !== undefined && v !== '') {
        empty = false;
        values[field] = v;
      }
    }
    if (empty) continue;
    out.push({ line: r, values });
    if (out.length > XLSX_MAX_ROWS) throw badRequest(`一次最多导入${XLSX_MAX_ROWS}行`);
  }
  if (out.length === 0) throw badRequest('Excel文件没有数据');
  return out;
}

/** Runs `fn` for a row and prefixes its validation message with the row number. */
export async function atLine<T>(line: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HttpError && err.code === 400) throw badRequest(`第${line}行：${err.message}`);
    throw err;
  }
}
