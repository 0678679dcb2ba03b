/**
 * Reading uploaded .xlsx workbooks for the imports, within limits checked before anything is loaded
 * (issue 19, item 2): a 6.5 kB file whose only cell sits in row 1,048,576 once took 1.45 GB, a
 * 300,000-row file 30 s, while exceljs's `Workbook.load` built the whole sheet in memory.
 *
 * Two passes over the uploaded bytes, both streaming:
 * 1. `guardWorkbook` (fflate's streaming `Unzip`, Node's zlib inflating on the thread pool): every
 *    entry is inflated and counted: the total inflated size, each worksheet's declared `<dimension>`
 *    and the rows, cells and columns its XML addresses. The first limit crossed ends the pass with a
 *    400 and drops what was inflated (kept, within the limits, only for the reordering below). The
 *    worksheet XML is only scanned for those numbers with a few regular expressions (kept hand-written:
 *    exceljs's readers neither report the declared dimension nor let a caller stop a zip bomb before it
 *    is inflated, and a real parse is the second pass's job).
 * 2. exceljs's streaming `WorkbookReader` reads the first worksheet row by row (its cell values, shared
 *    strings and date formats), now known to be small, and stops at the first limit it meets as well.
 *    It reads the zip's entries in the order they are stored and parses a worksheet at once when the
 *    shared strings and the workbook's relations came before it; if the workbook or the styles come
 *    after it, it fails (`this.model` undefined). exceljs's own writer stores its entries in whatever
 *    order they finish, so such files are real (a workbook exported here and imported back failed as
 *    malformed now and then). Pass 1 keeps what it inflated, and a workbook in such an order is handed
 *    to pass 2 stored again with its worksheets last (`readOrder`). exceljs unzips with unzipper,
 *    patched here (`patches/unzipper@0.10.14.patch`): it ended its stream while exceljs was still
 *    busy with one entry and lost those queued behind it (exceljs/exceljs#3064), under load mostly.
 */
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import {
  type AsyncFlateStreamHandler,
  type FlateError,
  Unzip,
  type UnzipDecoder,
  type UnzipFile,
  UnzipPassThrough,
  zipSync,
} from 'fflate';
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
export const XLSX_MAX_INFLATED_MB = 16;
const MAX_INFLATED = XLSX_MAX_INFLATED_MB * 1024 * 1024;
/** Entries of one workbook (a real one has a dozen or two). */
const MAX_ENTRIES = 1000;
/** Compressed bytes pushed at a time (the event loop is yielded every 16 slices). */
const SLICE = 16 * 1024;

const MSG_FORMAT = 'Excel文件格式不正确';
export const MSG_TOO_MANY_ROWS = `一次最多导入${XLSX_MAX_ROWS}行`;
export const MSG_SHEET_ROWS = `Excel工作表不能超过${XLSX_MAX_SHEET_ROWS}行`;
export const MSG_SHEET_COLUMNS = `Excel工作表不能超过${XLSX_MAX_COLUMNS}列`;
export const MSG_SHEET_CELLS = `Excel工作表不能超过${XLSX_MAX_CELLS}个单元格`;
export const MSG_INFLATED = `Excel文件解压后不能超过${XLSX_MAX_INFLATED_MB}MB`;

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
/** The tags counted: the declared dimension, rows and cells (`<c` but not `<col`, `<cfRule`, ...). */
const TAG = /<(dimension|row|c)(?=[\s/>])([^<>]*)/g;
const REF_ATTR = /\bref="\$?([A-Z]{1,3})\$?(\d{1,7})(?::\$?([A-Z]{1,3})\$?(\d{1,7}))?"/;
const R_ROW = /\br="(\d{1,9})"/;
const R_CELL = /\br="\$?([A-Z]{1,4})\$?\d/;

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
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    // filler without a single tag (a bomb of spaces) costs no scanning
    if (!this.tail && bytes.indexOf(0x3c) === -1) return;
    // the tags and attributes looked for are ASCII: latin1 keeps them and never fails
    let text = this.tail + bytes.toString('latin1');
    this.tail = '';
    const cut = text.lastIndexOf('<');
    if (cut >= 0 && text.indexOf('>', cut) === -1 && text.length - cut < 4096) {
      this.tail = text.slice(cut);
      text = text.slice(0, cut);
    }
    for (const [, name, attributes = ''] of text.matchAll(TAG)) {
      if (name === 'c') {
        if (++this.cells > XLSX_MAX_CELLS) throw badRequest(MSG_SHEET_CELLS);
        const ref = R_CELL.exec(attributes);
        if (ref && columnNumber(ref[1] ?? 'A') > XLSX_MAX_COLUMNS) throw badRequest(MSG_SHEET_COLUMNS);
      } else if (name === 'row') {
        const r = R_ROW.exec(attributes);
        if (r && Number(r[1]) > XLSX_MAX_SHEET_ROWS) throw badRequest(MSG_SHEET_ROWS);
      } else {
        const dim = REF_ATTR.exec(attributes);
        if (!dim) continue;
        if (Number(dim[4] ?? dim[2]) > XLSX_MAX_SHEET_ROWS) throw badRequest(MSG_SHEET_ROWS);
        if (columnNumber(dim[3] ?? dim[1] ?? 'A') > XLSX_MAX_COLUMNS) throw badRequest(MSG_SHEET_COLUMNS);
      }
    }
  }
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * fflate's streaming unzip with Node's zlib doing the inflating: native, on the thread pool (fflate's
 * own inflate, in JavaScript on the event loop, took 0.3 to 1.4 s to reach the size limit of a bomb).
 */
