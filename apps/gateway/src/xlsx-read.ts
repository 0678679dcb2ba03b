/**
 * Reading uploaded .xlsx workbooks for the imports, within limits checked before anything is loaded
 * (issue 19, item 2): a 6.5 kB file whose only cell sits in row 1,048,576 once took 1.45 GB, a
 * 300,000-row file 30 s, while exceljs's `Workbook.load` built the whole sheet in memory.
 *
 * Two passes over the uploaded bytes, both streaming:
 * 1. `guardWorkbook` (fflate's streaming `Unzip`): every entry is inflated in small slices, the event
 *    loop yielded between them, and only counted: the total inflated size, each worksheet's declared
 *    `<dimension>` and the rows, cells and columns its XML addresses. The first limit crossed ends the
 *    pass with a 400; nothing is kept. The worksheet XML is only scanned for those numbers with a few
 *    regular expressions (kept hand-written: exceljs's readers neither report the declared dimension nor
 *    let a caller stop a zip bomb before it is inflated, and a real parse is the second pass's job).
 * 2. exceljs's streaming `WorkbookReader` reads the first worksheet row by row (its cell values, shared
 *    strings and date formats), now known to be small, and stops at the first limit it meets as well.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { badRequest, HttpError } from './http';
import { formatDateTime } from './time';

/** Data rows of one import (all its files together). */
export const XLSX_MAX_ROWS = 5000;
/** Highest row number a worksheet may use or declare (the header, the data and blank rows between). */
export const XLSX_MAX_SHEET_ROWS = 10_000;
/** Highest column a worksheet may use or declare. */
export const XLSX_MAX_COLUMNS = 100;
/** Cells a worksheet may hold. */
export const XLSX_MAX_CELLS = 200_000;
/** Bytes all the entries of one workbook may inflate to. */
export const XLSX_MAX_INFLATED_MB = 32;
const MAX_INFLATED = XLSX_MAX_INFLATED_MB * 1024 * 1024;
/** Entries of one workbook (a real one has a dozen or two). */
const MAX_ENTRIES = 1000;
/** Compressed bytes pushed at a time: DEFLATE expands at most ~1032×, so one slice inflates ≤ 2 MB. */
const SLICE = 2048;

const MSG_FORMAT = 'Excel文件格式不正确';
export const MSG_TOO_MANY_ROWS = `一次最多导入${XLSX_MAX_ROWS}行`;
export const MSG_SHEET_ROWS = `Excel工作表不能超过${XLSX_MAX_SHEET_ROWS}行`;
export const MSG_SHEET_COLUMNS = `Excel工作表不能超过${XLSX_MAX_COLUMNS}列`;
export const MSG_SHEET_CELLS = `Excel工作表不能超过${XLSX_MAX_CELLS}个单元格`;
export const MSG_INFLATED = `Excel文件解压后不能超过${XLSX_MAX_INFLATED_MB}MB`;

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
const DIMENSION = /<dimension\b[^>]*?\bref="\$?([A-Z]{1,3})\$?(\d{1,7})(?::\$?([A-Z]{1,3})\$?(\d{1,7}))?"/;
const ROW_NUMBER = /<row\b[^>]*?\br="(\d{1,9})"/g;
const CELL = /<c[\s/>]/g;
const CELL_REF = /<c\b[^>]*?\br="\$?([A-Z]{1,4})\$?\d/g;

/** Column letters to their number: A → 1, XFD → 16384. */
function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** Counts what one worksheet's XML addresses, chunk by chunk (a tag cut between chunks is seen whole). */
class SheetScan {
  private tail = '';
  private cells = 0;

