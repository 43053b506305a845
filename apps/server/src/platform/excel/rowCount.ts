/**
 * Counts rows before a parser builds them, so that a workbook of a million rows is refused in the
 * time it takes to scan its XML, not after exceljs has built a million row objects (15 s and a GB
 * of memory). A row counts when it holds a value; the counts may only err upwards of what the
 * reader keeps (a cell of blank text counts), never downwards, so the reader's own count after
 * parsing still holds every file to the cap.
 */

/** The next index of `needle` at or after a position, remembered so the whole scan stays linear. */
function cursor(xml: Buffer, needle: string): (from: number) => number {
  let found = -2;
  return (from) => {
    if (found !== -1 && found < from) found = xml.indexOf(needle, from, 'latin1');
    return found === -1 ? Number.POSITIVE_INFINITY : found;
  };
}

/** Rows of a worksheet XML (xl/worksheets/sheetN.xml) that hold a value or an inline string. */
export function countSheetRows(xml: Buffer): number {
  const nextRow = cursor(xml, '<row');
  const nextRowEnd = cursor(xml, '</row>');
  const nextValue = cursor(xml, '<v>');
  const nextInline = cursor(xml, '<is>');
  let count = 0;
  let at = 0;
  for (;;) {
    const start = nextRow(at);
    if (start === Number.POSITIVE_INFINITY) return count;
    const openEnd = xml.indexOf('>', start);
    if (openEnd === -1) return count;
    at = openEnd + 1;
    const after = xml[start + 4]; // '<rowBreaks' and the like are not rows
    if (after !== 0x20 && after !== 0x3e && after !== 0x09 && after !== 0x0a && after !== 0x0d) {
      continue;
    }
    if (xml[openEnd - 1] === 0x2f) continue; // <row .../> holds nothing
    const end = Math.min(nextRowEnd(at), xml.length);
    if (nextValue(at) < end || nextInline(at) < end) count++;
    at = end;
  }
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/** Records of a csv with any content besides delimiters, quotes and blanks (quoted newlines kept). */
export function countCsvRecords(text: string): number {
  let count = 0;
  let quoted = false;
  let hasContent = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      quoted = !quoted;
    } else if (c === NEWLINE && !quoted) {
      if (hasContent) count++;
      hasContent = false;
    } else if (!hasContent && !(quoted ? /\s/ : /[\s,;]/).test(text[i]!)) {
      hasContent = true; // a quoted ',' is a value; a bare one only separates
    }
  }
  return hasContent ? count + 1 : count;
}

/** Why a file over the row cap is refused; the same words before and after parsing. */
export const tooManyRows = (maxRows: number) =>
  `it has more than ${maxRows.toLocaleString('en-US')} data rows; upload at most ${maxRows.toLocaleString('en-US')} rows per file`;