class NativeInflate implements UnzipDecoder {
  static compression = 8;
  ondata: AsyncFlateStreamHandler = () => undefined;
  private readonly z = createInflateRaw();

  constructor() {
    this.z.on('data', (data: Buffer) =>
      this.ondata(null, new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.length), false),
    );
    this.z.on('end', () => this.ondata(null, new Uint8Array(0), true));
    this.z.on('error', (err) => this.ondata(err as unknown as FlateError, new Uint8Array(0), true));
  }

  push(data: Uint8Array, final: boolean): void {
    if (this.z.destroyed) return;
    if (data.length) this.z.write(data);
    if (final) this.z.end();
  }

  terminate(): void {
    this.z.destroy();
  }
}

/** The entries exceljs's streaming reader needs before it parses a worksheet at once (the paths it matches). */
const READ_FIRST = ['xl/workbook.xml', 'xl/styles.xml'];
const SHEET_PART = /xl\/worksheets\/sheet\d+[.]xml/;

/**
 * The order to hand exceljs a workbook's entries in: `undefined` when the stored order is safe, or the
 * names with the worksheets moved last (stable) when a worksheet would be parsed before the workbook
 * or the styles it needs (see the top of this file).
 */
export function readOrder(names: readonly string[]): string[] | undefined {
  const seen = new Set<string>();
  for (const name of names) {
    if (
      SHEET_PART.test(name) &&
      seen.has('xl/sharedStrings.xml') &&
      seen.has('xl/_rels/workbook.xml.rels') &&
      READ_FIRST.some((first) => !seen.has(first) && names.includes(first))
    ) {
      return [...names.filter((n) => !SHEET_PART.test(n)), ...names.filter((n) => SHEET_PART.test(n))];
    }
    seen.add(name);
  }
  return undefined;
}

/**
 * Pass 1: inflates every entry of the zip, counting, and throws the 400 of the first limit crossed.
 * Answers, once the whole workbook is known to be within the limits, the bytes pass 2 is to read: the
 * upload itself, or its entries stored again in the order `readOrder` gives.
 */
export async function guardWorkbook(bytes: Uint8Array): Promise<Uint8Array> {
  let inflated = 0;
  /** What each entry inflated to, in the zip's order (within the limit checked here, 16 MB in all). */
  const contents = new Map<string, Uint8Array[]>();
  let entries = 0;
  let failure: unknown;
  let pushing = true;
  const open = new Set<UnzipFile>();
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const check = () => {
    if (failure !== undefined || (!pushing && open.size === 0)) settle();
  };
  const fail = (err: unknown) => {
    if (failure === undefined) failure = err;
    for (const file of open) file.terminate();
    open.clear();
    settle();
  };
  const unzip = new Unzip((file) => {
    if (failure !== undefined) return;
    entries++;
    if (entries > MAX_ENTRIES || (file.compression !== 0 && file.compression !== 8))
      return fail(badRequest(MSG_FORMAT));
    // a declared size over the limit is refused before a byte is inflated
    if ((file.originalSize ?? 0) > MAX_INFLATED) return fail(badRequest(MSG_INFLATED));
    const scan = WORKSHEET.test(file.name) ? new SheetScan() : undefined;
    const chunks: Uint8Array[] = [];
    contents.set(file.name, chunks);
    open.add(file);
    file.ondata = (err, data, final) => {
      if (failure !== undefined) return;
      if (err) return fail(badRequest(MSG_FORMAT));
      inflated += data.length;
      try {
        if (inflated > MAX_INFLATED) throw badRequest(MSG_INFLATED);
        if (data.length) {
          scan?.push(data);
          chunks.push(data);
        }
      } catch (e) {
        return fail(e);
      }
      if (final) {
        open.delete(file);
        check();
      }
    };
    file.start();
  });
  unzip.register(NativeInflate);
  unzip.register(UnzipPassThrough);
  // a stream that never ends (it cannot, but a guard must not hang on a bug): refused as malformed
  const timer = setTimeout(() => fail(badRequest(MSG_FORMAT)), 10_000);
  try {
    for (let at = 0; at < bytes.length && failure === undefined; at += SLICE) {
      const end = Math.min(at + SLICE, bytes.length);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
      // let other requests (and the inflating) run between slices
      if ((at / SLICE) % 16 === 15) await tick();
    }
  } catch {
    fail(badRequest(MSG_FORMAT));
  }
  pushing = false;
  check();
  await settled;
  clearTimeout(timer);
  if (failure !== undefined) throw failure;
  if (entries === 0) throw badRequest(MSG_FORMAT);
  const order = readOrder([...contents.keys()]);
  if (!order) return bytes;
  // stored, not deflated again: copying and a checksum, over at most the 16 MB checked above
  return zipSync(Object.fromEntries(order.map((name) => [name, Buffer.concat(contents.get(name) ?? [])])), {
    level: 0,
  });
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
  const readable = await guardWorkbook(bytes);
  const out: XlsxRow[] = [];
  let columnOf: Map<string, number> | undefined;
  let sawRow = false;
  try {
    for await (const { number, row } of firstSheetRows(readable)) {
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