  push(chunk: Uint8Array): void {
    // the tags and attributes looked for are ASCII: latin1 keeps byte offsets and never fails
    const text = this.tail + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    const cut = text.lastIndexOf('<');
    const whole = cut > 0 && text.length - cut < 512 ? text.slice(0, cut) : text;
    this.tail = whole === text ? '' : text.slice(cut);
    const dim = DIMENSION.exec(whole);
    if (dim) {
      const lastRow = Number(dim[4] ?? dim[2]);
      const lastColumn = columnNumber(dim[3] ?? dim[1] ?? 'A');
      if (lastRow > XLSX_MAX_SHEET_ROWS) throw badRequest(MSG_SHEET_ROWS);
      if (lastColumn > XLSX_MAX_COLUMNS) throw badRequest(MSG_SHEET_COLUMNS);
    }
    for (const m of whole.matchAll(ROW_NUMBER)) {
      if (Number(m[1]) > XLSX_MAX_SHEET_ROWS) throw badRequest(MSG_SHEET_ROWS);
    }
    for (const m of whole.matchAll(CELL_REF)) {
      if (columnNumber(m[1] ?? 'A') > XLSX_MAX_COLUMNS) throw badRequest(MSG_SHEET_COLUMNS);
    }
    this.cells += whole.match(CELL)?.length ?? 0;
    if (this.cells > XLSX_MAX_CELLS) throw badRequest(MSG_SHEET_CELLS);
  }
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Pass 1: inflates every entry of the zip in slices, counting, and throws the 400 of the first limit
 * crossed. Answers once the whole workbook is known to be within the limits.
 */
export async function guardWorkbook(bytes: Uint8Array): Promise<void> {
  let inflated = 0;
  let entries = 0;
  let failure: unknown;
  const unzip = new Unzip((file) => {
    if (failure) return;
    entries++;
    if (entries > MAX_ENTRIES || (file.compression !== 0 && file.compression !== 8)) {
      failure = badRequest(MSG_FORMAT);
      return;
    }
    // a declared size over the limit is refused before a byte is inflated
    if ((file.originalSize ?? 0) > MAX_INFLATED) {
      failure = badRequest(MSG_INFLATED);
      return;
    }
    const scan = WORKSHEET.test(file.name) ? new SheetScan() : undefined;
    file.ondata = (err, data) => {
      if (failure) return;
      if (err) {
        failure = badRequest(MSG_FORMAT);
        return;
      }
      inflated += data.length;
      try {
        if (inflated > MAX_INFLATED) throw badRequest(MSG_INFLATED);
        scan?.push(data);
      } catch (e) {
        failure = e;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let at = 0; at < bytes.length && !failure; at += SLICE) {
      const end = Math.min(at + SLICE, bytes.length);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
      // let other requests run between slices: a slice inflates to at most ~2 MB
      await tick();
    }
  } catch {
    if (!failure) failure = badRequest(MSG_FORMAT);
  }
  if (failure) throw failure;
  if (entries === 0) throw badRequest(MSG_FORMAT);
}

interface SheetRow {
  number: number;
  /** exceljs's Row; typed loosely here because the streaming reader's types are not exported. */
  row: ExcelJS.Row;
}

/** Pass 2: the rows of the workbook's first worksheet, streamed by exceljs. */
async function* firstSheetRows(bytes: Uint8Array): AsyncGenerator<SheetRow> {
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const book = reader as unknown as { model?: { sheets?: { id: number }[] } };
  try {
    let seen = false;
    for await (const sheet of reader) {
      const first = book.model?.sheets?.[0]?.id;
      const id = (sheet as unknown as { id: number | string }).id;
      if (seen || (first !== undefined && Number(id) !== Number(first))) continue;
      seen = true;
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        yield { number: row.number, row };
      }
    }
  } finally {
    input.destroy();
  }
}

/** The value of a cell as the import reads it: dates formatted, rich text and formulas as their text. */
function cellValue(row: ExcelJS.Row, column: number): unknown {
  const c = row.getCell(column);
  let v: unknown = c.value;
  if (v instanceof Date) v = formatDateTime(v);
  else if (v && typeof v === 'object') {
    const o = v as { richText?: { text?: string }[]; result?: unknown; text?: unknown };
    if (Array.isArray(o.richText)) v = o.richText.map((r) => r.text ?? '').join('');
    else if ('result' in o) v = o.result instanceof Date ? formatDateTime(o.result) : o.result;
    else if (typeof o.text === 'string') v = o.text;
    else v = c.text;
  }
  if (typeof v === 'string') v = v.trim();
  return v;
}

export interface XlsxRow {
  line: number;
  values: Record<string, unknown>;
}

/**
 * An uploaded .xlsx checked for name, signature, limits and structure; answers its rows by header.
 * `budget` is how many data rows the import may still take (several files share one budget).
 */
export async function readXlsx(
  file: unknown,
  headers: Record<string, string>,
  required: string[],
  budget = XLSX_MAX_ROWS,
): Promise<XlsxRow[]> {
  if (!(file instanceof File)) throw badRequest('请上传Excel文件(字段名file)');
  if (!/\.xlsx$/i.test(file.name)) throw badRequest('只支持.xlsx格式的Excel文件');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw badRequest(MSG_FORMAT);
  await guardWorkbook(bytes);
  const out: XlsxRow[] = [];
  let columnOf: Map<string, number> | undefined;
  let sawRow = false;
  try {
    for await (const { number, row } of firstSheetRows(bytes)) {
      sawRow = true;
      if (number > XLSX_MAX_SHEET_ROWS) throw badRequest(MSG_SHEET_ROWS);
      if (row.cellCount > XLSX_MAX_COLUMNS) throw badRequest(MSG_SHEET_COLUMNS);
      if (!columnOf) columnOf = headerColumns(number === 1 ? row : undefined, headers, required);
      if (number === 1) continue;
      const values: Record<string, unknown> = {};
      let empty = true;
      for (const [field, col] of columnOf) {
        const v = cellValue(row, col);
        if (v !== null && v !== undefined && v !== '') {
          empty = false;
          values[field] = v;
        }
      }
      if (empty) continue;
      out.push({ line: number, values });
      if (out.length > budget) throw badRequest(MSG_TOO_MANY_ROWS);
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(MSG_FORMAT);
  }
  if (!sawRow) throw badRequest('Excel文件没有数据');
  if (!columnOf) headerColumns(undefined, headers, required);
  if (out.length === 0) throw badRequest('Excel文件没有数据');
  return out;
}

/** Maps the header row's names to columns; a required one missing is a 400 naming it. */
function headerColumns(
  header: ExcelJS.Row | undefined,
  headers: Record<string, string>,
  required: string[],
): Map<string, number> {
  const columnOf = new Map<string, number>();
  header?.eachCell((c, col) => {
    const field = headers[String(c.text ?? '').trim()];
    if (field) columnOf.set(field, col);
  });
  for (const field of required) {
    if (!columnOf.has(field)) {
      const name = Object.entries(headers).find(([, f]) => f === field)?.[0] ?? field;
      throw badRequest(`Excel缺少列：${name}`);
    }
  }
  return columnOf;
}
